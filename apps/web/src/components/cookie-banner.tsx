import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../lib/storage';

const decided = (value: 'granted' | 'denied') => {
  storage.setCookieConsent(value);
  return value;
};

/**
 * Asks once for cookie consent and remembers it under gtagConsent (spec section 2). While it is
 * shown it never covers the focused element (WCAG 2.4.11): the page scrolls what takes the focus
 * above it, even the last of the page, and Escape answers it as a refusal.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(storage.getCookieConsent);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (choice) return;
    const root = document.documentElement;
    const clearBanner = () => {
      const height = `${(banner.current?.offsetHeight ?? 0) + 32}px`;
      root.style.scrollPaddingBottom = height;
      // Room after the page's end, or its last controls could not scroll out from under it.
      document.body.style.paddingBottom = height;
    };
    const refuseOnEscape = (event: KeyboardEvent) => {
      // An open dialog takes Escape for itself.
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) {
        setChoice(decided('denied'));
      }
    };
    clearBanner();
    // The banner grows after its first paint when the language's texts or fonts arrive, not
    // only when the window resizes.
    const bannerResized =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(clearBanner);
    if (banner.current) bannerResized?.observe(banner.current);
    window.addEventListener('resize', clearBanner);
    document.addEventListener('keydown', refuseOnEscape);
    return () => {
      bannerResized?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
      window.removeEventListener('resize', clearBanner);
      document.removeEventListener('keydown', refuseOnEscape);
    };
  }, [choice]);
  if (choice) return null;
  const decide = (value: 'granted' | 'denied') => setChoice(decided(value));
  return (
    <Paper
      ref={banner}
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
