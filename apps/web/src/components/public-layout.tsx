import { AppBar, Box, Container, Link, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { LanguageToggle } from './language-toggle';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

/** The frame of pages outside the dashboard: sign-in, registration, public pages. */
export function PublicLayout({
  children,
  width = 'xs',
}: {
  children: ReactNode;
  width?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <AppBar
        position="static"
        color="transparent"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ flex: 1 }}>
            <Typography component="span" variant="h3">
              {t('app_name')}
            </Typography>
          </Link>
          <LanguageToggle />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth={width}
        sx={{ flex: 1, py: { xs: 3, sm: 6 }, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Container>
      <CookieBanner />
    </Box>
  );
}
