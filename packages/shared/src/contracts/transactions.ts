import { z } from 'zod';
import { businessDateField, businessInstantField } from './fields.js';
import { ALL_RISK_LEVELS, RISK_LEVELS } from '../enums.js';
import { PARTY_TYPES } from './parties.js';

/** Value sets of spec section 3 for transactions. */
export const TRANSACTION_TYPES = [
  'buyer',
  'buyer_crypto',
  'buyer_fiat',
  'seller',
  'seller_crypto',
  'seller_fiat',
  'exchange_fiat',
  'transfer',
  'other',
  'notarial',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Types whose amount may be in a virtual currency (an asset code such as BTC). */
export const CRYPTO_TRANSACTION_TYPES: readonly TransactionType[] = [
  'buyer_crypto',
  'seller_crypto',
];

export const TRANSACTION_STATUSES = ['draft', 'in_acceptance', 'canceled', 'accepted'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Allowed status changes (docs/transactions.md): a transaction is drafted, sent for
 * acceptance, then accepted or canceled; a canceled one may be drafted again. An accepted
 * transaction is a record of what happened and is canceled rather than edited back.
 */
export const TRANSACTION_STATUS_TRANSITIONS: Record<
  TransactionStatus,
  readonly TransactionStatus[]
> = {
  draft: ['in_acceptance', 'canceled'],
  in_acceptance: ['accepted', 'canceled', 'draft'],
  accepted: ['canceled'],
  canceled: ['draft'],
};

export const PAYMENT_METHODS = ['cash', 'transfer', 'card', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The part a party plays in a transaction (transaction_entity of spec section 3). */
export const TRANSACTION_PARTY_ROLES = [
  'ordering',
  'beneficiary',
  'buyer',
  'seller',
  'representative',
] as const;
export type TransactionPartyRole = (typeof TRANSACTION_PARTY_ROLES)[number];

/** ISO 4217 currency codes or virtual-currency asset codes (2–10 capitals or digits). */
const assetField = z.string().regex(/^[A-Z0-9]{2,10}$/, { error: 'currency_invalid' });

/** An exact decimal as text: up to 18 digits before the point and 8 after, more than zero. */
export const amountField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,18}(\.\d{1,8})?$/, { error: 'amount_invalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'amount_invalid' });

const businessDate = businessDateField;

const TransactionPartyInputSchema = z.strictObject({
  party_code: z.string().min(8).max(64),
  role: z.enum(TRANSACTION_PARTY_ROLES, { error: 'invalid_value' }),
});

const transactionFields = {
  type: z.enum(TRANSACTION_TYPES, { error: 'invalid_value' }),
  amount: amountField,
  currency: z.string({ error: 'required' }).trim().toUpperCase().pipe(assetField),
  /** When the transaction took place (its EUR value uses the NBP table in force that day). */
  booked_at: businessInstantField,
  payment_date: businessDate.optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid_value' }).optional(),
  country_of_order: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'country_invalid' })
    .optional(),
  description: z.string().trim().max(2000, { error: 'too_long' }).optional(),
  parties: z.array(TransactionPartyInputSchema).max(20).default([]),
};

/** The ISO 4217 currencies this runtime knows (PLN, EUR, USD…; never BTC). */
let isoCurrencies: Set<string> | undefined;
export const isIsoCurrency = (code: string) =>
  (isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** Fiat transactions are in an ISO currency; only the crypto types take an asset code. */
function checkCurrency(input: { type?: TransactionType; currency?: string }, ctx: z.RefinementCtx) {
  if (!input.type || !input.currency) return;
  const crypto = CRYPTO_TRANSACTION_TYPES.includes(input.type);
  if (!crypto && !isIsoCurrency(input.currency)) {
    ctx.addIssue({ code: 'custom', message: 'currency_invalid', path: ['currency'] });
  }
}

/** POST /int/transactions */
export const CreateTransactionSchema = z
  .strictObject({
    ...transactionFields,
    status: z.enum(TRANSACTION_STATUSES, { error: 'invalid_value' }).default('draft'),
  })
  .superRefine(checkCurrency);
export type CreateTransaction = z.infer<typeof CreateTransactionSchema>;
export type CreateTransactionInput = z.input<typeof CreateTransactionSchema>;

/**
 * PATCH /int/transactions: the code and the fields to change; `parties`, when sent, replaces
 * the list. Optional fields sent as null are cleared.
 */
export const UpdateTransactionSchema = z
  .strictObject({
    code: z.string().min(8).max(64),
    type: transactionFields.type.optional(),
    amount: transactionFields.amount.optional(),
    currency: transactionFields.currency.optional(),
    booked_at: transactionFields.booked_at.optional(),
    payment_date: businessDate.nullable().optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid_value' }).nullable().optional(),
    country_of_order: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'country_invalid' })
      .nullable()
      .optional(),
    description: z.string().trim().max(2000, { error: 'too_long' }).nullable().optional(),
    parties: z.array(TransactionPartyInputSchema).max(20).optional(),
  })
  .superRefine(checkCurrency);
export type UpdateTransaction = z.infer<typeof UpdateTransactionSchema>;

/** POST /int/transactions/{id}/status */
export const ChangeTransactionStatusSchema = z.strictObject({
  status: z.enum(TRANSACTION_STATUSES, { error: 'invalid_value' }),
});

/** POST /int/transactions/search */
export const TransactionSearchSchema = z.strictObject({
  text: z.string().trim().max(100).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  risk_level: z.enum([...RISK_LEVELS, ALL_RISK_LEVELS]).default(ALL_RISK_LEVELS),
  /** Booked on or after / on or before these days (Warsaw time). */
  booked_from: businessDateField.optional(),
  booked_to: businessDateField.optional(),
  /** The range of the EUR value; transactions whose EUR value is pending never match. */
  eur_from: z
    .string()
    .regex(/^\d{1,18}(\.\d{1,2})?$/)
    .optional(),
  eur_to: z
    .string()
    .regex(/^\d{1,18}(\.\d{1,2})?$/)
    .optional(),
  /** Only transactions in which this party takes part. */
  party_code: z.string().min(8).max(64).optional(),
  /** Only transactions marked (true) or not marked (false) to be reported to GIIF (art. 72). */
  giif_report: z.boolean().optional(),
  sort: z.enum(['booked_at', 'amount_eur', 'created_at']).default('booked_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(200).default(25),
});
export type TransactionSearch = z.infer<typeof TransactionSearchSchema>;

export const TransactionPartySchema = z.object({
  party_code: z.string(),
  role: z.enum(TRANSACTION_PARTY_ROLES),
  display_name: z.string(),
  party_type: z.enum(PARTY_TYPES),
});

/** The EUR equivalent of art. 5, with the rate it came from; null fields while pending. */
export const EurValueSchema = z.object({
  amount_eur: z.string().nullable(),
  /** The NBP table (e.g. 187/A/NBP/2025) or "manual" for a rate entered by an admin. */
  rate_table: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** PLN per unit of the transaction's currency, and per euro, of that table. */
  rate: z.string().nullable(),
  eur_rate: z.string().nullable(),
});
export type EurValue = z.infer<typeof EurValueSchema>;

/**
 * A transaction over a reporting threshold (art. 72) is to be reported to GIIF within 7 days,
 * the day of the transaction not counted (a last day on a Saturday or holiday moves to the
 * next working day): the reports module picks it up from here.
 */
export const GiifReportMarkSchema = z.object({
  due_on: z.iso.date(),
  reason: z.object({ en: z.string(), pl: z.string() }),
});
export type GiifReportMark = z.infer<typeof GiifReportMarkSchema>;

export const TransactionSchema = z.object({
  code: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.string(),
  currency: z.string(),
  eur: EurValueSchema,
  booked_at: z.iso.datetime(),
  payment_date: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  country_of_order: z.string().nullable(),
  description: z.string().nullable(),
  risk_level: z.enum(RISK_LEVELS),
  giif_report: GiifReportMarkSchema.nullable(),
  parties: z.array(TransactionPartySchema),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** Totals are counted up to this many; beyond it the list says "more than". */
export const TRANSACTION_COUNT_LIMIT = 10_000;

export const TransactionListSchema = z.object({
  items: z.array(TransactionSchema),
  /** The number of matches, at most TRANSACTION_COUNT_LIMIT… */
  total: z.number().int(),
  /** …and true when there are more than that. */
  total_capped: z.boolean(),
});

/** GET /int/transactions/{id}/summary: the header of the transaction's page. */
export const TransactionSummarySchema = z.object({
  code: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  risk_level: z.enum(RISK_LEVELS),
  amount: z.string(),
  currency: z.string(),
  amount_eur: z.string().nullable(),
  booked_at: z.iso.datetime(),
  giif_report: GiifReportMarkSchema.nullable(),
  parties: z.number().int(),
  /** The name of its first party, which names the transaction with its type, amount and day. */
  lead_party: z.string().nullable(),
  allowed_statuses: z.array(z.enum(TRANSACTION_STATUSES)),
  editable: z.boolean(),
  not_editable_reason: z.enum(['not_owner', 'edit_window_closed', 'read_only_role']).nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TransactionSummary = z.infer<typeof TransactionSummarySchema>;

/** POST /int/transactions/pdf */
export const TransactionPdfRequestSchema = z.strictObject({ code: z.string().min(8).max(64) });

const QuarterFiguresSchema = z.object({
  label: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  count: z.number().int(),
  /** The sum of the EUR values known; `pending` transactions await their rate. */
  amount_eur: z.string(),
  pending: z.number().int(),
});

/** GET /int/teams/transactions: this quarter against the previous one, and risk. */
export const QuarterlyTransactionsSchema = z.object({
  current: QuarterFiguresSchema,
  previous: QuarterFiguresSchema,
  count_difference: z.number().int(),
  count_percentage: z.number().nullable(),
  amount_difference: z.string(),
  amount_percentage: z.number().nullable(),
  /** The current quarter's transactions by risk level. */
  by_risk: z.record(z.enum(RISK_LEVELS), z.number().int()),
});
export type QuarterlyTransactions = z.infer<typeof QuarterlyTransactionsSchema>;
