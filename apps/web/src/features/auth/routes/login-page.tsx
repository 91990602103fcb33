import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@aml/shared';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { PublicLayout } from '../../../components/public-layout';
import { errorText } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { safeRedirect } from '../redirect';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: search.get('email') ?? '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await login(values);
      storage.setToken(token);
      queryClient.clear();
      navigate(safeRedirect(search), { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <PublicLayout>
      <AuthCard title={t('login_title')} subtitle={t('login_subtitle')}>
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            control={control}
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <PasswordField
            control={control}
            name="password"
            label={t('password')}
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('logging_in') : t('login_action')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/user/reset-password">
              {t('forgot_password')}
            </Link>
            <Link component={RouterLink} to={`/user/register${window.location.search}`}>
              {t('no_account')}
            </Link>
          </Stack>
        </Stack>
      </AuthCard>
      <Link
        component={RouterLink}
        to="/sanction-list-search"
        variant="body2"
        sx={{ display: 'block', textAlign: 'center', mt: 3 }}
      >
        {t('sanction_search')}
      </Link>
    </PublicLayout>
  );
}
