import type { TransactionPartyRole } from '@aml/shared';
import type { Bilingual } from '../../bilingual.js';
import type { TransactionFacts, TransactionPartyFacts } from '../../rule-kind.js';

const ROLE_LABELS: Record<TransactionPartyRole, Bilingual> = {
  ordering: { en: 'Ordering party', pl: 'Zleceniodawca' },
  beneficiary: { en: 'Beneficiary', pl: 'Beneficjent' },
  buyer: { en: 'Buyer', pl: 'Kupujący' },
  seller: { en: 'Seller', pl: 'Sprzedający' },
  representative: { en: 'Representative', pl: 'Reprezentant' },
};

/** How explanations name a party of the transaction by its role: "Ordering party Jan Nowak". */
export function describeParty(
  party: Pick<TransactionPartyFacts, 'role' | 'display_name'>,
): Bilingual {
  const role = ROLE_LABELS[party.role];
  return { en: `${role.en} ${party.display_name}`, pl: `${role.pl} ${party.display_name}` };
}

/**
 * The transaction's parties, each once (the first role it is listed in), so that a party in
 * two roles is neither counted nor reported twice.
 */
export function partiesOnce(transaction: TransactionFacts): TransactionPartyFacts[] {
  const seen = new Set<string>();
  return transaction.parties.filter((party) => {
    if (seen.has(party.code)) return false;
    seen.add(party.code);
    return true;
  });
}
