import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLinkedRecordsFromUrl } from '../../../components/linked-record';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { createHistoryEvent, historyEventKeys } from '../api/history-events-api';
import { HistoryEventDataView } from '../components/history-event-data-view';
import { HistoryEventFormFields } from '../components/history-event-form-fields';
import {
  emptyHistoryEventValues,
  historyEventFormResolver,
  valuesToInput,
  type HistoryEventFormValues,
} from '../components/history-event-form-values';

/**
 * /dashboard/history-event-list/create: the form, then the confirm-creation step.
 * ?party=CODE and ?transaction=CODE link the new event to that record from the start.
 */
export function HistoryEventCreatePage() {
  const { t } = useTranslation('history-events');
  const links = useLinkedRecordsFromUrl();

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      {links.waiting ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : (
        <CreateForm defaults={emptyHistoryEventValues(links)} />
      )}
    </>
  );
}

function CreateForm({ defaults }: { defaults: HistoryEventFormValues }) {
  const { t } = useTranslation('history-events');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<HistoryEventFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState, setError, getValues } = useForm<HistoryEventFormValues>(
    {
      resolver: historyEventFormResolver,
      defaultValues: defaults,
      mode: 'onTouched',
    },
  );
  useUnsavedChangesPrompt(formState.isDirty && !busy);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const event = await createHistoryEvent(valuesToInput(confirming!));
      await queryClient.invalidateQueries({ queryKey: historyEventKeys.all });
      navigate(`/dashboard/history-event-list/${event.code}`, { state: { created: true } });
    } catch (error) {
      setConfirming(null);
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <HistoryEventFormFields control={control} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large">
            {t('create.submit')}
          </Button>
          <Button component={RouterLink} to="/dashboard/history-event-list" size="large">
            {t('common:cancel')}
          </Button>
        </Stack>
      </Stack>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="confirm-creation-title"
      >
        <DialogTitle id="confirm-creation-title">{t('create.confirm_title')}</DialogTitle>
        <DialogContent>
          {confirming && <HistoryEventDataView event={confirming} plain />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('create.back_to_form')}
          </Button>
          <Button variant="contained" onClick={create} disabled={busy}>
            {t('create.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
