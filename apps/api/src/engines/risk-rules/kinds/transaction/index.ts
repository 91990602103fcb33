import type { TransactionRuleKind } from '../../rule-kind.js';
import { averageTransactionDeviation } from './average-transaction-deviation.js';
import { defaultTransactionStatus } from './default-transaction-status.js';
import { multipleTransactionsLimit } from './multiple-transactions-limit.js';
import { singleTransactionLimit } from './single-transaction-limit.js';
import { transactionOrderCountry } from './transaction-order-country.js';
import { transactionRiskFromParties } from './transaction-risk-from-parties.js';
import { transactionSanctionLists } from './transaction-sanction-lists.js';

/** A kind of any configuration: the engine validates the stored config with `kind.config`. */
type AnyTransactionRuleKind = TransactionRuleKind<unknown>;

const KINDS: AnyTransactionRuleKind[] = [
  defaultTransactionStatus,
  singleTransactionLimit,
  multipleTransactionsLimit,
  averageTransactionDeviation,
  transactionRiskFromParties,
  transactionOrderCountry,
  transactionSanctionLists,
];

/** Every transaction rule kind by its id, in the order the rule set lists them. */
export const TRANSACTION_RULE_KINDS: Record<string, AnyTransactionRuleKind> = Object.fromEntries(
  KINDS.map((kind) => [kind.kind, kind]),
);
