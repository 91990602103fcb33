import {
  ALL_RISK_LEVELS,
  PARTY_STATUSES,
  PARTY_TYPES,
  RISK_LEVELS,
  partyDisplayName,
  type Party,
  type PartySearch,
} from '@aml/shared';
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
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { shortLabel } from '../../../lib/labels';
import { deleteParties, partyKeys, partySearchQuery } from '../api/parties-api';
import { PartyStatusChip, RiskChip } from '../components/party-chips';

const PAGE_SIZES = [10, 25, 50, 100];
const FILTERS = [
  'text',
  'type',
  'status',
  'risk_level',
  'created_by',
  'created_from',
  'created_to',
] as const;
type Filter = (typeof FILTERS)[number];

/** The search of the list, read from the URL so a filtered list can be bookmarked. */
function searchFrom(params: URLSearchParams): Partial<PartySearch> {
  const search: Record<string, unknown> = {};
  for (const filter of FILTERS) {
    const value = params.get(filter);
    if (value) search[filter] = value;
  }
  const size = Number(params.get('page_size'));
  search.page = Math.max(0, Number(params.get('page')) || 0);
  search.page_size = PAGE_SIZES.includes(size) ? size : 25;
  if (params.get('sort') === 'name') search.sort = 'name';
  if (params.get('direction') === 'asc') search.direction = 'asc';
  return search as Partial<PartySearch>;
}

/** /dashboard/parties: the team's customers, searched, sorted and paged on the server. */
export function PartiesPage() {
  const { t, i18n } = useTranslation('parties');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFrom(params), [params]);
  const parties = useQuery(partySearchQuery(search));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const [selection, setSelection] = useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleted, setDeleted] = useState<number | null>(null);
  const [moreFilters, setMoreFilters] = useState(
    Boolean(params.get('created_by') || params.get('created_from') || params.get('created_to')),
  );
  const selected = [...selection.ids].map(String);
  const remove = useMutation({
    mutationFn: () => deleteParties(selected),
    onSuccess: async () => {
      setDeleted(selected.length);
      setSelection({ type: 'include', ids: new Set() });
      setConfirmDelete(false);
      await queryClient.invalidateQueries({ queryKey: partyKeys.all });
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

  const columns: GridColDef<Party>[] = [
    {
      field: 'name',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => {
        const name = partyDisplayName(row);
        return (
          <Tooltip title={name.length > 20 ? name : ''}>
            <Link component={RouterLink} to={`/dashboard/parties/${row.code}`}>
              {shortLabel(name === row.code ? null : name, row.code)}
            </Link>
          </Tooltip>
        );
      },
    },
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 170,
      sortable: false,
      valueFormatter: (value: Party['type']) => t(`types.${value}`),
    },
    {
      field: 'identifier',
      headerName: t('columns.identifier'),
      width: 150,
      sortable: false,
      valueGetter: (_value, row) => row.tax_id ?? row.pesel ?? '',
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) => <PartyStatusChip status={row.status} />,
    },
    {
      field: 'risk_level',
      headerName: t('columns.risk'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) => <RiskChip level={row.risk_level} />,
    },
    {
      field: 'created_at',
      headerName: t('columns.created_at'),
      width: 140,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'created_by', headerName: t('columns.created_by'), width: 200, sortable: false },
  ];

  const sortModel: GridSortModel = [
    { field: search.sort === 'name' ? 'name' : 'created_at', sort: search.direction ?? 'desc' },
  ];
  const localeText = {
    ...(i18n.resolvedLanguage === 'pl' ? plPL.components.MuiDataGrid.defaultProps.localeText : {}),
    paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      t('list.displayed', { from, to, count }),
  };
  const hasFilters = FILTERS.some((filter) => params.get(filter));

  const filterSelect = (name: Filter, values: readonly string[], label: string, all: string) => (
    <TextField
      select
      size="small"
      label={t(`filters.${name}`)}
      value={params.get(name) ?? (name === 'risk_level' ? ALL_RISK_LEVELS : '')}
      onChange={(event) =>
        setFilter(name, event.target.value === ALL_RISK_LEVELS ? '' : event.target.value)
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value={name === 'risk_level' ? ALL_RISK_LEVELS : ''}>{all}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`${label}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/dashboard/parties/csv" variant="outlined">
              {t('import_action')}
            </Button>
            <Button component={RouterLink} to="/dashboard/parties/create" variant="contained">
              {t('create_action')}
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {/* Keyed by the URL's text, so clearing the filters also clears the field. */}
          {/* Keyed by the URL's text, so clearing the filters clears the field too. */}
          <SearchField
            key={params.get('text') ?? ''}
            value={params.get('text') ?? ''}
            onSearch={(text) => setFilter('text', text)}
          />
          {filterSelect('type', PARTY_TYPES, 'types', t('filters.all_types'))}
          {filterSelect('status', PARTY_STATUSES, 'statuses', t('filters.all_statuses'))}
          {filterSelect('risk_level', RISK_LEVELS, 'risk_levels', t('filters.all_levels'))}
          <Button onClick={() => setMoreFilters((open) => !open)} aria-expanded={moreFilters}>
            {moreFilters ? t('filters.fewer') : t('filters.more')}
          </Button>
          {hasFilters && (
            <Button onClick={() => setParams({}, { replace: true })}>{t('filters.clear')}</Button>
          )}
        </Stack>
        <Collapse in={moreFilters}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              size="small"
              type="email"
              label={t('filters.created_by')}
              defaultValue={params.get('created_by') ?? ''}
              onBlur={(event) => setFilter('created_by', event.target.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter')
                  setFilter('created_by', (event.target as HTMLInputElement).value.trim());
              }}
            />
            {(['created_from', 'created_to'] as const).map((name) => (
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
          </Stack>
        </Collapse>
      </Paper>
      {parties.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(parties.error)}
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
          rows={parties.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.code}
          rowCount={parties.data?.total ?? 0}
          loading={parties.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnMenu
          checkboxSelection
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: search.page ?? 0, pageSize: search.page_size ?? 25 }}
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
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const [first] = model;
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('sort', first?.field === 'name' ? 'name' : 'created_at');
                next.set('direction', first?.sort === 'asc' ? 'asc' : 'desc');
                next.delete('page');
                return next;
              },
              { replace: true },
            );
          }}
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
          sx={{ minWidth: 900 }}
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
  const { t } = useTranslation('parties');
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
      sx={{ minWidth: { md: 280 } }}
    />
  );
}
