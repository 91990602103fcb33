import {
  partyDisplayName,
  type InstitutionType,
  type PaymentMethod,
  type RiskLevel,
  type TransactionPartyRole,
  type TransactionStatus,
  type TransactionType,
} from '@aml/shared';
import { linkedTransactionsWanted, partySanctionsFacts } from '../../risk/index.js';
import type { CompiledVersion } from '../../rule-sets/index.js';
import type {
  LinkedTransaction,
  SanctionsFacts,
  TransactionFacts,
} from '../../../engines/risk-rules/index.js';
import { toHistory } from '../activity.js';
import type { LinkedRead } from '../activity.repository.js';
import type { RecordingContext } from './types.js';

/** The fields of a transaction its rules read, as stored or about to be. */
export type TransactionFields = {
  code: string;
  type: string;
  status: string;
  amount: string;
  currency: string;
  amount_eur: string | null;
  booked_at: Date;
  booked_on: string;
  payment_method: string | null;
  country_of_order: string | null;
};

/**
 * What the transaction rules read, from what `readRecordingContext` found: each link's party
 * with its level, screening and history (none for a representative), the team's kind of
 * institution, and the screening of the description (`descriptionHits`, null when no list is
 * imported).
 */
export function transactionFacts(
  transaction: TransactionFields,
  links: ReadonlyArray<{ party_id: number; role: string }>,
  context: RecordingContext,
  descriptionSanctions: SanctionsFacts,
): TransactionFacts {
  const listsImported = descriptionSanctions !== null;
  const byId = new Map(context.parties.map((party) => [Number(party.id), party]));
  return {
    code: transaction.code,
    type: transaction.type as TransactionType,
    status: transaction.status as TransactionStatus,
    amount: transaction.amount,
    currency: transaction.currency,
    amount_eur: transaction.amount_eur,
    booked_at: transaction.booked_at.toISOString(),
    booked_on: transaction.booked_on,
    payment_method: transaction.payment_method as PaymentMethod | null,
    country_of_order: transaction.country_of_order,
    institution_type: context.institution_type as InstitutionType | null,
    parties: links.map((link) => {
      const party = byId.get(link.party_id)!;
      return {
        code: party.code,
        display_name: partyDisplayName(party),
        role: link.role as TransactionPartyRole,
        risk_level: party.risk_level as RiskLevel,
        sanctions: partySanctionsFacts(listsImported, party.screened, party.hits),
        history: link.role === 'representative' ? null : toHistory(party),
      };
    }),
    description_sanctions: descriptionSanctions,
  };
}

/**
 * Adds to the parties' histories the linked transactions the rules want listed (read only
 * when a rule asks: only an explanation needs them), leaving out `exceptId`, the transaction
 * itself when it is already stored. `readLinked` reads them: in the caller's database
 * transaction, or through the process's batched reader for a new transaction.
 */
export async function loadLinkedTransactions(
  readLinked: (reads: LinkedRead[]) => Promise<LinkedTransaction[][]>,
  compiled: CompiledVersion,
  facts: TransactionFacts,
  context: RecordingContext,
  exceptId: number | null,
) {
  const wanted = [...linkedTransactionsWanted(compiled, facts)];
  if (wanted.length === 0) return;
  const lists = await readLinked(
    wanted.map(([code, from]) => ({
      partyId: Number(context.parties.find((party) => party.code === code)!.id),
      from,
      to: facts.booked_on,
      exceptId,
    })),
  );
  wanted.forEach(([code], index) => {
    for (const fact of facts.parties) {
      if (fact.code === code && fact.history) fact.history.linked = lists[index]!;
    }
  });
}
