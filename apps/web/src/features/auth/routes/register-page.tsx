import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type Language } from '@aml/shared';
import { Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NewPasswordField } from '../../../components/password-strength/new-password-field';
import { PublicLayout } from '../../../components/public-layout';
import { register } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { CredentialFields } from '../components/credential-fields';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const [search] = useSearchParams();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: search.get('email') ?? '', password: '' },
    mode: 'onTouched',
  });
  const email = useWatch({ control: form.control, name: 'email' });

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
        <AuthForm
          form={form}
          send={(values) =>
            register({ ...values, language: (i18n.resolvedLanguage ?? 'en') as Language })
          }
          onSent={(_result, values) => setRegistered(values.email)}
          submitLabel={t('register_action')}
          busyLabel={t('registering')}
        >
          <CredentialFields control={form.control} />
          <NewPasswordField
            control={form.control}
            name="password"
            label={t('password')}
            userInputs={email ? [email] : []}
          />
          <Typography variant="body2" color="text.secondary">
            {t('password_hint')}
          </Typography>
        </AuthForm>
        <Link component={RouterLink} to={`/user/login/${window.location.search}`}>
          {t('have_account')}
        </Link>
      </AuthCard>
    </PublicLayout>
  );
}
