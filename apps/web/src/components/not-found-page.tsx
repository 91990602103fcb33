import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from './public-layout';
import { PageHeading } from './page-heading';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }}>
        <PageHeading>{t('not_found_title')}</PageHeading>
        <Typography color="text.secondary">{t('not_found_text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('go_to_start')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
