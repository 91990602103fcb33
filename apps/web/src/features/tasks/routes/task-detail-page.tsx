import type { TaskStatus } from '@aml/shared';
import { Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DataAndComments,
  DetailPage,
  titledDeletion,
  titledHeader,
} from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { OverdueMark } from '../../../components/overdue-mark';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import {
  TASK_QUERIES,
  changeTaskStatus,
  deleteTask,
  taskQuery,
  updateTask,
} from '../api/tasks-api';
import { TaskPriorityChip, TaskStatusChip } from '../components/task-chips';
import { TaskDataView } from '../components/task-data-view';
import { TaskFormFields } from '../components/task-form-fields';
import { taskFormResolver, taskToValues, valuesToUpdate } from '../components/task-form-values';

/** /dashboard/tasks/{code}: the task's header, status changes and actions, its data and comments. */
export function TaskDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('tasks');
  const formatDate = useDateFormat();
  const task = useQuery(taskQuery(code));
  const feedback = usePageFeedback(t('detail.created'));
  const status = useAction((to: TaskStatus) => changeTaskStatus(code, to), {
    refresh: TASK_QUERIES,
    onDone: (changed) =>
      feedback.notify(t('detail.status_changed', { status: t(`statuses.${changed.status}`) })),
    onFailed: feedback.fail,
  });

  return (
    <DetailPage
      record={task}
      feedback={feedback}
      remove={{ call: () => deleteTask(code), leaveTo: '/dashboard/tasks', refresh: TASK_QUERIES }}
      header={(data) =>
        titledHeader(t, data, {
          badges: (
            <>
              <TaskStatusChip status={data.status} />
              <TaskPriorityChip priority={data.priority} />
              {data.due_date && (
                <Typography variant="body2">
                  {t('detail.due', { date: formatDate(data.due_date) })}
                </Typography>
              )}
              {data.overdue && <OverdueMark />}
            </>
          ),
          // Only the moves the API allows the caller (its assignee may move it too).
          actions: data.allowed_statuses.map((to) => (
            <Button
              key={to}
              variant="outlined"
              disabled={status.busy}
              onClick={() => {
                feedback.clearFailure();
                status.run(to);
              }}
            >
              {t(`actions.${to}`)}
            </Button>
          )),
        })
      }
    >
      {(data) => (
        <DataAndComments
          view={<TaskDataView task={data} />}
          edit={{
            resolver: taskFormResolver,
            defaults: taskToValues(data),
            save: (values) => updateTask(valuesToUpdate(data.code, values)),
            // The assignee may have changed: the badge of new tasks follows.
            refresh: TASK_QUERIES,
            fields: (control) => <TaskFormFields control={control} />,
          }}
          whyNot={titledDeletion(t, data).whyNot}
          feedback={feedback}
          comments={{ entityType: 'task', entityCode: code, refresh: TASK_QUERIES }}
        />
      )}
    </DetailPage>
  );
}
