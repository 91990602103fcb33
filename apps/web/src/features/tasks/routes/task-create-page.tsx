import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLinkedRecordsFromUrl } from '../../transactions';
import { CreateForm, FormPage } from '../../../components/record-form';
import { TASK_QUERIES, createTask } from '../api/tasks-api';
import { TaskDataView } from '../components/task-data-view';
import { TaskFormFields } from '../components/task-form-fields';
import { emptyTaskValues, taskFormResolver, valuesToInput } from '../components/task-form-values';

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
    <FormPage
      title={t('create.title')}
      description={t('create.description')}
      waiting={links.waiting}
    >
      <CreateForm
        resolver={taskFormResolver}
        defaults={emptyTaskValues({ ...links, alert })}
        fields={(control) => <TaskFormFields control={control} />}
        summary={(values) => <TaskDataView task={values} plain />}
        confirmLabel={t('create.confirm')}
        submitLabel={t('create.submit')}
        save={(values) => createTask(valuesToInput(values))}
        refresh={TASK_QUERIES}
        pathOf={(task) => `/dashboard/tasks/${task.code}`}
        cancelTo="/dashboard/tasks"
      />
    </FormPage>
  );
}
