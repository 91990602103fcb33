import {
  CDD_KINDS,
  CDD_STATUSES,
  hasPermission,
  partyDisplayName,
  type CddExecution,
  type CddQuery,
} from '@aml/shared';
import { Box, Button, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DateFilter,
  ListPage,
  ValuesFilter,
  param,
  useFilterBar,
  useListUrl,
} from '../../../components/list-page';
import { OverdueMark } from '../../../components/overdue-mark';
import { TWO_LINES, useRecordColumns } from '../../../components/record-columns';
import { useDayFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { PartyPicker, partyQuery } from '../../parties';
import { cddListQuery } from '../api/cdd-api';
import { CddKindChip, CddStatusChip } from '../components/cdd-chips';
import { CddProgress } from '../components/cdd-progress';
import { StartCddDialog } from '../components/start-cdd-dialog';

const CDD_DUE = ['this_month', 'overdue'] as const;

/** The filters of the list, as the URL holds them (the API's query). */
const FILTERS = {
  party_code: param.sized(8, 64),
  kind: param.oneOf(CDD_KINDS),
  status: param.oneOf(CDD_STATUSES),
  due: param.oneOf(CDD_DUE),
  started_from: param.date,
  started_to: param.date,
};

/**
 * /dashboard/customer-due-diligence: the team's executions, newest first, filtered by party,
 * kind, status, review due this month or overdue, and the period they started in; paged on the
 * server, the filters in the URL.
 */
export function CddListPage() {
  const { t } = useTranslation('cdd');
  const url = useListUrl<Partial<CddQuery>>(FILTERS);
  const executions = useQuery(cddListQuery(url.query));
  const column = useRecordColumns();
  const formatDay = useDayFormat();
  const [starting, setStarting] = useState(false);
  const user = useCurrentUser();
  // Only hides the action: the server is the protection.
  // Starting due diligence needs the right to change the party (the server checks which).
  const canStart = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_own');

  const columns: GridColDef<CddExecution>[] = [
    {
      // The execution is named by its party; its code under the name.
      field: 'party',
      headerName: t('columns.party'),
      flex: 1,
      minWidth: 210,
      valueGetter: (_value, row) => row.party.display_name,
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/dashboard/customer-due-diligence/${row.code}`}
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.party.display_name || row.party.code}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {row.code}
            </Typography>
          </Link>
        </Stack>
      ),
    },
    column.chip('kind', t('columns.kind'), 125, (row) => <CddKindChip kind={row.kind} />),
    column.chip('status', t('columns.status'), 125, (row) => <CddStatusChip status={row.status} />),
    column.chip('progress', t('columns.progress'), 140, (row) => (
      <CddProgress settled={row.measures_settled} total={row.measures_total} />
    )),
    column.date('started_at', t('columns.started_at'), { width: 125 }),
    {
      field: 'next_due_date',
      headerName: t('columns.next_due_date'),
      width: 200,
      renderCell: ({ row }) =>
        row.next_due_date && (
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
            <Typography variant="body2">{formatDay(row.next_due_date)}</Typography>
            {row.overdue && <OverdueMark />}
          </Stack>
        ),
    },
    {
      // What opened it and joined it since, each once; two lines at most, whole on hover.
      field: 'triggers',
      headerName: t('columns.triggers'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) =>
        [...new Set(row.triggers.map((record) => record.trigger))]
          .map((trigger) => t(`triggers.${trigger}`))
          .join(', '),
      renderCell: ({ value }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center' }}>
          <Tooltip title={String(value)} describeChild>
            <Typography variant="body2" sx={TWO_LINES}>
              {String(value)}
            </Typography>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <ListPage
        namespace="cdd"
        actions={
          canStart && (
            <Button variant="contained" onClick={() => setStarting(true)}>
              {t('create_action')}
            </Button>
          )
        }
        url={url}
        filters={
          <>
            <PartyFilter />
            <ValuesFilter name="kind" group="kinds" values={CDD_KINDS} minWidth={170} />
            <ValuesFilter name="status" group="statuses" values={CDD_STATUSES} minWidth={170} />
            <ValuesFilter name="due" group="due" values={CDD_DUE} minWidth={190} />
          </>
        }
        moreFilters={{
          names: ['started_from', 'started_to'],
          filters: (
            <>
              <DateFilter name="started_from" label={t('filters.started_from')} />
              <DateFilter name="started_to" label={t('filters.started_to')} />
            </>
          ),
        }}
        list={executions}
        columns={columns}
        minWidth={1080}
      />
      <StartCddDialog open={starting} onClose={() => setStarting(false)} />
    </>
  );
}

/**
 * The party the list is narrowed to: found by name, NIP or PESEL, then shown as a chip that
 * removes it.
 */
function PartyFilter() {
  const { t } = useTranslation('cdd');
  const { params, setFilter } = useFilterBar();
  const code = FILTERS.party_code(params.get('party_code'));
  const party = useQuery({ ...partyQuery(code ?? ''), enabled: code !== undefined });
  if (code) {
    const name = party.data ? partyDisplayName(party.data) : code;
    return (
      <Chip
        label={t('filters.party_chip', { name })}
        onDelete={() => setFilter('party_code', '')}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, maxWidth: '100%' }}
      />
    );
  }
  return (
    <Box sx={{ flex: { md: '1 1 260px' }, minWidth: { md: 260 }, maxWidth: { md: 380 } }}>
      <PartyPicker
        size="small"
        label={t('filters.party')}
        onPick={(picked) => setFilter('party_code', picked.code)}
      />
    </Box>
  );
}
