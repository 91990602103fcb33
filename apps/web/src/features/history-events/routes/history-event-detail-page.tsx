import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DataAndComments,
  DetailPage,
  titledDeletion,
  titledHeader,
} from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { useDateFormat } from '../../../lib/dates';
import {
  deleteHistoryEvent,
  historyEventKeys,
  historyEventQuery,
  updateHistoryEvent,
} from '../api/history-events-api';
import { HistoryEventTypeChip } from '../components/history-event-chips';
import { HistoryEventDataView } from '../components/history-event-data-view';
import { HistoryEventFormFields } from '../components/history-event-form-fields';
import {
  historyEventFormResolver,
  historyEventToValues,
  valuesToUpdate,
} from '../components/history-event-form-values';

const REFRESH = [historyEventKeys.all];

/** /dashboard/history-event-list/{code}: the event's header and actions, its data and comments. */
export function HistoryEventDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('history-events');
  const formatDate = useDateFormat();
  const event = useQuery(historyEventQuery(code));
  const feedback = usePageFeedback(t('detail.created'));

  return (
    <DetailPage
      record={event}
      feedback={feedback}
      remove={{
        call: () => deleteHistoryEvent(code),
        leaveTo: '/dashboard/history-event-list',
        refresh: REFRESH,
      }}
      header={(data) =>
        titledHeader(t, data, {
          badges: (
            <>
              <HistoryEventTypeChip type={data.type} />
              <Typography variant="body2">
                {t('detail.occurred', { date: formatDate(data.occurred_on) })}
              </Typography>
            </>
          ),
        })
      }
    >
      {(data) => (
        <DataAndComments
          view={<HistoryEventDataView event={data} />}
          edit={{
            resolver: historyEventFormResolver,
            defaults: historyEventToValues(data),
            save: (values) => updateHistoryEvent(valuesToUpdate(data.code, values)),
            refresh: REFRESH,
            fields: (control) => <HistoryEventFormFields control={control} />,
          }}
          whyNot={titledDeletion(t, data).whyNot}
          feedback={feedback}
          comments={{ entityType: 'history_event', entityCode: code, refresh: REFRESH }}
        />
      )}
    </DetailPage>
  );
}
