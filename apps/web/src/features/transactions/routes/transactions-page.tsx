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
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid, SearchField, pagingFrom } from '../../../components/record-grid';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { shortLabel } from '../../../lib/labels';
import { RiskChip } from '../../../components/risk/risk-chip';
import {
  deleteTransactions,
  transactionKeys,
  transactionSearchQuery,
} from '../api/transactions-api';
import { useAmountFormat } from '../../../lib/amounts';
import { useListFilters } from '../../../lib/use-list-filters';
import { GiifReportChip } from '../components/giif-report';
import { EurValue, TransactionStatusChip } from '../components/transaction-chips';
import { normaliseAmount } from '../components/transaction-form-values';

const FILTERS = [
  'text',
  'type',
  'status',
  'risk_level',
  'booked_from',
  'booked_to',
  'eur_from',
  'eur_to',
  'giif_report',
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
  // A switch: only ?giif_report=true narrows the list.
  if (search.giif_report === 'true') search.giif_report = true;
  else delete search.giif_report;
  for (const filter of ['eur_from', 'eur_to'] as const) {
    if (search[filter] && !EUR_VALUE.test(String(search[filter]))) delete search[filter];
  }
  const { page, page_size, sort, direction } = pagingFrom(params);
  return {
    ...search,
    page,
    page_size,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : 'booked_at',
    direction,
  } as Partial<TransactionSearch>;
}

/** /dashboard/transactions: the team's transactions, searched, sorted and paged on the server. */
export function TransactionsPage() {
  const { t } = useTranslation(['transactions', 'parties']);
  const { params, setFilter, clearFilters } = useListFilters<Filter>();
  const search = useMemo(() => searchFrom(params), [params]);
  const transactions = useQuery(transactionSearchQuery(search));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  const [moreFilters, setMoreFilters] = useState(
    MORE_FILTERS.some((filter) => Boolean(params.get(filter))),
  );

  const columns: GridColDef<Transaction>[] = [
    {
      field: 'code',
      headerName: t('columns.code'),
      width: 175,
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
      valueFormatter: (value: Transaction['type']) => t(`types.${value}`),
    },
    {
      field: 'amount',
      headerName: t('columns.amount'),
      width: 170,
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
      renderCell: ({ row }) => <TransactionStatusChip status={row.status} />,
    },
    {
      field: 'risk_level',
      headerName: t('columns.risk'),
      width: 250,
      // The GIIF mark beside the level it comes with, not in a column of its own that is
      // empty for almost every row.
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <RiskChip level={row.risk_level} />
          {row.giif_report && <GiifReportChip mark={row.giif_report} short />}
        </Stack>
      ),
    },
    {
      field: 'parties',
      headerName: t('columns.parties'),
      flex: 1,
      minWidth: 220,
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
    { field: 'created_by', headerName: t('columns.created_by'), width: 200 },
  ];

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
            label={t('filters.text')}
            placeholder={t('filters.text_placeholder')}
            value={params.get('text') ?? ''}
            onSearch={(text) => setFilter('text', text)}
          />
          {filterSelect('type', TRANSACTION_TYPES, 'types', t('filters.all_types'))}
          {filterSelect('status', TRANSACTION_STATUSES, 'statuses', t('filters.all_statuses'))}
          {filterSelect('risk_level', RISK_LEVELS, 'parties:risk_levels', t('filters.all_levels'))}
          <FormControlLabel
            control={
              <Checkbox
                checked={params.get('giif_report') === 'true'}
                onChange={(event) => setFilter('giif_report', event.target.checked ? 'true' : '')}
              />
            }
            label={t('filters.giif_report')}
          />
          <Button onClick={() => setMoreFilters((open) => !open)} aria-expanded={moreFilters}>
            {moreFilters ? t('filters.fewer') : t('filters.more')}
          </Button>
          {hasFilters && <Button onClick={clearFilters}>{t('filters.clear')}</Button>}
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
      <RecordGrid
        namespace="transactions"
        label={t('title')}
        rows={transactions.data?.items}
        total={transactions.data?.total ?? 0}
        totalCapped={transactions.data?.total_capped}
        loading={transactions.isFetching}
        columns={columns}
        sortable={{ booked_at: 'booked_at', amount_eur: 'amount_eur', created_at: 'created_at' }}
        defaultSort="booked_at"
        filtered={hasFilters}
        minWidth={1290}
        onDelete={async (codes) => {
          await deleteTransactions(codes);
          await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
        }}
      />
    </>
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
