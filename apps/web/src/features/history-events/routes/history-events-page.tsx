import { HISTORY_EVENT_TYPES, type HistoryEvent, type HistoryEventQuery } from '@aml/shared';
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
  optionsOf,
  param,
  useListUrl,
} from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import {
  deleteHistoryEvents,
  historyEventKeys,
  historyEventListQuery,
} from '../api/history-events-api';
import { HistoryEventTypeChip } from '../components/history-event-chips';

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  type: param.oneOf(HISTORY_EVENT_TYPES),
  from: param.date,
  to: param.date,
};

/** /dashboard/history-event-list: the team's events, filtered and paged on the server. */
export function HistoryEventsPage() {
  const { t } = useTranslation('history-events');
  const url = useListUrl<Partial<HistoryEventQuery>>(FILTERS);
  const events = useQuery(historyEventListQuery(url.query));
  const column = useRecordColumns();

  const columns: GridColDef<HistoryEvent>[] = [
    column.date('occurred_on', t('columns.occurred_on')),
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 200,
      renderCell: ({ row }) => <HistoryEventTypeChip type={row.type} />,
    },
    column.link(
      'title',
      t('columns.title'),
      (row) => `/dashboard/history-event-list/${row.code}`,
      (row) => row.title,
    ),
    column.linked('party', t('columns.party')),
    column.linked('transaction', t('columns.transaction')),
    {
      field: 'comments',
      headerName: t('columns.comments'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
    },
    { field: 'created_by', headerName: t('columns.created_by'), width: 200 },
  ];

  return (
    <ListPage
      namespace="history-events"
      title={t('title')}
      description={t('description')}
      actions={
        <Button
          component={RouterLink}
          to="/dashboard/history-event-list/create"
          variant="contained"
        >
          {t('create_action')}
        </Button>
      }
      filters={
        <FilterBar url={url}>
          <SearchFilter label={t('filters.text')} placeholder={t('filters.text_placeholder')} />
          <SelectFilter
            name="type"
            label={t('filters.type')}
            all={t('filters.all_types')}
            options={optionsOf(HISTORY_EVENT_TYPES, (type) => t(`types.${type}`))}
            minWidth={200}
          />
          <DateFilter name="from" label={t('filters.from')} />
          <DateFilter name="to" label={t('filters.to')} />
        </FilterBar>
      }
      list={events}
      columns={columns}
      filtered={url.filtered}
      minWidth={1000}
      onDelete={deleteHistoryEvents}
      refresh={[historyEventKeys.all]}
    />
  );
}
