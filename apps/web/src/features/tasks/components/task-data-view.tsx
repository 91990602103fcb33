import type { Task } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list';
import { LinkedRecordName, type LinkedRecord } from '../../../components/linked-record';
import { useDateFormat } from '../../../lib/dates';

/** A stored task, or what a form is about to save ('' for an empty text or date). */
export type TaskData = Pick<Task, 'title' | 'priority' | 'assignee'> & {
  description: string | null;
  due_date: string | null;
  party: LinkedRecord | null;
  transaction: LinkedRecord | null;
  alert: LinkedRecord | null;
};

/** A task's data, read-only; links lead to its party, transaction and alert unless `plain`. */
export function TaskDataView({ task, plain = false }: { task: TaskData; plain?: boolean }) {
  const { t } = useTranslation('tasks');
  const formatDate = useDateFormat();
  const link = (record: LinkedRecord | null, path: string) => (
    <LinkedRecordName record={record} path={path} none={t('none')} plain={plain} />
  );
  return (
    <DataList
      rows={[
        [t('fields.title'), task.title, 12],
        [t('fields.description'), task.description || t('none'), 12],
        [t('fields.priority'), t(`priorities.${task.priority}`), 4],
        [t('fields.due_date'), task.due_date ? formatDate(task.due_date) : t('none'), 4],
        [t('fields.assignee'), task.assignee?.email ?? t('unassigned'), 4],
        [t('fields.party'), link(task.party, 'parties'), 4],
        [t('fields.transaction'), link(task.transaction, 'transactions'), 4],
        [t('fields.alert'), link(task.alert, 'alerts'), 4],
      ]}
    />
  );
}
