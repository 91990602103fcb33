import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';

/** A dashboard module that is not built yet says so plainly, inside the shell. */
export function ModuleNotBuiltPage({ module }: { module: string }) {
  const { t } = useTranslation('shell');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageHeader title={t(`modules.${module}`)} />
      <Alert severity="info">{t('not_built')}</Alert>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        {t('back_to_dashboard')}
      </Button>
    </Stack>
  );
}
