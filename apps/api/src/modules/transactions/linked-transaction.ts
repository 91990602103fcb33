import { transactionName, type Language, type TransactionType } from '@aml/shared';
import { warsawDay } from '../../lib/warsaw-time.js';

type LinkedTransactionRow = {
  code: string;
  type: string;
  amount: string;
  currency: string;
  booked_at: Date;
};

/** A linked transaction as answers embed it: its code, and its name in the reader's language. */
export const linkedTransaction = (row: LinkedTransactionRow, language: Language) => ({
  code: row.code,
  display_name: transactionName(
    {
      type: row.type as TransactionType,
      amount: row.amount,
      currency: row.currency,
      day: warsawDay(row.booked_at),
    },
    language,
  ),
});
