import { useSearchParams } from 'react-router';
import { useLinkedRecordsFromUrl } from '../../transactions';
import { CreatePage } from '../../../components/record-form';
import { TASK_QUERIES, createTask } from '../api/tasks-api';
import { TaskDataView } from '../components/task-data-view';
import { TaskFormFields } from '../components/task-form-fields';
import { emptyTaskValues, taskFormResolver, valuesToInput } from '../components/task-form-values';

/**
 * /dashboard/tasks/create: the form, then the confirm-creation step. ?party=CODE,
 * ?transaction=CODE and ?alert=CODE link the new task to that record from the start.
 */
export function TaskCreatePage() {
  const [params] = useSearchParams();
  const links = useLinkedRecordsFromUrl();
  // Alerts are read by their own feature; the task shows the alert's code until saved.
  const alertCode = params.get('alert');
  const alert = alertCode ? { code: alertCode, display_name: alertCode } : null;

  return (
    <CreatePage
      namespace="tasks"
      listPath="/dashboard/tasks"
      waiting={links.waiting}
      resolver={taskFormResolver}
      defaults={emptyTaskValues({ ...links, alert })}
      fields={(control) => <TaskFormFields control={control} />}
      summary={(values) => <TaskDataView task={values} plain />}
      save={(values) => createTask(valuesToInput(values))}
      refresh={TASK_QUERIES}
      pathOf={(task) => `/dashboard/tasks/${task.code}`}
    />
  );
}
