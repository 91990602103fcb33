import {
  ALL_RISK_LEVELS,
  RISK_LEVELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionSearch,
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
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { shortLabel } from '../../../lib/labels';
import { RiskChip } from '../../parties/components/party-chips';
import {
  deleteTransactions,
  transactionKeys,
  transactionSearchQuery,
} from '../api/transactions-api';
import { localeOf, useAmountFormat } from '../../../lib/amounts';
import { EurValue, TransactionStatusChip } from '../components/transaction-chips';
import { normaliseAmount } from '../components/transaction-form-values';

const PAGE_SIZES = [10, 25, 50, 100];
const FILTERS = [
  'text',
  'type',
  'status',
  'risk_level',
  'booked_from',
  'booked_to',
  'eur_from',
  'eur_to',
] as const;
type Filter = (typeof FILTERS)[number];
const MORE_FILTERS: readonly Filter[] = ['booked_from', 'booked_to', 'eur_from', 'eur_to'];
const SORTS = ['booked_at', 'amount_eur', 'created_at'] as const;
type Sort = (typeof SORTS)[number];
const EUR_VALUE = /^\d{1,18}(\.\d{1,2})?$/;

/** The search of the list, read from the URL so a filtered list can be bookmarked. */
function searchFrom(params: URLSearchParams): Partial<TransactionSearch> {
  const search: Record<string, unknown> = {};
  for (const filter of FILTERS) {
    const value = params.get(filter);
    if (value) search[filter] = value;
  }
  for (const filter of ['eur_from', 'eur_to'] as const) {
    if (search[filter] && !EUR_VALUE.test(String(search[filter]))) delete search[filter];
  }
  const size = Number(params.get('page_size'));
  search.page = Math.max(0, Number(params.get('page')) || 0);
  search.page_size = PAGE_SIZES.includes(size) ? size : 25;
  const sort = params.get('sort') as Sort | null;
  if (sort && SORTS.includes(sort) && sort !== 'booked_at') search.sort = sort;
  if (params.get('direction') === 'asc') search.direction = 'asc';
  return search as Partial<TransactionSearch>;
}

/** /dashboard/transactions: the team's transactions, searched, sorted and paged on the server. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation(['transactions', 'parties']);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFrom(params), [params]);
  const transactions = useQuery(transactionSearchQuery(search));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  const [selection, setSelection] = useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleted, setDeleted] = useState<number | null>(null);
  const [moreFilters, setMoreFilters] = useState(
    MORE_FILTERS.some((filter) => Boolean(params.get(filter))),
  );
  const selected = [...selection.ids].map(String);
  const remove = useMutation({
    mutationFn: () => deleteTransactions(selected),
    onSuccess: async () => {
      setDeleted(selected.length);
      setSelection({ type: 'include', ids: new Set() });
      setConfirmDelete(false);
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
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

  const columns: GridColDef<Transaction>[] = [
    {
      field: 'code',
      headerName: t('columns.code'),
      width: 175,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/dashboard/transactions/${row.code}`}>
          {row.code}
        </Link>
      ),
    },
    {
      field: 'booked_at',
      headerName: t('columns.booked_at'),
      width: 170,
      valueFormatter: (value: string) => formatDate(value, true),
    },
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 190,
      sortable: false,
      valueFormatter: (value: Transaction['type']) => t(`types.${value}`),
    },
    {
      field: 'amount',
      headerName: t('columns.amount'),
      width: 170,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => formatAmount(row.amount, row.currency),
    },
    {
      field: 'amount_eur',
      headerName: t('columns.amount_eur'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => row.eur.amount_eur,
      renderCell: ({ row }) => <EurValue amount={row.eur.amount_eur} />,
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => <TransactionStatusChip status={row.status} />,
    },
    {
      field: 'risk_level',
      headerName: t('columns.risk'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) => <RiskChip level={row.risk_level} />,
    },
    {
      field: 'parties',
      headerName: t('columns.parties'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) =>
        row.parties.length === 0 ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('list.no_parties')}
          </Typography>
        ) : (
          row.parties.map((party, index) => (
            <Fragment key={`${party.party_code}-${party.role}`}>
              {index > 0 && ', '}
              <Tooltip title={party.display_name.length > 20 ? party.display_name : ''}>
                <Link component={RouterLink} to={`/dashboard/parties/${party.party_code}`}>
                  {shortLabel(party.display_name, party.party_code)}
                </Link>
              </Tooltip>
            </Fragment>
          ))
        ),
    },
    {
      field: 'created_at',
      headerName: t('columns.created_at'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'created_by', headerName: t('columns.created_by'), width: 200, sortable: false },
  ];

  const sortModel: GridSortModel = [
    { field: search.sort ?? 'booked_at', sort: search.direction ?? 'desc' },
  ];
  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const localeText = {
    ...(i18n.resolvedLanguage === 'pl' ? plPL.components.MuiDataGrid.defaultProps.localeText : {}),
    // Totals are counted up to a limit; beyond it the list says "more than".
    paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => {
      const numbers = {
        from: number.format(from),
        to: number.format(to),
        count: number.format(count),
      };
      return transactions.data?.total_capped
        ? t('list.displayed_capped', numbers)
        : t('list.displayed', numbers);
    },
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
          <Button component={RouterLink} to="/dashboard/transactions/create" variant="contained">
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
          {filterSelect('type', TRANSACTION_TYPES, 'types', t('filters.all_types'))}
          {filterSelect('status', TRANSACTION_STATUSES, 'statuses', t('filters.all_statuses'))}
          {filterSelect('risk_level', RISK_LEVELS, 'parties:risk_levels', t('filters.all_levels'))}
          <Button onClick={() => setMoreFilters((open) => !open)} aria-expanded={moreFilters}>
            {moreFilters ? t('filters.fewer') : t('filters.more')}
          </Button>
          {hasFilters && (
            <Button onClick={() => setParams({}, { replace: true })}>{t('filters.clear')}</Button>
          )}
        </Stack>
        <Collapse in={moreFilters}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap' }}
          >
            {(['booked_from', 'booked_to'] as const).map((name) => (
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
            {(['eur_from', 'eur_to'] as const).map((name) => (
              <EurField
                key={`${name}-${params.get(name) ?? ''}`}
                name={name}
                value={params.get(name) ?? ''}
                onApply={(value) => setFilter(name, value)}
              />
            ))}
          </Stack>
        </Collapse>
      </Paper>
      {transactions.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(transactions.error)}
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
          rows={transactions.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.code}
          rowCount={transactions.data?.total ?? 0}
          loading={transactions.isFetching}
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
            const field = SORTS.includes(first?.field as Sort) ? first!.field : 'booked_at';
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('sort', field);
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
          sx={{ minWidth: 1200 }}
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
  const { t } = useTranslation('transactions');
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

/** A bound of the EUR value: a decimal with up to 2 places, applied on Enter or on leaving. */
function EurField({
  name,
  value,
  onApply,
}: {
  name: 'eur_from' | 'eur_to';
  value: string;
  onApply: (value: string) => void;
}) {
  const { t } = useTranslation('transactions');
  const [text, setText] = useState(value);
  const normalised = normaliseAmount(text);
  const invalid = normalised !== '' && !EUR_VALUE.test(normalised);
  const apply = () => {
    if (!invalid && normalised !== value) onApply(normalised);
  };
  return (
    <TextField
      size="small"
      label={t(`filters.${name}`)}
      value={text}
      error={invalid}
      helperText={invalid ? t('filters.eur_invalid') : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
