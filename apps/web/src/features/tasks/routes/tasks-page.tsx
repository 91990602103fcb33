import { TASK_PRIORITIES, TASK_STATUSES, type Task, type TaskQuery } from '@aml/shared';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  FilterBar,
  ListPage,
  SearchFilter,
  SelectFilter,
  SwitchFilter,
  optionsOf,
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
    column.link(
      'title',
      t('columns.title'),
      (row) => `/dashboard/tasks/${row.code}`,
      (row) => row.title,
    ),
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 140,
      renderCell: ({ row }) => <TaskStatusChip status={row.status} />,
    },
    {
      field: 'priority',
      headerName: t('columns.priority'),
      width: 120,
      renderCell: ({ row }) => <TaskPriorityChip priority={row.priority} />,
    },
    column.dueDate(t('columns.due_date'), 230),
    column.assignee(t('columns.assignee')),
    column.linked('party', t('columns.party')),
    column.date('created_at', t('columns.created_at')),
  ];

  return (
    <ListPage
      namespace="tasks"
      title={t('title')}
      description={t('description')}
      actions={
        <Button component={RouterLink} to="/dashboard/tasks/create" variant="contained">
          {t('create_action')}
        </Button>
      }
      filters={
        <FilterBar url={url}>
          <SearchFilter label={t('filters.text')} placeholder={t('filters.text_placeholder')} />
          <SelectFilter
            name="status"
            label={t('filters.status')}
            all={t('filters.all_statuses')}
            options={optionsOf(TASK_STATUSES, (status) => t(`statuses.${status}`))}
          />
          <SelectFilter
            name="priority"
            label={t('filters.priority')}
            all={t('filters.all_priorities')}
            options={optionsOf(TASK_PRIORITIES, (priority) => t(`priorities.${priority}`))}
          />
          <AssigneeFilter />
          <SwitchFilter name="overdue" label={t('filters.overdue')} />
        </FilterBar>
      }
      list={tasks}
      columns={columns}
      filtered={url.filtered}
      minWidth={1000}
      onDelete={deleteTasks}
      refresh={TASK_QUERIES}
      selectionActions={(selection) => <GroupStatusChange selection={selection} />}
    />
  );
}
