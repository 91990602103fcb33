import { zodResolver } from '@hookform/resolvers/zod';
import { SendResetEmailSchema } from '@aml/shared';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { PublicLayout } from '../../../components/public-layout';
import { errorText } from '../../../lib/api-client';
import { sendResetEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordRequestPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(SendResetEmailSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendResetEmail(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <PublicLayout>
      <AuthCard title={t('reset_title')} subtitle={t('reset_subtitle')}>
        {sentTo ? (
          <Alert severity="success">{t('reset_sent', { email: sentTo })}</Alert>
        ) : (
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
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
            >
              {t('reset_send_action')}
            </Button>
          </Stack>
        )}
        <Link component={RouterLink} to="/user/login/">
          {t('back_to_login')}
        </Link>
      </AuthCard>
    </PublicLayout>
  );
}
