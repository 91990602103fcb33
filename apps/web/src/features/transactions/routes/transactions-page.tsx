import {
  RISK_LEVELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionKind,
  type Transaction,
  type TransactionSearch,
} from '@aml/shared';
import { Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DateFilter,
  ListPage,
  SearchFilter,
  ValuesFilter,
  param,
  useFilterBar,
  useListUrl,
} from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import { RiskChip } from '../../../components/risk/risk-chip';
import { useTextLanguage } from '../../../components/risk/risk-language';
import { RiskLevelFilter } from '../../../components/risk/risk-level-filter';
import { ShortLink } from '../../../components/short-link';
import { useAmountFormat } from '../../../lib/amounts';
import {
  deleteTransactions,
  transactionKeys,
  transactionSearchQuery,
} from '../api/transactions-api';
import { GiifReportChip } from '../components/giif-report';
import { EurValue, TransactionStatusChip } from '../components/transaction-chips';
import { normaliseAmount } from '../components/transaction-form-values';

const EUR_VALUE = /^\d{1,18}(\.\d{1,2})?$/;

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  type: param.oneOf(TRANSACTION_TYPES),
  status: param.oneOf(TRANSACTION_STATUSES),
  risk_level: param.oneOf(RISK_LEVELS),
  booked_from: param.date,
  booked_to: param.date,
  eur_from: param.matching(EUR_VALUE),
  eur_to: param.matching(EUR_VALUE),
  // A switch: only ?giif_report=true narrows the list.
  giif_report: param.flag,
};
const SORTING = { fields: ['booked_at', 'amount_eur', 'created_at'], initial: 'booked_at' };

/** /dashboard/transactions: the team's transactions, searched, sorted and paged on the server. */
export function TransactionsPage() {
  const { t } = useTranslation(['transactions', 'parties']);
  const url = useListUrl<Partial<TransactionSearch>>(FILTERS, { sorting: SORTING });
  const transactions = useQuery(transactionSearchQuery(url.query));
  const column = useRecordColumns();
  const formatAmount = useAmountFormat();
  const language = useTextLanguage();

  const columns: GridColDef<Transaction>[] = [
    {
      // Named by what it is (its type and amount), its random code under the name.
      field: 'code',
      headerName: t('columns.transaction'),
      width: 230,
      valueGetter: (_value, row) => transactionKind(row, language),
      renderCell: ({ row, value }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
          <Link component={RouterLink} to={`/dashboard/transactions/${row.code}`}>
            {value}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {row.code}
            </Typography>
          </Link>
        </Stack>
      ),
    },
    column.date('booked_at', t('columns.booked_at'), { withTime: true, width: 160 }),
    column.label('type', t('columns.type'), 130, (type) => t(`types.${type}`)),
    column.figure('amount', t('columns.amount'), 115, {
      valueGetter: (_value, row) => formatAmount(row.amount, row.currency),
    }),
    column.figure('amount_eur', t('columns.amount_eur'), 175, {
      valueGetter: (_value, row) => row.eur.amount_eur,
      renderCell: ({ row }) => <EurValue amount={row.eur.amount_eur} />,
    }),
    column.chip('status', t('columns.status'), 110, (row) => (
      <TransactionStatusChip status={row.status} />
    )),
    {
      field: 'risk_level',
      headerName: t('columns.risk'),
      // "Standardowe ryzyko" and a GIIF mark beside it.
      width: 200,
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
      minWidth: 135,
      renderCell: ({ row }) =>
        row.parties.length === 0 ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('list.no_parties')}
          </Typography>
        ) : (
          row.parties.map((party, index) => (
            <Fragment key={`${party.party_code}-${party.role}`}>
              {index > 0 && ', '}
              <ShortLink
                to={`/dashboard/parties/${party.party_code}`}
                name={party.display_name}
                code={party.party_code}
              />
            </Fragment>
          ))
        ),
    },
    column.date('created_at', t('columns.created_at')),
    { field: 'created_by', headerName: t('columns.created_by'), width: 200 },
  ];

  return (
    <ListPage
      namespace="transactions"
      createTo="/dashboard/transactions/create"
      url={url}
      filters={
        <>
          <SearchFilter />
          <ValuesFilter name="type" group="types" values={TRANSACTION_TYPES} minWidth={170} />
          <ValuesFilter
            name="status"
            group="statuses"
            values={TRANSACTION_STATUSES}
            minWidth={170}
          />
          <RiskLevelFilter />
          <GiifFilter />
        </>
      }
      moreFilters={{
        names: ['booked_from', 'booked_to', 'eur_from', 'eur_to'],
        filters: (
          <>
            <DateFilter name="booked_from" label={t('filters.booked_from')} />
            <DateFilter name="booked_to" label={t('filters.booked_to')} />
            <EurField name="eur_from" />
            <EurField name="eur_to" />
          </>
        ),
      }}
      list={transactions}
      columns={columns}
      sortable={{ booked_at: 'booked_at', amount_eur: 'amount_eur', created_at: 'created_at' }}
      defaultSort="booked_at"
      minWidth={1100}
      hiddenColumns={['type', 'amount', 'created_at', 'created_by']}
      onDelete={deleteTransactions}
      refresh={[transactionKeys.all]}
    />
  );
}

/** Only the transactions to report to GIIF. */
function GiifFilter() {
  const { t } = useTranslation('transactions');
  const { params, setFilter } = useFilterBar();
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={params.get('giif_report') === 'true'}
          onChange={(event) => setFilter('giif_report', event.target.checked ? 'true' : '')}
        />
      }
      label={t('filters.giif_report')}
    />
  );
}

/** A bound of the EUR value: a decimal with up to 2 places, applied on Enter or on leaving. */
function EurField({ name }: { name: 'eur_from' | 'eur_to' }) {
  const { params, setFilter } = useFilterBar();
  const value = params.get(name) ?? '';
  // Keyed by the URL's value, so clearing the filters clears the field too.
  return <EurInput key={value} name={name} value={value} onApply={(v) => setFilter(name, v)} />;
}

function EurInput({
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
