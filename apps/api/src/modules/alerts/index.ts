/**
 * What other modules may read and write of alerts: the records, the rules of who may work on
 * them, and the writes the case-work module raises and settles them with. The alert pages'
 * use cases are alerts.service.ts.
 */
export {
  findVisibleAlerts,
  insertAlertOnce,
  insertStatusChange,
  lockOpenAlert,
  updateAlert,
  type AlertRow,
  type NewAlert,
} from './alerts.repository.js';
export { mayDecideHits, mayWorkOnAlert } from './alerts.policy.js';
