import { HISTORY_EVENT_TYPES, type HistoryEvent, type HistoryEventQuery } from '@aml/shared';
import { Alert, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid, SearchField, pagingFrom } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { useListFilters } from '../../../lib/use-list-filters';
import {
  deleteHistoryEvents,
  historyEventKeys,
  historyEventListQuery,
} from '../api/history-events-api';
import { HistoryEventTypeChip } from '../components/history-event-chips';

const FILTERS = ['text', 'type', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query of the list, read from the URL so a filtered list can be bookmarked. */
function queryFrom(params: URLSearchParams): Partial<HistoryEventQuery> {
  const query: Record<string, unknown> = {};
  const text = params.get('text')?.trim();
  if (text) query.text = text.slice(0, 100);
  const type = params.get('type');
  if (type && (HISTORY_EVENT_TYPES as readonly string[]).includes(type)) query.type = type;
  for (const bound of ['from', 'to'] as const) {
    const value = params.get(bound);
    if (value && DATE.test(value)) query[bound] = value;
  }
  const { page, page_size } = pagingFrom(params);
  return { ...query, page, page_size } as Partial<HistoryEventQuery>;
}

/** /dashboard/history-event-list: the team's events, filtered and paged on the server. */
export function HistoryEventsPage() {
  const { t } = useTranslation('history-events');
  const { params, setFilter, clearFilters } = useListFilters<Filter>();
  const query = useMemo(() => queryFrom(params), [params]);
  const events = useQuery(historyEventListQuery(query));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();

  const columns: GridColDef<HistoryEvent>[] = [
    {
      field: 'occurred_on',
      headerName: t('columns.occurred_on'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 200,
      renderCell: ({ row }) => <HistoryEventTypeChip type={row.type} />,
    },
    {
      field: 'title',
      headerName: t('columns.title'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <ShortLink
          to={`/dashboard/history-event-list/${row.code}`}
          name={row.title}
          code={row.code}
        />
      ),
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
      field: 'transaction',
      headerName: t('columns.transaction'),
      width: 200,
      renderCell: ({ row }) =>
        row.transaction && (
          <ShortLink
            to={`/dashboard/transactions/${row.transaction.code}`}
            name={row.transaction.display_name}
            code={row.transaction.code}
          />
        ),
    },
    {
      field: 'comments',
      headerName: t('columns.comments'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
    },
    { field: 'created_by', headerName: t('columns.created_by'), width: 200 },
  ];

  const hasFilters = FILTERS.some((filter) => params.get(filter));

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button
            component={RouterLink}
            to="/dashboard/history-event-list/create"
            variant="contained"
          >
            {t('create_action')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
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
            label={t('filters.type')}
            value={query.type ?? ''}
            onChange={(event) => setFilter('type', event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('filters.all_types')}</MenuItem>
            {HISTORY_EVENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {(['from', 'to'] as const).map((name) => (
            <TextField
              key={name}
              size="small"
              type="date"
              label={t(`filters.${name}`)}
              value={params.get(name) ?? ''}
              onChange={(event) => setFilter(name, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          {hasFilters && <Button onClick={clearFilters}>{t('filters.clear')}</Button>}
        </Stack>
      </Paper>
      {events.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(events.error)}
        </Alert>
      )}
      <RecordGrid
        namespace="history-events"
        label={t('title')}
        rows={events.data?.items}
        total={events.data?.total ?? 0}
        loading={events.isFetching}
        columns={columns}
        filtered={hasFilters}
        minWidth={1000}
        onDelete={async (codes) => {
          await deleteHistoryEvents(codes);
          await queryClient.invalidateQueries({ queryKey: historyEventKeys.all });
        }}
      />
    </>
  );
}
