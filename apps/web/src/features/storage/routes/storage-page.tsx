import { DRIVE_PROVIDERS } from '@aml/shared';
import { Alert, Grid, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FailureAlert, NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { useCurrentUser } from '../../../lib/session';
import { errorText } from '../../../lib/api-client';
import { storageOverviewQuery } from '../api/storage-api';
import { DriveArrival } from '../components/drive-arrival';
import { DriveCard } from '../components/drive-card';
import { IntegrityCheck } from '../components/integrity-check';
import { StorageSettings } from '../components/storage-settings';
import { StoreInUse } from '../components/store-in-use';
import { useCanManageStorage } from '../components/storage-hooks';

/** Two sections side by side on wide screens, as tall as each other. */
const HALF = { size: { xs: 12, md: 6 }, sx: { display: 'flex', '& > section': { flex: 1 } } };

/**
 * /dashboard/storage: the store in use, the space used, the team's drives, the integrity
 * check's last result and where new files go. Team admins change them; others read.
 */
export function StoragePage() {
  const { t } = useTranslation('storage');
  const { data: user } = useCurrentUser();
  const canManage = useCanManageStorage();
  const overview = useQuery(storageOverviewQuery());
  const feedback = usePageFeedback();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <DriveArrival />
      {user && !canManage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('read_only')}
        </Alert>
      )}
      <FailureAlert feedback={feedback} />
      {overview.isError && <Alert severity="error">{errorText(overview.error)}</Alert>}
      {overview.isPending && (
        <Grid container spacing={3} aria-busy="true">
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
          <Grid size={12}>
            <Skeleton variant="rounded" height={200} />
          </Grid>
        </Grid>
      )}
      {overview.data && (
        <Grid container spacing={3}>
          <Grid {...HALF}>
            <StoreInUse overview={overview.data} />
          </Grid>
          <Grid {...HALF}>
            <IntegrityCheck
              overview={overview.data}
              canManage={canManage}
              notify={feedback.notify}
            />
          </Grid>
          <Grid size={12}>
            <Section title={t('drives.title')} description={t('drives.description')}>
              <Grid container spacing={2}>
                {DRIVE_PROVIDERS.map((provider) => (
                  <Grid key={provider} size={{ xs: 12, sm: 6 }}>
                    <DriveCard
                      provider={provider}
                      inUse={overview.data.store === provider}
                      canManage={canManage}
                      notify={feedback.notify}
                    />
                  </Grid>
                ))}
              </Grid>
            </Section>
          </Grid>
          <Grid size={12}>
            <StorageSettings overview={overview.data} canManage={canManage} drivesHere />
          </Grid>
        </Grid>
      )}
      <NoticeSnackbar feedback={feedback} />
    </>
  );
}
