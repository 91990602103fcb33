import {
  AccountDeletionStatusSchema,
  ConsentsResponseSchema,
  NotificationSettingsSchema,
  type ChangePassword,
  type Consents,
  type NotificationSettings,
  type UserNames,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const settingsKeys = {
  consents: ['settings', 'consents'] as const,
  notifications: ['settings', 'notifications'] as const,
  deletion: ['settings', 'deletion'] as const,
};

export const consentsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.consents,
    queryFn: async () => ConsentsResponseSchema.parse(await apiCall('/user/consents')),
  });

export const notificationsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notifications,
    queryFn: async () =>
      NotificationSettingsSchema.parse(await apiCall('/user/team/notifications/settings')),
  });

export const deletionStatusQuery = () =>
  queryOptions({
    queryKey: settingsKeys.deletion,
    queryFn: async () => AccountDeletionStatusSchema.parse(await apiCall('/user/delete')),
  });

export const saveNames = (input: UserNames) =>
  apiCall('/user/names', { method: 'PATCH', body: input });
export const changePassword = (input: ChangePassword) =>
  apiCall('/user/password/change', { method: 'POST', body: input });
export const saveConsents = (input: Consents) =>
  apiCall('/user/consents', { method: 'PATCH', body: input });
export const saveNotifications = (input: NotificationSettings) =>
  apiCall('/user/team/notifications/settings', { method: 'PATCH', body: input });
export const requestDeletion = (password: string) =>
  apiCall('/user/delete', { method: 'POST', body: { password } });
