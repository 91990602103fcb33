import { CLOSED_ALERT_STATUSES, type AlertDetail } from '@aml/shared';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Skeleton,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Comments } from '../../../components/comments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailHeader, GuardedButton, ViewOrEdit } from '../../../components/detail-header';
import { NotFoundPage } from '../../../components/not-found-page';
import { OverdueMark } from '../../../components/overdue-mark';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { alertQuery, deleteAlert, useRefreshAlerts } from '../api/alerts-api';
import { AlertSeverityChip, AlertStatusChip } from '../components/alert-chips';
import { AlertDetails } from '../components/alert-details';
import { AlertEditForm } from '../components/alert-edit-form';
import { AlertLinks } from '../components/alert-links';
import { AlertSection } from '../components/alert-section';
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
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshAlerts();
  const formatDate = useDateFormat();
  const alert = useQuery(alertQuery(code));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const arrival = location.state as { created?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.created ? t('detail.created') : null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: () => deleteAlert(code),
    onSuccess: () => {
      // Leave first: refreshing while here would fetch the deleted alert and show a 404.
      navigate('/dashboard/alerts', { replace: true });
      void refresh();
    },
    onError: (error) => {
      setConfirmDelete(false);
      setFailure(errorText(error));
    },
  });

  if (alert.error instanceof ApiError && alert.error.statusCode === 404) return <NotFoundPage />;
  if (alert.isError) return <Alert severity="error">{errorText(alert.error)}</Alert>;
  if (!alert.data) return <Skeleton variant="rounded" height={360} aria-busy="true" />;

  const data = alert.data;
  const whyNot = data.editable ? '' : t('detail.not_editable');
  const closed = CLOSED_ALERT_STATUSES.includes(data.status);

  return (
    <>
      <DetailHeader
        title={data.title}
        badges={
          <>
            <AlertSeverityChip severity={data.severity} />
            <AlertStatusChip status={data.status} />
            {data.overdue && <OverdueMark />}
            <Typography variant="body2" color="text.secondary">
              {data.code}
            </Typography>
          </>
        }
        meta={
          <>
            {t('detail.dates', {
              created: formatDate(data.created_at, true),
              updated: formatDate(data.updated_at, true),
            })}
          </>
        }
        actions={
          <>
            <AlertStatusActions
              alert={data}
              onChanged={() => setNotice(t('detail.status_changed'))}
            />
            <Button variant="outlined" component={RouterLink} to={createTaskPath(data)}>
              {t('detail.create_task')}
            </Button>
            <GuardedButton
              whyNot={whyNot}
              color="error"
              variant="outlined"
              disabled={!data.editable}
              onClick={() => setConfirmDelete(true)}
            >
              {t('detail.delete')}
            </GuardedButton>
          </>
        }
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Stack spacing={3}>
        <AlertSection title={t('detail.explanation')}>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.05rem' }}
          >
            {data.explanation}
          </Typography>
        </AlertSection>
        {closed && data.resolution_note && (
          <Alert severity={data.status === 'closed_confirmed' ? 'warning' : 'success'}>
            <AlertTitle>{t('detail.resolution')}</AlertTitle>
            <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.resolution_note}
            </Box>
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AlertSection title={t('detail.details')}>
              <ViewOrEdit
                editing={editing}
                view={<AlertDetails alert={data} />}
                form={
                  <AlertEditForm
                    alert={data}
                    onDone={(saved) => {
                      setEditing(false);
                      if (saved) setNotice(t('common:data_updated'));
                    }}
                  />
                }
                whyNot={whyNot}
                editLabel={t('detail.edit')}
                onEdit={() => setEditing(true)}
                variant="outlined"
              />
            </AlertSection>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AlertSection title={t('detail.related')}>
              <AlertLinks alert={data} hits={data.sanctions_hits} />
            </AlertSection>
          </Grid>
        </Grid>
        <AlertSection title={t('history.title')}>
          <AlertStatusHistory history={data.status_history} />
        </AlertSection>
        <Comments entityType="alert" entityCode={code} onChange={() => void refresh()} />
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('detail.delete_title')}
        message={t('detail.delete_question', { title: data.title })}
        confirmLabel={t('list.delete_confirm')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
