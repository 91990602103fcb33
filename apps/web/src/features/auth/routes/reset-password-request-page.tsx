import { zodResolver } from '@hookform/resolvers/zod';
import { SendResetEmailSchema } from '@aml/shared';
import { Alert, Link } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { sendResetEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { CredentialFields } from '../components/credential-fields';

export function ResetPasswordRequestPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SendResetEmailSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  return (
    <PublicLayout>
      <AuthCard title={t('reset_title')} subtitle={t('reset_subtitle')}>
        {sentTo ? (
          <Alert severity="success">{t('reset_sent', { email: sentTo })}</Alert>
        ) : (
          <AuthForm
            form={form}
            send={sendResetEmail}
            onSent={(_result, values) => setSentTo(values.email)}
            submitLabel={t('reset_send_action')}
          >
            <CredentialFields control={form.control} />
          </AuthForm>
        )}
        <Link component={RouterLink} to="/user/login/">
          {t('back_to_login')}
        </Link>
      </AuthCard>
    </PublicLayout>
  );
}
