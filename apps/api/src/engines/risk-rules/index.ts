/**
 * The risk rules engine's public entry (README.md): rule kinds, compiled rule sets, the
 * combination of outcomes into a level, explanations and the reference lists. Code outside
 * the engine imports this file; the kinds' test factories (test-facts.ts of kinds/party and
 * kinds/transaction) are for tests.
 */
export type { Bilingual } from './bilingual.js';
export { combineOutcomes } from './combine.js';
export type { Combination, RuleResult } from './combine.js';
export { compileRules, kindName, runRules } from './compiled-rules.js';
export type { CompiledRules } from './compiled-rules.js';
export { readExplanation, writtenOut } from './explanation-texts.js';
export type { StoredExplanation } from './explanation-texts.js';
export { giifReportDeadline } from './giif-deadline.js';
export { PARTY_RULE_KINDS } from './kinds/party/index.js';
export {
  IndividualCustomerProfileConfigSchema,
  individualCustomerProfile,
} from './kinds/party/individual-customer-profile.js';
export type { IndividualCustomerProfileConfig } from './kinds/party/individual-customer-profile.js';
export { maxmindPartyCheck } from './kinds/party/maxmind-party-check.js';
export { sanctionLists } from './kinds/party/sanction-lists.js';
export { TRANSACTION_RULE_KINDS } from './kinds/transaction/index.js';
export { eurCents, scaledDecimal, scaledInteger } from './kinds/transaction/money.js';
export {
  SingleTransactionLimitConfigSchema,
  singleTransactionLimit,
} from './kinds/transaction/single-transaction-limit.js';
export type { SingleTransactionLimitConfig } from './kinds/transaction/single-transaction-limit.js';
export { transactionSanctionLists } from './kinds/transaction/transaction-sanction-lists.js';
export { joinExplanations } from './outcomes.js';
export { COUNTRY_LIST_IDS, PKD_LIST_IDS, REFERENCE_LIST_IDS } from './reference-lists.js';
export type { ReferenceListEntry, ReferenceListId } from './reference-lists.js';
export { parseResultCode, resultCode } from './result-codes.js';
export { LINKED_TRANSACTIONS_LIMIT } from './rule-kind.js';
export type {
  LinkedTransaction,
  PartyFacts,
  PartyHistory,
  PersonFacts,
  RuleContext,
  SanctionsFacts,
  TransactionFacts,
} from './rule-kind.js';
export { defaultRuleSetDefinition, readDefinition } from './rule-set-definition.js';
export type {
  RuleDefinition,
  RuleSetDefinition,
  StoredRuleSetDefinition,
} from './rule-set-definition.js';
