import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskPriority,
  type TaskQuery,
  type TaskStatus,
} from '@aml/shared';
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AssigneeFilter } from '../../../components/member-picker';
import { OverdueMark } from '../../../components/overdue-mark';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid, SearchField, pagingFrom } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { useListFilters } from '../../../lib/use-list-filters';
import { deleteTasks, refreshTasks, taskListQuery } from '../api/tasks-api';
import { GroupStatusChange } from '../components/group-status-change';
import { TaskPriorityChip, TaskStatusChip } from '../components/task-chips';

const FILTERS = ['text', 'status', 'priority', 'assignee', 'overdue'] as const;
type Filter = (typeof FILTERS)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The query of the list, read from the URL so a filtered list can be bookmarked. */
function queryFrom(params: URLSearchParams): Partial<TaskQuery> {
  const query: Partial<TaskQuery> = {};
  const text = params.get('text')?.trim();
  if (text) query.text = text.slice(0, 100);
  const status = params.get('status');
  if (isOneOf<TaskStatus>(TASK_STATUSES, status)) query.status = status;
  const priority = params.get('priority');
  if (isOneOf<TaskPriority>(TASK_PRIORITIES, priority)) query.priority = priority;
  const assignee = params.get('assignee');
  if (assignee && assignee.length >= 2 && assignee.length <= 64) query.assignee = assignee;
  if (params.get('overdue') === 'true') query.overdue = true;
  const { page, page_size } = pagingFrom(params);
  return { ...query, page, page_size };
}

/** /dashboard/tasks: the team's tasks, open ones first, filtered and paged on the server. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const { params, setFilter, clearFilters } = useListFilters<Filter>();
  const query = useMemo(() => queryFrom(params), [params]);
  const tasks = useQuery(taskListQuery(query));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const columns: GridColDef<Task>[] = [
    {
      field: 'title',
      headerName: t('columns.title'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <ShortLink to={`/dashboard/tasks/${row.code}`} name={row.title} code={row.code} />
      ),
    },
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
    {
      field: 'due_date',
      headerName: t('columns.due_date'),
      width: 230,
      renderCell: ({ row }) =>
        row.due_date && (
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
            <span>{formatDate(row.due_date)}</span>
            {row.overdue && <OverdueMark />}
          </Stack>
        ),
    },
    {
      field: 'assignee',
      headerName: t('columns.assignee'),
      width: 200,
      valueGetter: (_value, row) => row.assignee?.email ?? '',
    },
    {
      field: 'party',
      headerName: t('columns.party'),
      width: 200,
      renderCell: ({ row }) =>
        row.party && (
          <ShortLink
            to={`/dashboard/parties/${row.party.code}`}
            name={row.party.display_name}
            code={row.party.code}
          />
        ),
    },
    {
      field: 'created_at',
      headerName: t('columns.created_at'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];

  const hasFilters = FILTERS.some((filter) => params.get(filter));

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button component={RouterLink} to="/dashboard/tasks/create" variant="contained">
            {t('create_action')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          {/* Keyed by the URL's text, so clearing the filters clears the field too. */}
          <SearchField
            key={params.get('text') ?? ''}
            label={t('filters.text')}
            placeholder={t('filters.text_placeholder')}
            value={params.get('text') ?? ''}
            onSearch={(text) => setFilter('text', text)}
          />
          <TextField
            select
            size="small"
            label={t('filters.status')}
            value={query.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('filters.all_statuses')}</MenuItem>
            {TASK_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.priority')}
            value={query.priority ?? ''}
            onChange={(event) => setFilter('priority', event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('filters.all_priorities')}</MenuItem>
            {TASK_PRIORITIES.map((priority) => (
              <MenuItem key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </MenuItem>
            ))}
          </TextField>
          <AssigneeFilter
            value={query.assignee ?? ''}
            onChange={(value) => setFilter('assignee', value)}
          />
          <FormControlLabel
            control={
              <Switch
                checked={query.overdue === true}
                onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : '')}
              />
            }
            label={t('filters.overdue')}
          />
          {hasFilters && <Button onClick={clearFilters}>{t('filters.clear')}</Button>}
        </Stack>
      </Paper>
      {tasks.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(tasks.error)}
        </Alert>
      )}
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      )}
      <RecordGrid
        namespace="tasks"
        label={t('title')}
        rows={tasks.data?.items}
        total={tasks.data?.total ?? 0}
        loading={tasks.isFetching}
        columns={columns}
        filtered={hasFilters}
        minWidth={1000}
        onDelete={async (codes) => {
          await deleteTasks(codes);
          await refreshTasks(queryClient);
        }}
        selectionActions={(codes, clear) => (
          <GroupStatusChange
            codes={codes}
            onChanged={(count) => {
              clear();
              setOutcome({ ok: true, text: t('list.status_changed', { count }) });
            }}
            onFailed={(error) => setOutcome({ ok: false, text: errorText(error) })}
          />
        )}
      />
    </>
  );
}
