import {
  CreateTransactionSchema,
  type PartyType,
  type Transaction,
  type TransactionPartyRole,
  type TransactionType,
} from '@aml/shared';
import { resolverFor } from '../../../lib/forms';

/** A party taking part in the transaction, as the form holds it (with its name to show). */
export type PartyRow = {
  party_code: string;
  role: TransactionPartyRole;
  display_name: string;
  party_type: PartyType;
};

/** Form state: every field a string, as the inputs hold them. */
export type TransactionFormValues = {
  type: TransactionType;
  amount: string;
  currency: string;
  /** YYYY-MM-DDTHH:mm in the user's time zone (a datetime-local value). */
  booked_at: string;
  payment_date: string;
  payment_method: string;
  country_of_order: string;
  description: string;
  parties: PartyRow[];
};

const BUYER_TYPES: readonly TransactionType[] = ['buyer', 'buyer_crypto', 'buyer_fiat'];
const SELLER_TYPES: readonly TransactionType[] = ['seller', 'seller_crypto', 'seller_fiat'];

/**
 * The role a party added to a transaction starts with: the first one is the buyer of a
 * buyer transaction, the seller of a seller one, the ordering party of a transfer; the next
 * ones take the other side.
 */
export function defaultRole(type: TransactionType, index: number): TransactionPartyRole {
  const first = index === 0;
  if (BUYER_TYPES.includes(type) || type === 'exchange_fiat') return first ? 'buyer' : 'seller';
  if (SELLER_TYPES.includes(type)) return first ? 'seller' : 'buyer';
  return first ? 'ordering' : 'beneficiary';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value in the user's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (YYYY-MM-DDTHH:mm[:ss]) as an ISO string with the user's offset,
 * e.g. 2026-03-05T14:30:00+01:00. What is not such a value is passed on to fail validation.
 */
export function localToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value.trim();
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}`);
  if (Number.isNaN(date.getTime())) return value.trim();
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${sign}${hours}:${minutes}`;
}

/** An amount as typed (spaces, a decimal comma) as the API takes it: 1 234,5 → 1234.5. */
export function normaliseAmount(text: string): string {
  return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
}

export function emptyTransactionValues(): TransactionFormValues {
  return {
    type: 'buyer',
    amount: '',
    currency: 'PLN',
    booked_at: toLocalInput(new Date()),
    payment_date: '',
    payment_method: '',
    country_of_order: '',
    description: '',
    parties: [],
  };
}

/** A stored transaction as form values, for editing. */
export function transactionToValues(transaction: Transaction): TransactionFormValues {
  return {
    type: transaction.type,
    amount: transaction.amount,
    currency: transaction.currency,
    booked_at: toLocalInput(new Date(transaction.booked_at)),
    payment_date: transaction.payment_date ?? '',
    payment_method: transaction.payment_method ?? '',
    country_of_order: transaction.country_of_order ?? '',
    description: transaction.description ?? '',
    parties: transaction.parties.map((party) => ({ ...party })),
  };
}

/**
 * Form values as the API takes them: the amount with a decimal point, codes in capitals, the
 * booking time with its offset, empty fields left out (null where `clear` is set, so an edit
 * can empty a field) and the parties as codes with their roles.
 */
export function valuesToInput(
  values: TransactionFormValues,
  clear = false,
): Record<string, unknown> {
  const missing = clear ? null : undefined;
  const fields: Record<string, unknown> = {
    type: values.type,
    amount: normaliseAmount(values.amount),
    currency: values.currency.trim().toUpperCase(),
    booked_at: values.booked_at ? localToIso(values.booked_at) : undefined,
    payment_date: values.payment_date || missing,
    payment_method: values.payment_method || missing,
    country_of_order: values.country_of_order.trim().toUpperCase() || missing,
    description: values.description.trim() || missing,
    parties: values.parties.map(({ party_code, role }) => ({ party_code, role })),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Validates the transaction form with the shared schema of POST /int/transactions. */
export const transactionFormResolver = resolverFor<TransactionFormValues>(
  CreateTransactionSchema,
  (values) => valuesToInput(values),
);
