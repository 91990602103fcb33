import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordField } from '@aml/shared';
import { Alert, Button, Link } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { NewPasswordField } from '../../../components/password-strength/new-password-field';
import { PublicLayout } from '../../../components/public-layout';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';

const NewPasswordFormSchema = z
  .object({ password: newPasswordField, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], error: 'passwords_differ' });

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
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
          <AuthForm
            form={form}
            send={({ password }) => resetPassword({ code, password })}
            onSent={() => setDone(true)}
            submitLabel={t('save_password')}
            failureAction={
              <Link component={RouterLink} to="/user/reset-password">
                {t('reset_again')}
              </Link>
            }
          >
            <NewPasswordField
              control={form.control}
              name="password"
              label={t('new_password')}
              autoFocus
            />
            <PasswordField
              control={form.control}
              name="repeat"
              label={t('repeat_password')}
              autoComplete="new-password"
            />
          </AuthForm>
        )}
      </AuthCard>
    </PublicLayout>
  );
}
