import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../lib/storage';

/** Asks once for cookie consent and remembers it under gtagConsent (spec section 2). */
export function CookieBanner() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(storage.getCookieConsent);
  if (choice) return null;
  const decide = (value: 'granted' | 'denied') => {
    storage.setCookieConsent(value);
    setChoice(value);
  };
  return (
    <Paper
      role="region"
      aria-label={t('cookies_title')}
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        p: 2,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('cookies_text')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => decide('denied')}>
            {t('cookies_reject')}
          </Button>
          <Button variant="contained" onClick={() => decide('granted')}>
            {t('cookies_accept')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
