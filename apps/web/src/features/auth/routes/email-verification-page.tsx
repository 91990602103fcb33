import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { useAction } from '../../../components/use-action';
import { storage } from '../../../lib/storage';
import { verifyEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const verification = useAction(verifyEmail);
  const { run } = verification;
  // Sent once, as the page opens (`run` ignores a second call while the first runs).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => run(code), [code]);
  const signedIn = storage.getToken() !== null;

  return (
    <PublicLayout>
      <AuthCard title={t('verification_title')}>
        {!verification.done && !verification.failure ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('verifying')}</Typography>
          </Stack>
        ) : verification.done ? (
          <Alert severity="success">{t('verified')}</Alert>
        ) : (
          <Alert severity="error">{verification.failure}</Alert>
        )}
        {!verification.busy && (
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
