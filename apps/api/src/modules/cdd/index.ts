/**
 * What other modules may use of customer due diligence: the triggers that open an execution
 * (a new customer, a risk level that went up, an occasional transaction of 15,000 EUR or more,
 * a confirmed sanctions match) and the measures' lookups of the attachments module.
 */
export {
  followAssessment,
  openForNewCustomers,
  triggerCdd,
  triggerOccasionalTransaction,
} from './cdd-open.js';
export { measureParty, measureVisible } from './cdd.repository.js';
