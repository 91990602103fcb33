import { HISTORY_EVENT_TYPES, type HistoryEvent, type HistoryEventQuery } from '@aml/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DateFilter,
  ListPage,
  SearchFilter,
  ValuesFilter,
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
    column.chip('type', t('columns.type'), 200, (row) => <HistoryEventTypeChip type={row.type} />),
    column.link('title', t('columns.title'), '/dashboard/history-event-list'),
    column.linked('party', t('columns.party')),
    column.linked('transaction', t('columns.transaction')),
    column.figure('comments', t('columns.comments'), 120),
    { field: 'created_by', headerName: t('columns.created_by'), width: 200 },
  ];

  return (
    <ListPage
      namespace="history-events"
      createTo="/dashboard/history-event-list/create"
      url={url}
      filters={
        <>
          <SearchFilter />
          <ValuesFilter name="type" group="types" values={HISTORY_EVENT_TYPES} minWidth={200} />
          <DateFilter name="from" label={t('filters.from')} />
          <DateFilter name="to" label={t('filters.to')} />
        </>
      }
      list={events}
      columns={columns}
      minWidth={1000}
      onDelete={deleteHistoryEvents}
      refresh={[historyEventKeys.all]}
    />
  );
}
