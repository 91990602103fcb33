import { useLinkedRecordsFromUrl } from '../../transactions';
import { CreatePage } from '../../../components/record-form';
import { createHistoryEvent, historyEventKeys } from '../api/history-events-api';
import { HistoryEventDataView } from '../components/history-event-data-view';
import { HistoryEventFormFields } from '../components/history-event-form-fields';
import {
  emptyHistoryEventValues,
  historyEventFormResolver,
  valuesToInput,
} from '../components/history-event-form-values';

/**
 * /dashboard/history-event-list/create: the form, then the confirm-creation step.
 * ?party=CODE and ?transaction=CODE link the new event to that record from the start.
 */
export function HistoryEventCreatePage() {
  const links = useLinkedRecordsFromUrl();
  return (
    <CreatePage
      namespace="history-events"
      listPath="/dashboard/history-event-list"
      waiting={links.waiting}
      resolver={historyEventFormResolver}
      defaults={emptyHistoryEventValues(links)}
      fields={(control) => <HistoryEventFormFields control={control} />}
      summary={(values) => <HistoryEventDataView event={values} plain />}
      save={(values) => createHistoryEvent(valuesToInput(values))}
      refresh={[historyEventKeys.all]}
      pathOf={(event) => `/dashboard/history-event-list/${event.code}`}
    />
  );
}
