/**
 * The case-work module: how the rules, the screening and people raise alerts and tasks
 * (raise.ts), settle alerts (settle.ts), and tell the team (notifications.ts).
 */
export {
  alertKnownTo,
  newAlert,
  newTask,
  raiseAlert,
  raiseTask,
  taskKnownTo,
  type CaseText,
  type RaiseAlert,
  type RaiseTask,
} from './raise.js';
export { addAlertLinks, moveAlerts } from './settle.js';
export { caseWorkNotice, notifyCaseWork, type CaseWorkNotice } from './notifications.js';
