import type { Language } from '../constants.js';
import type { TransactionType } from '../contracts/transactions.js';
import { formatAmount } from '../format.js';
import { writerOf, type Bilingual } from './message.js';

/** What each kind of transaction is called. */
export const TRANSACTION_TYPE_NAMES: Record<TransactionType, Bilingual> = {
  buyer: { en: 'Purchase', pl: 'Zakup' },
  buyer_crypto: { en: 'Purchase of virtual currency', pl: 'Zakup waluty wirtualnej' },
  buyer_fiat: { en: 'Purchase of currency', pl: 'Zakup waluty' },
  seller: { en: 'Sale', pl: 'Sprzedaż' },
  seller_crypto: { en: 'Sale of virtual currency', pl: 'Sprzedaż waluty wirtualnej' },
  seller_fiat: { en: 'Sale of currency', pl: 'Sprzedaż waluty' },
  exchange_fiat: { en: 'Currency exchange', pl: 'Wymiana walut' },
  transfer: { en: 'Transfer', pl: 'Przelew' },
  other: { en: 'Other', pl: 'Inna' },
  notarial: { en: 'Notarial deed', pl: 'Akt notarialny' },
};

export type NamedTransaction = {
  type: TransactionType;
  amount: string;
  currency: string;
  /** The day it was booked (YYYY-MM-DD, in Warsaw). */
  day: string;
  /** The name of its first party, when it has one. */
  party?: string | null;
};

/** What a transaction is: "Purchase 70,000 PLN" (a list names it so, beside its day and parties). */
export const transactionKind = (
  transaction: Pick<NamedTransaction, 'type' | 'amount' | 'currency'>,
  language: Language,
) =>
  `${TRANSACTION_TYPE_NAMES[transaction.type][language]} ${formatAmount(transaction.amount, transaction.currency, language)}`;

/**
 * A transaction named by what it is rather than by its random code, wherever a person reads
 * it: "Purchase 70,000 PLN · Jan Kowalski · 27 Nov 2026".
 */
export function transactionName(transaction: NamedTransaction, language: Language): string {
  return [
    transactionKind(transaction, language),
    transaction.party,
    writerOf(language).day(transaction.day),
  ]
    .filter(Boolean)
    .join(' · ');
}
