import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MoreAction } from '../../../components/more-actions';
import { notificationAccessQuery } from '../api/giif-notifications-api';
import { newNotificationPath } from './paths';

/**
 * "Notify GIIF" among a record's more actions (an alert's, a party's, a transaction's), opening
 * the notification's form with the record named. Offered only to those who see notifications
 * (art. 54): to anyone else the menu shows nothing of them.
 */
export function useNotifyGiifAction(from: {
  alert?: string;
  party?: string;
  transaction?: string;
}): MoreAction[] {
  // Not suspended: the record's page is shown at once, the action joins once its text is here.
  const { t, ready } = useTranslation('giif-notifications', { useSuspense: false });
  const access = useQuery(notificationAccessQuery());
  if (!ready || !access.data?.can_manage) return [];
  return [{ label: t('notify_action'), to: newNotificationPath(from) }];
}
