import type { HistoryEvent } from '@aml/shared';
import { Alert, Button, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Comments } from '../../../components/comments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailHeader, GuardedButton, ViewOrEdit } from '../../../components/detail-header';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { applyFieldErrors } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import {
  deleteHistoryEvent,
  historyEventKeys,
  historyEventQuery,
  updateHistoryEvent,
} from '../api/history-events-api';
import { HistoryEventTypeChip } from '../components/history-event-chips';
import { HistoryEventDataView } from '../components/history-event-data-view';
import { HistoryEventFormFields } from '../components/history-event-form-fields';
import {
  historyEventFormResolver,
  historyEventToValues,
  valuesToUpdate,
  type HistoryEventFormValues,
} from '../components/history-event-form-values';

/** /dashboard/history-event-list/{code}: the event's header and actions, its data and comments. */
export function HistoryEventDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('history-events');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const event = useQuery(historyEventQuery(code));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const arrival = location.state as { created?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.created ? t('detail.created') : null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: historyEventKeys.all });
  const remove = useMutation({
    mutationFn: () => deleteHistoryEvent(code),
    onSuccess: async () => {
      await refresh();
      navigate('/dashboard/history-event-list', { replace: true });
    },
    onError: (error) => {
      setConfirmDelete(false);
      setFailure(errorText(error));
    },
  });

  if (event.error instanceof ApiError && event.error.statusCode === 404) return <NotFoundPage />;
  if (event.isError) return <Alert severity="error">{errorText(event.error)}</Alert>;
  if (!event.data) return <Skeleton variant="rounded" height={360} aria-busy="true" />;

  const data = event.data;
  const whyNot = data.editable ? '' : t('detail.not_editable');

  return (
    <>
      <DetailHeader
        title={data.title}
        badges={
          <>
            <HistoryEventTypeChip type={data.type} />
            <Typography variant="body2">
              {t('detail.occurred', { date: formatDate(data.occurred_on) })}
            </Typography>
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
            {data.created_by && ` · ${t('detail.created_by', { email: data.created_by })}`}
          </>
        }
        actions={
          <>
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
        <ViewOrEdit
          editing={editing}
          view={<HistoryEventDataView event={data} />}
          form={
            <EditForm
              event={data}
              onDone={(saved) => {
                setEditing(false);
                if (saved) setNotice(t('common:data_updated'));
              }}
            />
          }
          whyNot={whyNot}
          editLabel={t('detail.edit')}
          onEdit={() => setEditing(true)}
        />
        <Comments entityType="history_event" entityCode={code} onChange={refresh} />
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

/** Edits the event with the form of creation; `onDone` says whether it was saved. */
function EditForm({ event, onDone }: { event: HistoryEvent; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('history-events');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<HistoryEventFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<HistoryEventFormValues>(
    {
      resolver: historyEventFormResolver,
      defaultValues: historyEventToValues(event),
      mode: 'onTouched',
    },
  );
  useUnsavedChangesPrompt(formState.isDirty);
  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      await updateHistoryEvent(valuesToUpdate(event.code, values));
      await queryClient.invalidateQueries({ queryKey: historyEventKeys.all });
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <HistoryEventFormFields control={control} />
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting || !formState.isDirty}
        >
          {t('common:save')}
        </Button>
        <Button size="large" onClick={() => onDone(false)}>
          {t('common:cancel')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(null)}
        onConfirm={save}
      />
    </Stack>
  );
}
