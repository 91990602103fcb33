/** Where the notifications' pages are. */
export const NOTIFICATIONS_PATH = '/dashboard/giif-notifications';

export const notificationPath = (code: string) => `${NOTIFICATIONS_PATH}/${code}`;

/** The new notification's form, already naming the records it starts from. */
export function newNotificationPath(from: {
  alert?: string;
  party?: string;
  transaction?: string;
}) {
  const params = new URLSearchParams();
  for (const [name, code] of Object.entries(from)) if (code) params.set(name, code);
  const query = params.toString();
  return `${NOTIFICATIONS_PATH}/new${query ? `?${query}` : ''}`;
}
