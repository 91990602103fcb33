import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { resendVerificationEmail } from '../api/auth-api';

/**
 * What a user whose address is not confirmed can do from the login page: have the
 * confirmation link sent again, then follow it.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { failure: string }>('idle');

  if (state === 'sent') {
    return (
      <Typography component="span" variant="body2" role="status" sx={{ display: 'block', mt: 1 }}>
        {t('verification_resent', { email })}
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        sx={{ display: 'block', mt: 1 }}
        disabled={state === 'sending'}
        onClick={async () => {
          setState('sending');
          try {
            await resendVerificationEmail(email);
            setState('sent');
          } catch (error) {
            setState({ failure: errorText(error) });
          }
        }}
      >
        {t('resend_verification')}
      </Button>
      {typeof state === 'object' && (
        <Typography component="span" variant="body2" role="alert" sx={{ display: 'block', mt: 1 }}>
          {state.failure}
        </Typography>
      )}
    </>
  );
}
