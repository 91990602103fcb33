import {
  PARTY_STATUSES,
  PARTY_TYPES,
  RISK_LEVELS,
  partyDisplayName,
  type Party,
  type PartySearch,
} from '@aml/shared';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DateFilter,
  ListPage,
  SearchFilter,
  TextFilter,
  ValuesFilter,
  param,
  useListUrl,
} from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import { RiskChip } from '../../../components/risk/risk-chip';
import { RiskLevelFilter } from '../../../components/risk/risk-level-filter';
import { PARTY_QUERIES, deleteParties, partySearchQuery } from '../api/parties-api';
import { PartyStatusChip } from '../components/party-chips';

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  type: param.oneOf(PARTY_TYPES),
  status: param.oneOf(PARTY_STATUSES),
  risk_level: param.oneOf(RISK_LEVELS),
  created_by: param.sized(3, 254),
  created_from: param.date,
  created_to: param.date,
};
const SORTING = { fields: ['name', 'created_at'], initial: 'created_at' };

/** /dashboard/parties: the team's customers, searched, sorted and paged on the server. */
export function PartiesPage() {
  const { t } = useTranslation('parties');
  const url = useListUrl<Partial<PartySearch>>(FILTERS, { sorting: SORTING });
  const parties = useQuery(partySearchQuery(url.query));
  const column = useRecordColumns();

  const columns: GridColDef<Party>[] = [
    column.link('name', t('columns.name'), '/dashboard/parties', (row) => {
      const name = partyDisplayName(row);
      return name === row.code ? '' : name;
    }),
    column.label('type', t('columns.type'), 170, (type) => t(`types.${type}`)),
    {
      field: 'identifier',
      headerName: t('columns.identifier'),
      width: 150,
      valueGetter: (_value, row) => row.tax_id ?? row.pesel ?? '',
    },
    column.chip('status', t('columns.status'), 160, (row) => (
      <PartyStatusChip status={row.status} />
    )),
    column.chip('risk_level', t('columns.risk'), 160, (row) => <RiskChip level={row.risk_level} />),
    column.date('created_at', t('columns.created_at'), { width: 140 }),
    { field: 'created_by', headerName: t('columns.created_by'), width: 200, sortable: false },
  ];

  return (
    <ListPage
      namespace="parties"
      actions={
        <Button component={RouterLink} to="/dashboard/parties/csv" variant="outlined">
          {t('import_action')}
        </Button>
      }
      createTo="/dashboard/parties/create"
      url={url}
      filters={
        <>
          <SearchFilter />
          <ValuesFilter name="type" group="types" values={PARTY_TYPES} minWidth={170} />
          <ValuesFilter name="status" group="statuses" values={PARTY_STATUSES} minWidth={170} />
          <RiskLevelFilter />
        </>
      }
      moreFilters={{
        names: ['created_by', 'created_from', 'created_to'],
        filters: (
          <>
            <TextFilter name="created_by" type="email" label={t('filters.created_by')} />
            <DateFilter name="created_from" label={t('filters.created_from')} />
            <DateFilter name="created_to" label={t('filters.created_to')} />
          </>
        ),
      }}
      list={parties}
      columns={columns}
      sortable={{ name: 'name', created_at: 'created_at' }}
      defaultSort="created_at"
      onDelete={deleteParties}
      refresh={PARTY_QUERIES}
    />
  );
}
