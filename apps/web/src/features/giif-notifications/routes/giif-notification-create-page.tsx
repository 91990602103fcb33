import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPage, CreatePage } from '../../../components/record-form';
import { errorText } from '../../../lib/api-client';
import { useLinkedRecordsFromUrl } from '../../transactions';
import {
  NOTIFICATION_QUERIES,
  createNotification,
  notificationAccessQuery,
} from '../api/giif-notifications-api';
import { NotificationFormFields } from '../components/notification-form-fields';
import {
  emptyNotificationValues,
  notificationFormResolver,
  valuesToInput,
} from '../components/notification-form-values';
import { NotificationSummary } from '../components/notification-summary';
import { NOTIFICATIONS_PATH, notificationPath } from '../components/paths';

/**
 * /dashboard/giif-notifications/new: the form, then the confirm-creation step. ?party=CODE,
 * ?transaction=CODE and ?alert=CODE (from those records' pages) start it with them named.
 */
export function GiifNotificationCreatePage() {
  const { t } = useTranslation('giif-notifications');
  const [params] = useSearchParams();
  const access = useQuery(notificationAccessQuery());
  const links = useLinkedRecordsFromUrl();
  // The alert is read by its own feature; the form names it by its code until saved.
  const alertCode = params.get('alert');
  const alert = alertCode ? { code: alertCode, display_name: alertCode } : null;

  if (access.isError) return <Alert severity="error">{errorText(access.error)}</Alert>;
  if (access.data && !access.data.can_manage) {
    return (
      <FormPage title={t('create.title')}>
        <Alert severity="info">{t('no_access')}</Alert>
      </FormPage>
    );
  }
  return (
    <CreatePage
      namespace="giif-notifications"
      listPath={NOTIFICATIONS_PATH}
      waiting={links.waiting || access.isPending}
      resolver={notificationFormResolver}
      defaults={emptyNotificationValues({
        parties: links.party ? [links.party] : [],
        transactions: links.transaction ? [links.transaction] : [],
        alert,
      })}
      fields={(control) => <NotificationFormFields control={control} />}
      summary={(values) => <NotificationSummary values={values} />}
      save={(values) => createNotification(valuesToInput(values))}
      refresh={NOTIFICATION_QUERIES}
      pathOf={(notification) => notificationPath(notification.code)}
    />
  );
}
