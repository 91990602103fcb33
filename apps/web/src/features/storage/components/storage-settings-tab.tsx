import { Alert, Link, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { storageOverviewQuery } from '../api/storage-api';
import { StorageSettings } from './storage-settings';
import { useCanManageStorage } from './storage-hooks';

/**
 * The settings tab "storage": the store's settings of /dashboard/storage, and a way there. Its
 * texts load on first use within the tab, so the settings page and its tabs stay in view
 * meanwhile.
 */
export function StorageSettingsTab() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <StorageSettingsContent />
    </Suspense>
  );
}

function StorageSettingsContent() {
  const { t } = useTranslation('storage');
  const canManage = useCanManageStorage();
  const overview = useQuery(storageOverviewQuery());
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {!canManage && <Alert severity="info">{t('read_only')}</Alert>}
      {overview.isError && <Alert severity="error">{errorText(overview.error)}</Alert>}
      {overview.isPending && <Skeleton variant="rounded" height={360} />}
      {overview.data && <StorageSettings overview={overview.data} canManage={canManage} />}
      <Link component={RouterLink} to="/dashboard/storage" sx={{ alignSelf: 'flex-start' }}>
        {t('settings.open_page')}
      </Link>
    </Stack>
  );
}
