import {
  GiifNotificationAccessSchema,
  GiifNotificationListSchema,
  GiifNotificationReadersSchema,
  GiifNotificationSchema,
  TransactionListSchema,
  type CreateGiifNotificationInput,
  type GiifNotificationKind,
  type GiifNotificationState,
  type UpdateGiifNotification,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, uploadFile } from '../../../lib/api-client';

/** Every query of notifications to GIIF starts with `all`: one invalidation refreshes them all. */
export const notificationKeys = {
  all: ['giif-notifications'] as const,
  access: ['giif-notifications', 'access'] as const,
  list: (query: NotificationsQuery) => ['giif-notifications', 'list', query] as const,
  detail: (code: string) => ['giif-notifications', 'detail', code] as const,
  readers: ['giif-notifications', 'readers'] as const,
  transactions: (text: string) => ['giif-notifications', 'transaction-picker', text] as const,
};

/**
 * What a change of a notification makes stale: the notifications, and the transactions an
 * art. 86 notification puts in acceptance.
 */
export const NOTIFICATION_QUERIES = [notificationKeys.all, ['transactions']] as const;

export type NotificationsQuery = {
  kind?: GiifNotificationKind;
  state?: GiifNotificationState;
  page: number;
  page_size: number;
};

/** GET /int/giif/notifications/access: whether the caller sees notifications at all. */
export const notificationAccessQuery = () =>
  queryOptions({
    queryKey: notificationKeys.access,
    queryFn: async () =>
      GiifNotificationAccessSchema.parse(await apiCall('/giif/notifications/access')),
    staleTime: 5 * 60_000,
  });

/** GET /int/giif/notifications: newest first, paged, with their clocks. */
export const notificationsQuery = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: async () =>
      GiifNotificationListSchema.parse(await apiCall('/giif/notifications', { query })),
    placeholderData: (previous) => previous,
  });

/** GET /int/giif/notifications/{code} */
export const notificationQuery = (code: string) =>
  queryOptions({
    queryKey: notificationKeys.detail(code),
    queryFn: async () => GiifNotificationSchema.parse(await apiCall(`/giif/notifications/${code}`)),
  });

/** POST /int/giif/notifications */
export const createNotification = async (input: CreateGiifNotificationInput) =>
  GiifNotificationSchema.parse(
    await apiCall('/giif/notifications', { method: 'POST', body: input }),
  );

/** PATCH /int/giif/notifications/{code}: a draft's changes. */
export const updateNotification = async (code: string, input: UpdateGiifNotification) =>
  GiifNotificationSchema.parse(
    await apiCall(`/giif/notifications/${code}`, { method: 'PATCH', body: input }),
  );

/** POST /int/giif/notifications/{code}/sent: sent, with GIIF's confirmation of receipt. */
export const markNotificationSent = async (
  code: string,
  input: { giif_receipt_at: string; giif_reference?: string },
) =>
  GiifNotificationSchema.parse(
    await apiCall(`/giif/notifications/${code}/sent`, { method: 'POST', body: input }),
  );

/** POST /int/giif/notifications/{code}/hold: art. 86's hold as GIIF demanded it. */
export const setNotificationHold = async (code: string, holdUntil: string) =>
  GiifNotificationSchema.parse(
    await apiCall(`/giif/notifications/${code}/hold`, {
      method: 'POST',
      body: { hold_until: holdUntil },
    }),
  );

/** POST /int/giif/notifications/{code}/receipt: GIIF's confirmation, as a file. */
export const uploadNotificationReceipt = async (code: string, file: File) =>
  GiifNotificationSchema.parse(await uploadFile(`/giif/notifications/${code}/receipt`, file));

export const notificationReceipt = (code: string) =>
  apiCall<Blob>(`/giif/notifications/${code}/receipt`, { responseType: 'blob' });

export const notificationPdf = (code: string, lang: 'pl' | 'en') =>
  apiCall<Blob>(`/giif/notifications/${code}/pdf`, { query: { lang }, responseType: 'blob' });

export const notificationBundle = (code: string, lang: 'pl' | 'en') =>
  apiCall<Blob>(`/giif/notifications/${code}/bundle`, { query: { lang }, responseType: 'blob' });

/** GET /int/giif/notification-readers (administrators only). */
export const readersQuery = () =>
  queryOptions({
    queryKey: notificationKeys.readers,
    queryFn: async () =>
      GiifNotificationReadersSchema.parse(await apiCall('/giif/notification-readers')),
  });

/** PUT /int/giif/notification-readers: the members who see notifications, by code. */
export const setReaders = async (memberCodes: string[]) =>
  GiifNotificationReadersSchema.parse(
    await apiCall('/giif/notification-readers', {
      method: 'PUT',
      body: { member_codes: memberCodes },
    }),
  );

/** POST /int/transactions/search, for the notification's transaction picker. */
export const transactionPickerQuery = (text: string) =>
  queryOptions({
    queryKey: notificationKeys.transactions(text),
    queryFn: async ({ signal }) =>
      TransactionListSchema.parse(
        await apiCall('/transactions/search', {
          method: 'POST',
          body: { ...(text ? { text } : {}), page: 0, page_size: 20 },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
