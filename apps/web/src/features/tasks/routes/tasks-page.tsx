import { TASK_PRIORITIES, TASK_STATUSES, type Task, type TaskQuery } from '@aml/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ListPage,
  SearchFilter,
  SwitchFilter,
  ValuesFilter,
  param,
  useListUrl,
} from '../../../components/list-page';
import { AssigneeFilter } from '../../teams';
import { useRecordColumns } from '../../../components/record-columns';
import { TASK_QUERIES, deleteTasks, taskListQuery } from '../api/tasks-api';
import { GroupStatusChange } from '../components/group-status-change';
import { TaskPriorityChip, TaskStatusChip } from '../components/task-chips';

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  status: param.oneOf(TASK_STATUSES),
  priority: param.oneOf(TASK_PRIORITIES),
  assignee: param.sized(2, 64),
  overdue: param.flag,
};

/** /dashboard/tasks: the team's tasks, open ones first, filtered and paged on the server. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const url = useListUrl<Partial<TaskQuery>>(FILTERS);
  const tasks = useQuery(taskListQuery(url.query));
  const column = useRecordColumns();

  const columns: GridColDef<Task>[] = [
    column.title(t('columns.title'), '/dashboard/tasks'),
    column.chip('status', t('columns.status'), 140, (row) => (
      <TaskStatusChip status={row.status} />
    )),
    column.chip('priority', t('columns.priority'), 120, (row) => (
      <TaskPriorityChip priority={row.priority} />
    )),
    column.dueDate(t('columns.due_date'), 170),
    column.assignee(t('columns.assignee')),
    column.linked('party', t('columns.party'), 150),
    column.date('created_at', t('columns.created_at')),
  ];

  return (
    <ListPage
      namespace="tasks"
      createTo="/dashboard/tasks/create"
      url={url}
      filters={
        <>
          <SearchFilter />
          <ValuesFilter name="status" group="statuses" values={TASK_STATUSES} />
          <ValuesFilter name="priority" group="priorities" values={TASK_PRIORITIES} />
          <AssigneeFilter />
          <SwitchFilter name="overdue" label={t('filters.overdue')} />
        </>
      }
      list={tasks}
      columns={columns}
      minWidth={1000}
      hiddenColumns={['created_at']}
      onDelete={deleteTasks}
      refresh={TASK_QUERIES}
      selectionActions={(selection) => <GroupStatusChange selection={selection} />}
    />
  );
}
