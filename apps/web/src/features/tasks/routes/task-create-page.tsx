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
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLinkedRecordsFromUrl } from '../../../components/linked-record';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { createTask, refreshTasks } from '../api/tasks-api';
import { TaskDataView } from '../components/task-data-view';
import { TaskFormFields } from '../components/task-form-fields';
import {
  emptyTaskValues,
  taskFormResolver,
  valuesToInput,
  type TaskFormValues,
} from '../components/task-form-values';

/**
 * /dashboard/tasks/create: the form, then the confirm-creation step. ?party=CODE,
 * ?transaction=CODE and ?alert=CODE link the new task to that record from the start.
 */
export function TaskCreatePage() {
  const { t } = useTranslation('tasks');
  const [params] = useSearchParams();
  const links = useLinkedRecordsFromUrl();
  // Alerts are read by their own feature; the task shows the alert's code until saved.
  const alertCode = params.get('alert');
  const alert = alertCode ? { code: alertCode, display_name: alertCode } : null;

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      {links.waiting ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : (
        <CreateForm defaults={emptyTaskValues({ ...links, alert })} />
      )}
    </>
  );
}

function CreateForm({ defaults }: { defaults: TaskFormValues }) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<TaskFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState, setError, getValues } = useForm<TaskFormValues>({
    resolver: taskFormResolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty && !busy);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const task = await createTask(valuesToInput(confirming!));
      await refreshTasks(queryClient);
      navigate(`/dashboard/tasks/${task.code}`, { state: { created: true } });
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
        <TaskFormFields control={control} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large">
            {t('create.submit')}
          </Button>
          <Button component={RouterLink} to="/dashboard/tasks" size="large">
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
        <DialogContent>{confirming && <TaskDataView task={confirming} plain />}</DialogContent>
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
