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
  Button,
  Collapse,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid, SearchField, pagingFrom } from '../../../components/record-grid';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { shortLabel } from '../../../lib/labels';
import { useListFilters } from '../../../lib/use-list-filters';
import { deleteParties, partyKeys, partySearchQuery } from '../api/parties-api';
import { RiskChip } from '../../../components/risk/risk-chip';
import { PartyStatusChip } from '../components/party-chips';

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
  const { page, page_size, sort, direction } = pagingFrom(params);
  return {
    ...search,
    page,
    page_size,
    sort: sort === 'name' ? 'name' : 'created_at',
    direction,
  } as Partial<PartySearch>;
}

/** /dashboard/parties: the team's customers, searched, sorted and paged on the server. */
export function PartiesPage() {
  const { t } = useTranslation('parties');
  const { params, setFilter, clearFilters } = useListFilters<Filter>();
  const search = useMemo(() => searchFrom(params), [params]);
  const parties = useQuery(partySearchQuery(search));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const [moreFilters, setMoreFilters] = useState(
    Boolean(params.get('created_by') || params.get('created_from') || params.get('created_to')),
  );

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
    {
      field: 'created_at',
      headerName: t('columns.created_at'),
      width: 140,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'created_by', headerName: t('columns.created_by'), width: 200, sortable: false },
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
          {/* Keyed by the URL's text, so clearing the filters clears the field too. */}
          <SearchField
            key={params.get('text') ?? ''}
            label={t('filters.text')}
            placeholder={t('filters.text_placeholder')}
            value={params.get('text') ?? ''}
            onSearch={(text) => setFilter('text', text)}
          />
          {filterSelect('type', PARTY_TYPES, 'types', t('filters.all_types'))}
          {filterSelect('status', PARTY_STATUSES, 'statuses', t('filters.all_statuses'))}
          {filterSelect('risk_level', RISK_LEVELS, 'risk_levels', t('filters.all_levels'))}
          <Button onClick={() => setMoreFilters((open) => !open)} aria-expanded={moreFilters}>
            {moreFilters ? t('filters.fewer') : t('filters.more')}
          </Button>
          {hasFilters && <Button onClick={clearFilters}>{t('filters.clear')}</Button>}
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
      <RecordGrid
        namespace="parties"
        label={t('title')}
        rows={parties.data?.items}
        total={parties.data?.total ?? 0}
        loading={parties.isFetching}
        columns={columns}
        sortable={{ name: 'name', created_at: 'created_at' }}
        defaultSort="created_at"
        filtered={hasFilters}
        onDelete={async (codes) => {
          await deleteParties(codes);
          await queryClient.invalidateQueries({ queryKey: partyKeys.all });
        }}
      />
    </>
  );
}
