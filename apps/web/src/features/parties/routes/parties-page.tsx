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
  FilterBar,
  ListPage,
  SearchFilter,
  SelectFilter,
  TextFilter,
  optionsOf,
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
    column.link(
      'name',
      t('columns.name'),
      (row) => `/dashboard/parties/${row.code}`,
      (row) => {
        const name = partyDisplayName(row);
        return name === row.code ? '' : name;
      },
    ),
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 170,
      valueFormatter: (value: Party['type']) => t(`types.${value}`),
    },
    {
      field: 'identifier',
      headerName: t('columns.identifier'),
      width: 150,
      valueGetter: (_value, row) => row.tax_id ?? row.pesel ?? '',
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 160,
      renderCell: ({ row }) => <PartyStatusChip status={row.status} />,
    },
    {
      field: 'risk_level',
      headerName: t('columns.risk'),
      width: 160,
      renderCell: ({ row }) => <RiskChip level={row.risk_level} />,
    },
    column.date('created_at', t('columns.created_at'), { width: 140 }),
    { field: 'created_by', headerName: t('columns.created_by'), width: 200, sortable: false },
  ];

  return (
    <ListPage
      namespace="parties"
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/parties/csv" variant="outlined">
            {t('import_action')}
          </Button>
          <Button component={RouterLink} to="/dashboard/parties/create" variant="contained">
            {t('create_action')}
          </Button>
        </>
      }
      filters={
        <FilterBar
          url={url}
          more={{
            names: ['created_by', 'created_from', 'created_to'],
            filters: (
              <>
                <TextFilter name="created_by" type="email" label={t('filters.created_by')} />
                <DateFilter name="created_from" label={t('filters.created_from')} />
                <DateFilter name="created_to" label={t('filters.created_to')} />
              </>
            ),
          }}
        >
          <SearchFilter label={t('filters.text')} placeholder={t('filters.text_placeholder')} />
          <SelectFilter
            name="type"
            label={t('filters.type')}
            all={t('filters.all_types')}
            options={optionsOf(PARTY_TYPES, (type) => t(`types.${type}`))}
            minWidth={170}
          />
          <SelectFilter
            name="status"
            label={t('filters.status')}
            all={t('filters.all_statuses')}
            options={optionsOf(PARTY_STATUSES, (status) => t(`statuses.${status}`))}
            minWidth={170}
          />
          <RiskLevelFilter />
        </FilterBar>
      }
      list={parties}
      columns={columns}
      sortable={{ name: 'name', created_at: 'created_at' }}
      defaultSort="created_at"
      filtered={url.filtered}
      onDelete={deleteParties}
      refresh={PARTY_QUERIES}
    />
  );
}
