import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from './public-layout';

/** Public pages of the site that are not written yet (footer links) say so. */
export function PageNotAvailable({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <PublicLayout width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }}>
        <Typography variant="h1">{t(`public_pages.${page}`)}</Typography>
        <Alert severity="info">{t('page_not_available')}</Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('go_to_start')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
