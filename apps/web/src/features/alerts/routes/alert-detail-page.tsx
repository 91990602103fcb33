import { CLOSED_ALERT_STATUSES, type AlertDetail } from '@aml/shared';
import { Alert, AlertTitle, Box, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Comments } from '../../../components/comments';
import {
  DetailPage,
  EditInPlace,
  RecordDates,
  titledDeletion,
  titledHeader,
} from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { useNotifyGiifAction } from '../../giif-notifications';
import { OverdueMark } from '../../../components/overdue-mark';
import { Section } from '../../../components/section';
import { ALERT_QUERIES, alertQuery, deleteAlert } from '../api/alerts-api';
import { AlertSeverityChip, AlertStatusChip } from '../components/alert-chips';
import { AlertDetails } from '../components/alert-details';
import { alertEditForm } from '../components/alert-edit-form';
import { AlertLinks } from '../components/alert-links';
import { AlertStatusActions } from '../components/alert-status-actions';
import { AlertStatusHistory } from '../components/alert-status-history';

/** The task form, opened with the alert (and its party) already linked. */
function createTaskPath(alert: AlertDetail) {
  const params = new URLSearchParams({ alert: alert.code });
  if (alert.party) params.set('party', alert.party.code);
  return `/dashboard/tasks/create?${params}`;
}

/** /dashboard/alerts/{code}: why the alert was raised, what it concerns, and its decision. */
export function AlertDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('alerts');
  const alert = useQuery(alertQuery(code));
  const feedback = usePageFeedback(t('detail.created'));
  const notifyGiif = useNotifyGiifAction({
    alert: code,
    party: alert.data?.party?.code,
    transaction: alert.data?.transaction?.code,
  });

  return (
    <DetailPage
      record={alert}
      feedback={feedback}
      remove={{
        call: () => deleteAlert(code),
        leaveTo: '/dashboard/alerts',
        refresh: ALERT_QUERIES,
      }}
      header={(data) =>
        titledHeader(t, data, {
          badges: (
            <>
              <AlertSeverityChip severity={data.severity} />
              <AlertStatusChip status={data.status} />
              {data.overdue && <OverdueMark />}
            </>
          ),
          // The alert's creator stands among its details.
          meta: <RecordDates of={{ created_at: data.created_at, updated_at: data.updated_at }} />,
          actions: (
            <AlertStatusActions
              alert={data}
              onChanged={() => feedback.notify(t('detail.status_changed'))}
            />
          ),
          more: [{ label: t('detail.create_task'), to: createTaskPath(data) }, ...notifyGiif],
        })
      }
    >
      {(data) => (
        <Stack spacing={3}>
          <Section title={t('detail.explanation')}>
            <Typography
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.05rem' }}
            >
              {data.explanation}
            </Typography>
          </Section>
          {CLOSED_ALERT_STATUSES.includes(data.status) && data.resolution_note && (
            <Alert severity={data.status === 'closed_confirmed' ? 'warning' : 'success'}>
              <AlertTitle>{t('detail.resolution')}</AlertTitle>
              <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.resolution_note}
              </Box>
            </Alert>
          )}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('detail.details')}>
                <EditInPlace
                  view={<AlertDetails alert={data} />}
                  edit={alertEditForm(data)}
                  spacing={2}
                  whyNot={titledDeletion(t, data).whyNot}
                  onSaved={() => feedback.notify(t('common:data_updated'))}
                  variant="outlined"
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('detail.related')}>
                <AlertLinks alert={data} hits={data.sanctions_hits} />
              </Section>
            </Grid>
          </Grid>
          <Section title={t('history.title')}>
            <AlertStatusHistory history={data.status_history} />
          </Section>
          <Comments entityType="alert" entityCode={code} refresh={ALERT_QUERIES} />
        </Stack>
      )}
    </DetailPage>
  );
}
