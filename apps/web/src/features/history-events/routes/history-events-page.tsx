import { HISTORY_EVENT_TYPES, type HistoryEvent, type HistoryEventQuery } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { localeOf } from '../../../lib/amounts';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { shortLabel } from '../../../lib/labels';
import {
  deleteHistoryEvents,
  historyEventKeys,
  historyEventListQuery,
} from '../api/history-events-api';
import { HistoryEventTypeChip } from '../components/history-event-chips';

const PAGE_SIZES = [10, 25, 50, 100];
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
  const size = Number(params.get('page_size'));
  query.page = Math.max(0, Number(params.get('page')) || 0);
  query.page_size = PAGE_SIZES.includes(size) ? size : 25;
  return query as Partial<HistoryEventQuery>;
}

/** A record's name cut at 20 characters, the whole of it in a tooltip. */
function ShortLink({ to, name, code }: { to: string; name: string; code: string }) {
  return (
    <Tooltip title={name.length > 20 ? name : ''}>
      <Link component={RouterLink} to={to} aria-label={name || code}>
        {shortLabel(name, code)}
      </Link>
    </Tooltip>
  );
}

/** /dashboard/history-event-list: the team's events, filtered and paged on the server. */
export function HistoryEventsPage() {
  const { t, i18n } = useTranslation('history-events');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params), [params]);
  const events = useQuery(historyEventListQuery(query));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const [selection, setSelection] = useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleted, setDeleted] = useState<number | null>(null);
  const selected = [...selection.ids].map(String);
  const remove = useMutation({
    mutationFn: () => deleteHistoryEvents(selected),
    onSuccess: async () => {
      setDeleted(selected.length);
      setSelection({ type: 'include', ids: new Set() });
      setConfirmDelete(false);
      await queryClient.invalidateQueries({ queryKey: historyEventKeys.all });
    },
  });

  const setFilter = (name: Filter, value: string) => {
    setDeleted(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page'); // a new search starts on its first page
        return next;
      },
      { replace: true },
    );
  };

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

  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const localeText = {
    ...(i18n.resolvedLanguage === 'pl' ? plPL.components.MuiDataGrid.defaultProps.localeText : {}),
    paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      t('list.displayed', {
        from: number.format(from),
        to: number.format(to),
        count: number.format(count),
      }),
  };
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
          {hasFilters && (
            <Button onClick={() => setParams({}, { replace: true })}>{t('filters.clear')}</Button>
          )}
        </Stack>
      </Paper>
      {events.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(events.error)}
        </Alert>
      )}
      {deleted !== null && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDeleted(null)}>
          {t('list.deleted', { count: deleted })}
        </Alert>
      )}
      <Collapse in={selected.length > 0}>
        <Toolbar
          variant="dense"
          sx={{ mb: 1, borderRadius: 1, bgcolor: 'action.selected', gap: 2 }}
          aria-live="polite"
        >
          <Typography sx={{ flex: 1 }}>{t('list.selected', { count: selected.length })}</Typography>
          <Button color="error" variant="contained" onClick={() => setConfirmDelete(true)}>
            {t('list.delete_selected')}
          </Button>
        </Toolbar>
      </Collapse>
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          rows={events.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.code}
          rowCount={events.data?.total ?? 0}
          loading={events.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnSorting
          disableColumnFilter
          disableColumnMenu
          checkboxSelection
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: query.page ?? 0, pageSize: query.page_size ?? 25 }}
          onPaginationModelChange={(model) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('page', String(model.page));
                next.set('page_size', String(model.pageSize));
                return next;
              },
              { replace: true },
            )
          }
          localeText={localeText}
          slots={{
            noRowsOverlay: () => (
              <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
                <Typography color="text.secondary" align="center">
                  {hasFilters ? t('list.no_matches') : t('list.empty')}
                </Typography>
              </Stack>
            ),
          }}
          autoHeight
          sx={{ minWidth: 1100 }}
          aria-label={t('title')}
        />
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title={t('list.delete_title')}
        message={t('list.delete_question', { count: selected.length })}
        confirmLabel={t('list.delete_confirm')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(remove.error)}
        </Alert>
      )}
    </>
  );
}

/** The free-text search: applied on Enter or when the field is left, not on every key. */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('history-events');
  const [text, setText] = useState(value);
  return (
    <TextField
      size="small"
      type="search"
      label={t('filters.text')}
      placeholder={t('filters.text_placeholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text.trim() !== value && onSearch(text.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      sx={{ minWidth: { md: 280 } }}
    />
  );
}
