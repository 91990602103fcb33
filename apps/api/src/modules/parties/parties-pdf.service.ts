import type { Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { getParty, listLinkedPeople } from './parties.service.js';
import { renderPartyPdf } from './pdf/party-pdf.js';

/**
 * The PDF summary of a party of the current team, with its beneficial owners and board
 * members; a party the caller may not see is not found.
 */
export async function partySummaryPdf(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
): Promise<Buffer> {
  const party = await getParty(deps, auth, code);
  const [beneficiaries, boardMembers] = await Promise.all([
    listLinkedPeople(deps, auth, code, 'beneficiary'),
    listLinkedPeople(deps, auth, code, 'board_member'),
  ]);
  return renderPartyPdf({
    party,
    beneficiaries: beneficiaries.items,
    boardMembers: boardMembers.items,
    language,
    generatedAt: deps.clock.now(),
  });
}
