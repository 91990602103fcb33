/**
 * What other modules may use of the notifications to GIIF: the art. 86 hold a transaction's
 * acceptance waits for, whether the caller sees notifications at all, and the notifications as
 * the team's report list shows them (to those who see them). The use cases are
 * giif-notifications.service.ts.
 */
export { notificationAccess, refuseAcceptanceDuringGiifHold } from './giif-access.service.js';
export { notificationsForReportList } from './report-list.service.js';
