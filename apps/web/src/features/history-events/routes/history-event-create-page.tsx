import { useTranslation } from 'react-i18next';
import { useLinkedRecordsFromUrl } from '../../transactions';
import { CreateForm, FormPage } from '../../../components/record-form';
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
  const { t } = useTranslation('history-events');
  const links = useLinkedRecordsFromUrl();

  return (
    <FormPage
      title={t('create.title')}
      description={t('create.description')}
      waiting={links.waiting}
    >
      <CreateForm
        resolver={historyEventFormResolver}
        defaults={emptyHistoryEventValues(links)}
        fields={(control) => <HistoryEventFormFields control={control} />}
        summary={(values) => <HistoryEventDataView event={values} plain />}
        confirmLabel={t('create.confirm')}
        submitLabel={t('create.submit')}
        save={(values) => createHistoryEvent(valuesToInput(values))}
        refresh={[historyEventKeys.all]}
        pathOf={(event) => `/dashboard/history-event-list/${event.code}`}
        cancelTo="/dashboard/history-event-list"
      />
    </FormPage>
  );
}
