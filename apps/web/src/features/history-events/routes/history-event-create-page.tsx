import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLinkedRecordsFromUrl } from '../../../components/linked-record';
import { FormPage, RecordForm } from '../../../components/record-form';
import { createHistoryEvent, historyEventKeys } from '../api/history-events-api';
import { HistoryEventDataView } from '../components/history-event-data-view';
import { HistoryEventFormFields } from '../components/history-event-form-fields';
import {
  emptyHistoryEventValues,
  historyEventFormResolver,
  valuesToInput,
  type HistoryEventFormValues,
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
      <CreateForm defaults={emptyHistoryEventValues(links)} />
    </FormPage>
  );
}

function CreateForm({ defaults }: { defaults: HistoryEventFormValues }) {
  const { t } = useTranslation('history-events');
  const navigate = useNavigate();
  const form = useForm<HistoryEventFormValues>({
    resolver: historyEventFormResolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  return (
    <RecordForm
      form={form}
      confirm={{
        kind: 'create',
        summary: (values) => <HistoryEventDataView event={values} plain />,
        confirmLabel: t('create.confirm'),
      }}
      submitLabel={t('create.submit')}
      save={(values) => createHistoryEvent(valuesToInput(values))}
      refresh={[historyEventKeys.all]}
      onSaved={(event) =>
        navigate(`/dashboard/history-event-list/${event.code}`, { state: { created: true } })
      }
      cancelTo="/dashboard/history-event-list"
    >
      <HistoryEventFormFields control={form.control} />
    </RecordForm>
  );
}
