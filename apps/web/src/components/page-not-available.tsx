import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from './public-layout';
import { PageHeading } from './page-heading';

/** Public pages of the site that are not written yet (footer links) say so. */
export function PageNotAvailable({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <PublicLayout width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }}>
        <PageHeading>{t(`public_pages.${page}`)}</PageHeading>
        <Alert severity="info">{t('page_not_available')}</Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('go_to_start')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
