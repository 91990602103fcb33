import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordField } from '@aml/shared';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { PublicLayout } from '../../../components/public-layout';
import { errorText } from '../../../lib/api-client';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

const NewPasswordFormSchema = z
  .object({ password: newPasswordField, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], error: 'passwords_differ' });

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ code, password });
      setDone(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <PublicLayout>
      <AuthCard title={t('new_password_title')}>
        {done ? (
          <>
            <Alert severity="success">{t('new_password_saved')}</Alert>
            <Button component={RouterLink} to="/user/login/" variant="contained">
              {t('go_to_login')}
            </Button>
          </>
        ) : (
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
            {failure && (
              <Alert severity="error">
                {failure}{' '}
                <Link component={RouterLink} to="/user/reset-password">
                  {t('reset_again')}
                </Link>
              </Alert>
            )}
            <PasswordField
              control={control}
              name="password"
              label={t('new_password')}
              autoComplete="new-password"
              autoFocus
            />
            <PasswordField
              control={control}
              name="repeat"
              label={t('repeat_password')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
            >
              {t('save_password')}
            </Button>
          </Stack>
        )}
      </AuthCard>
    </PublicLayout>
  );
}
