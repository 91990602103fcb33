import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from './public-layout';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }}>
        <Typography variant="h1">{t('not_found_title')}</Typography>
        <Typography color="text.secondary">{t('not_found_text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('go_to_start')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
