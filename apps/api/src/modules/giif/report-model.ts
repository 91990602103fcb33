import {
  GiifThresholdTransactionSchema,
  giifTemplateOfKind,
  type GiifIssue,
  type GiifPersonRole,
  type GiifTemplateType,
  type GiifThresholdTransaction,
  type GiifTransactionKind,
  type InstitutionType,
  type TransactionPartyRole,
  type TransactionType,
} from '@aml/shared';
import { trimDecimal } from '../../lib/decimal.js';
import { blankToNull, issueParty, modelIssues, personOf, type ModelParty } from './model-parts.js';

/**
 * The canonical report of one transaction (packages/shared contracts/giif.ts), put together
 * from the transaction, its parties and what the officer completed. What is missing stays
 * null or empty, so parsing the draft with the model's schema lists exactly what to fix.
 */

export type ReportParty = ModelParty & {
  code: string;
  role: TransactionPartyRole;
  bank_account: string | null;
};

export type ReportDetails = {
  kind: string | null;
  channel: string | null;
  place: string | null;
  ordered_by_customer: boolean | null;
  orderer_account: string | null;
  beneficiary_account: string | null;
  counter_amount: string | null;
  counter_currency: string | null;
};

export type ReportSource = {
  code: string;
  type: TransactionType;
  payment_method: string | null;
  amount: string;
  currency: string;
  amount_eur: string | null;
  rate_table: string | null;
  rate_date: string | null;
  booked_at: Date;
  description: string | null;
  parties: ReportParty[];
  /** A company orderer's board, its representatives when the transaction names none. */
  boards: Map<string, ReportParty[]>;
  details: ReportDetails | null;
  giif_id: string | null;
  correction_date: string | null;
};

const CURRENCY_TYPES: Partial<Record<TransactionType, GiifTransactionKind>> = {
  buyer: 'currency_purchase',
  buyer_fiat: 'currency_purchase',
  seller: 'currency_sale',
  seller_fiat: 'currency_sale',
};

/**
 * The template a transaction goes in before the officer chose its kind: currency types at a
 * kantor (art. 72 ust. 3), cash, then transfers. Null when nothing tells.
 */
export function templateOf(
  source: Pick<ReportSource, 'type' | 'payment_method' | 'details'>,
  institutionType: InstitutionType | null,
): GiifTemplateType | null {
  const kind = source.details?.kind as GiifTransactionKind | null | undefined;
  if (kind) return giifTemplateOfKind(kind);
  const currencyType = source.type in CURRENCY_TYPES || source.type === 'exchange_fiat';
  if (currencyType && institutionType === 'currency_exchange') return 'currency';
  if (source.payment_method === 'cash') return 'cash';
  if (source.type === 'transfer' || source.payment_method === 'transfer') return 'transfer';
  return currencyType ? 'currency' : null;
}

/** The kind the transaction's type says, when it says one. */
export const suggestedKind = (type: TransactionType): GiifTransactionKind | null =>
  CURRENCY_TYPES[type] ?? null;

/** The persons of the report, each with the party it came from (for the officer's fixes). */
export function reportPersons(source: ReportSource) {
  const orderers = source.parties.filter((p) => ['ordering', 'buyer', 'seller'].includes(p.role));
  const companyOrderer = orderers.some((p) => p.type === 'company');
  const persons: { party: ReportParty; role: GiifPersonRole }[] = [];
  for (const party of source.parties) {
    const role: GiifPersonRole =
      party.role === 'beneficiary'
        ? 'beneficiary'
        : party.role === 'representative'
          ? companyOrderer
            ? 'representative'
            : 'authorised_person'
          : 'orderer';
    persons.push({ party, role });
  }
  if (companyOrderer && !source.parties.some((p) => p.role === 'representative')) {
    for (const orderer of orderers) {
      for (const member of source.boards.get(orderer.code) ?? []) {
        persons.push({ party: member, role: 'representative' });
      }
    }
  }
  return persons;
}

/** The report as far as it can be completed: the input of the model's schema. */
export function draftReport(source: ReportSource) {
  const d = source.details;
  const persons = reportPersons(source);
  const account = (role: string) =>
    blankToNull(source.parties.find((p) => p.role === role)?.bank_account);
  return {
    draft: {
      giif_id: source.giif_id ?? '',
      code: source.code,
      kind: d?.kind ?? suggestedKind(source.type),
      occurred_at: source.booked_at.toISOString(),
      amount: trimDecimal(source.amount),
      currency: source.currency,
      amount_eur: source.amount_eur,
      eur_rate_table: source.rate_table,
      eur_rate_date: source.rate_date,
      counter_amount: trimDecimal(d?.counter_amount ?? null),
      counter_currency: d?.counter_currency ?? null,
      channel: d?.channel ?? null,
      place: d?.place ?? '',
      description: source.description ?? '',
      ordered_by_customer: d?.ordered_by_customer ?? true,
      orderer_account: d?.orderer_account ?? account('ordering'),
      beneficiary_account: d?.beneficiary_account ?? account('beneficiary'),
      persons: persons.map((p) => personOf(p.party, p.role)),
      correction: source.correction_date ? { date: source.correction_date } : null,
    },
    persons,
  };
}

/**
 * Checks a draft against the model: the report, or the issues, each naming the field, and the
 * party whose form fixes it.
 */
export function checkReport(source: ReportSource): {
  report: GiifThresholdTransaction | null;
  draft: ReturnType<typeof draftReport>['draft'];
  persons: ReturnType<typeof reportPersons>;
  issues: GiifIssue[];
} {
  const { draft, persons } = draftReport(source);
  const parsed = GiifThresholdTransactionSchema.safeParse(draft);
  if (parsed.success) return { report: parsed.data, draft, persons, issues: [] };
  return {
    report: null,
    draft,
    persons,
    issues: modelIssues(parsed.error, {
      transactionCode: source.code,
      partyAt: (index) => issueParty(persons[index]?.party),
    }),
  };
}
