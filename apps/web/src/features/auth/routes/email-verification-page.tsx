import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { errorText } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { verifyEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const verification = useMutation({ mutationFn: verifyEmail });
  const { mutate } = verification;
  useEffect(() => mutate(code), [code, mutate]);
  const signedIn = storage.getToken() !== null;

  return (
    <PublicLayout>
      <AuthCard title={t('verification_title')}>
        {verification.isPending || verification.isIdle ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('verifying')}</Typography>
          </Stack>
        ) : verification.isSuccess ? (
          <Alert severity="success">{t('verified')}</Alert>
        ) : (
          <Alert severity="error">{errorText(verification.error)}</Alert>
        )}
        {!verification.isPending && (
          <Button
            component={RouterLink}
            to={signedIn ? '/dashboard' : '/user/login/'}
            variant="contained"
          >
            {signedIn ? t('go_to_dashboard') : t('go_to_login')}
          </Button>
        )}
      </AuthCard>
    </PublicLayout>
  );
}
