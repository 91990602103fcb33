/**
 * What other modules may read of transactions: the records and their queries, and what a
 * transaction contributes to its parties' aggregates. Recording one is recording/ (README.md);
 * changing one, and assessing it again, transactions.service.ts and reassess.service.ts.
 */
export { contributionOf } from './activity.js';
export { linkedTransaction } from './linked-transaction.js';
export {
  findVisibleTransactions,
  linkedTransactionColumns,
  listLinkedParties,
  updateTransaction,
  visibleTransaction,
  type TransactionRow,
} from './transactions.repository.js';
