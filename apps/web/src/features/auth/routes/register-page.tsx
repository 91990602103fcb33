import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type Language } from '@aml/shared';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { PublicLayout } from '../../../components/public-layout';
import { applyFieldErrors } from '../../../lib/forms';
import { errorText } from '../../../lib/api-client';
import { register } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const [search] = useSearchParams();
  const [registered, setRegistered] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: search.get('email') ?? '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await register({ ...values, language: (i18n.resolvedLanguage ?? 'en') as Language });
      setRegistered(values.email);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  });

  if (registered) {
    return (
      <PublicLayout>
        <AuthCard title={t('check_inbox_title')}>
          <Typography>{t('check_inbox_text', { email: registered })}</Typography>
          <Button
            component={RouterLink}
            to={`/user/login/?email=${encodeURIComponent(registered)}${search.get('redirect') ? `&redirect=${encodeURIComponent(search.get('redirect')!)}` : ''}`}
            variant="contained"
          >
            {t('go_to_login')}
          </Button>
        </AuthCard>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <AuthCard title={t('register_title')} subtitle={t('register_subtitle')}>
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
            autoComplete="new-password"
          />
          <Typography variant="body2" color="text.secondary">
            {t('password_hint')}
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('registering') : t('register_action')}
          </Button>
          <Link component={RouterLink} to={`/user/login/${window.location.search}`}>
            {t('have_account')}
          </Link>
        </Stack>
      </AuthCard>
    </PublicLayout>
  );
}
