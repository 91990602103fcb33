/**
 * What other modules may use of the notifications to GIIF: the art. 86 hold a transaction's
 * acceptance waits for, and whether the caller sees notifications at all. The use cases are
 * giif-notifications.service.ts.
 */
export { notificationAccess, refuseAcceptanceDuringGiifHold } from './giif-access.service.js';
