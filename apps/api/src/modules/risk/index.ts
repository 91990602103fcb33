/**
 * What other modules may use of risk assessment: assessing parties and transactions, the rows
 * of an assessment and the case work it calls for, and the settling of a risk alert after a
 * decision. The assessment records' pages and overrides are risk.service.ts and its siblings.
 */
export { assessNewParties, assessParty } from './assess-party.js';
export {
  evaluateTransaction,
  linkedTransactionsWanted,
  partySanctionsFacts,
  type TransactionEvaluation,
} from './assess-transaction.js';
export {
  assessmentRows,
  raiseCaseWork,
  riskCaseWork,
  saysNothingNew,
  type CaseWork,
} from './assessment-records.js';
export { findLatestTransactionAssessment, insertAssessments } from './risk.repository.js';
export { settleRiskAlert, type InputDecision } from './settle-risk-alert.js';
