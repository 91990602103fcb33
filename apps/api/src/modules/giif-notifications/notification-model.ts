import {
  GiifNotificationModelSchema,
  partyDisplayName,
  type GiifIssue,
  type GiifNotificationKind,
  type GiifPersonRole,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import { trimDecimal } from '../../lib/decimal.js';
import {
  institutionOf,
  issueParty,
  modelIssues,
  personOf,
  type GiifModelParty,
} from '../giif/index.js';

/**
 * The canonical model of a notification (GiifNotificationModelSchema, packages/shared
 * contracts/giif.ts), put together from the notification, the institution's company data, its
 * parties with their art. 36 data and its transactions. What is missing stays empty or null, so
 * parsing the draft with the model's schema lists exactly what to complete, each issue naming
 * the party whose form completes it.
 */

/** A party as the model reads it (the columns of the parties table it needs). */
export type ModelParty = GiifModelParty & { code: string; bank_account: string | null };

export type ModelTransaction = {
  code: string;
  amount: string;
  currency: string;
  booked_at: Date;
  description: string | null;
  /** The accounts of its parties, as recorded. */
  accounts: string[];
};

/** A person of the notification and the party it comes from. */
export type ModelPerson = { party: ModelParty; role: GiifPersonRole; subject: boolean };

export type ModelInput = {
  kind: GiifNotificationKind;
  legal_basis: string;
  justification: string;
  suspicion_confirmed_at: Date | null;
  giif_receipt_at: Date | null;
  assets: { description: string; held_at: string }[];
  institution: ObligatedInstitutionResponse['data'];
  persons: ModelPerson[];
  transactions: ModelTransaction[];
  attachments: { name: string; sha256: string }[];
};

/** How a transaction's party takes part, as a person of a notification. */
export const roleOf = (transactionRole: string): GiifPersonRole =>
  transactionRole === 'beneficiary'
    ? 'beneficiary'
    : transactionRole === 'representative'
      ? 'representative'
      : 'orderer';

export const personKindOf = (type: string) =>
  type === 'company'
    ? 'legal_person'
    : type === 'sole_proprietorship'
      ? 'sole_trader'
      : 'natural_person';

/** The model as far as it can be completed: the input of the model's schema. */
export function draftModel(input: ModelInput) {
  return {
    kind: input.kind,
    legal_basis: input.legal_basis,
    institution: institutionOf(input.institution),
    justification: input.justification,
    suspicion_confirmed_at: input.suspicion_confirmed_at?.toISOString() ?? null,
    persons: input.persons.map((p) => personOf(p.party, p.role)),
    transactions: input.transactions.map((t) => ({
      code: t.code,
      occurred_at: t.booked_at.toISOString(),
      amount: trimDecimal(t.amount),
      currency: t.currency,
      accounts: t.accounts,
      description: t.description ?? '',
    })),
    assets: input.assets,
    attachments: input.attachments,
    giif_receipt_at: input.giif_receipt_at?.toISOString() ?? null,
  };
}

/**
 * The model and what it lacks: each issue names the field (a path in the model) and, for a
 * person, the party whose form completes it.
 */
export function checkModel(input: ModelInput): {
  model: ReturnType<typeof draftModel>;
  issues: GiifIssue[];
} {
  const model = draftModel(input);
  const parsed = GiifNotificationModelSchema.safeParse(model);
  if (parsed.success) return { model, issues: [] };
  return {
    model,
    issues: modelIssues(parsed.error, {
      transactionCode: null,
      partyAt: (index) => issueParty(input.persons[index]?.party),
      institutionMissing: model.institution === null,
    }),
  };
}

/** A person's name as the notification shows it. */
export const personName = (party: ModelParty) => partyDisplayName(party);
