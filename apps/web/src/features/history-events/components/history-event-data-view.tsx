import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list';
import { LinkedRecordName } from '../../../components/linked-record';
import { useDateFormat } from '../../../lib/dates';
import type { HistoryEventFormValues } from './history-event-form-values';

/** A stored event, or what a form is about to save. */
export type HistoryEventData = Pick<
  HistoryEventFormValues,
  'type' | 'occurred_on' | 'title' | 'description' | 'party' | 'transaction'
>;

/** An event's data, read-only; links lead to its party and transaction unless `plain`. */
export function HistoryEventDataView({
  event,
  plain = false,
}: {
  event: HistoryEventData;
  plain?: boolean;
}) {
  const { t } = useTranslation('history-events');
  const formatDate = useDateFormat();
  return (
    <DataList
      rows={[
        [t('fields.type'), t(`types.${event.type}`), 4],
        [t('fields.occurred_on'), event.occurred_on ? formatDate(event.occurred_on) : '', 4],
        [t('fields.title'), event.title, 12],
        [t('fields.description'), event.description, 12],
        [
          t('fields.party'),
          <LinkedRecordName record={event.party} path="parties" none={t('none')} plain={plain} />,
          6,
        ],
        [
          t('fields.transaction'),
          <LinkedRecordName
            record={event.transaction}
            path="transactions"
            none={t('none')}
            plain={plain}
          />,
          6,
        ],
      ]}
    />
  );
}
