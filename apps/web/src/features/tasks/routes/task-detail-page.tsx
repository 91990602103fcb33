import type { Task, TaskStatus } from '@aml/shared';
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
import { OverdueMark } from '../../../components/overdue-mark';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { applyFieldErrors } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import {
  changeTaskStatus,
  deleteTask,
  refreshTasks,
  taskQuery,
  updateTask,
} from '../api/tasks-api';
import { TaskPriorityChip, TaskStatusChip } from '../components/task-chips';
import { TaskDataView } from '../components/task-data-view';
import { TaskFormFields } from '../components/task-form-fields';
import {
  taskFormResolver,
  taskToValues,
  valuesToUpdate,
  type TaskFormValues,
} from '../components/task-form-values';

/** /dashboard/tasks/{code}: the task's header, status changes and actions, its data and comments. */
export function TaskDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('tasks');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const task = useQuery(taskQuery(code));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const arrival = location.state as { created?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.created ? t('detail.created') : null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = () => refreshTasks(queryClient);
  const status = useMutation({
    mutationFn: (to: TaskStatus) => changeTaskStatus(code, to),
    onSuccess: async (changed) => {
      setNotice(t('detail.status_changed', { status: t(`statuses.${changed.status}`) }));
      await refresh();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteTask(code),
    onSuccess: async () => {
      await refresh();
      navigate('/dashboard/tasks', { replace: true });
    },
    onError: (error) => {
      setConfirmDelete(false);
      setFailure(errorText(error));
    },
  });

  if (task.error instanceof ApiError && task.error.statusCode === 404) return <NotFoundPage />;
  if (task.isError) return <Alert severity="error">{errorText(task.error)}</Alert>;
  if (!task.data) return <Skeleton variant="rounded" height={360} aria-busy="true" />;

  const data = task.data;
  const whyNot = data.editable ? '' : t('detail.not_editable');

  return (
    <>
      <DetailHeader
        title={data.title}
        badges={
          <>
            <TaskStatusChip status={data.status} />
            <TaskPriorityChip priority={data.priority} />
            {data.due_date && (
              <Typography variant="body2">
                {t('detail.due', { date: formatDate(data.due_date) })}
              </Typography>
            )}
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
            {data.created_by && ` · ${t('detail.created_by', { email: data.created_by })}`}
          </>
        }
        actions={
          <>
            {/* Only the moves the API allows the caller (its assignee may move it too). */}
            {data.allowed_statuses.map((to) => (
              <Button
                key={to}
                variant="outlined"
                disabled={status.isPending}
                onClick={() => {
                  setFailure(null);
                  status.mutate(to);
                }}
              >
                {t(`actions.${to}`)}
              </Button>
            ))}
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
          view={<TaskDataView task={data} />}
          form={
            <EditForm
              task={data}
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
        <Comments entityType="task" entityCode={code} onChange={refresh} />
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

/** Edits the task with the form of creation; `onDone` says whether it was saved. */
function EditForm({ task, onDone }: { task: Task; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<TaskFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<TaskFormValues>({
    resolver: taskFormResolver,
    defaultValues: taskToValues(task),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);
  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      await updateTask(valuesToUpdate(task.code, values));
      // The assignee may have changed: the badge of new tasks follows.
      await refreshTasks(queryClient);
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TaskFormFields control={control} />
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
