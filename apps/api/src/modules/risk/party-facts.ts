import { partyDisplayName, peselBirthDate, peselSex } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { currentHitsOfParties, sanctionsFactsOf, type HitRow } from '../sanctions/index.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import { listLinked, type PartyRow } from '../parties/index.js';
import type { PartyFacts, PersonFacts } from '../../engines/risk-rules/index.js';

const present = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** A person's facts; the PESEL fills in a birth date and sex the record does not state. */
function personFacts(party: PartyRow): PersonFacts {
  // PESEL encodes a UTC calendar date: its ISO day is the birth date.
  const fromPesel = party.pesel ? peselBirthDate(party.pesel)?.toISOString().slice(0, 10) : null;
  const sexFromPesel = party.pesel ? peselSex(party.pesel) : null;
  return {
    display_name: partyDisplayName(party),
    birth_date: party.birth_date ?? fromPesel ?? null,
    gender: (party.gender as PersonFacts['gender']) ?? sexFromPesel ?? null,
    birth_country: party.birth_country,
    citizenships: party.citizenships,
    residence_countries: present([party.accommodation_address?.country]),
    pep: party.pep,
  };
}

/**
 * The current sanctions hits of the party and of its beneficial owners and board members;
 * null while the party has never been screened (no list imported yet).
 */
async function sanctionsFacts(
  db: Db,
  party: PartyRow,
  linked: PartyRow[],
  knownHits: HitRow[] | undefined,
): Promise<PartyFacts['sanctions']> {
  if (!party.sanctions_screened_at) return null;
  const rows =
    knownHits ??
    (await currentHitsOfParties(db, party.team_id, [
      party.id,
      ...linked.map((person) => person.id),
    ]));
  return sanctionsFactsOf(rows);
}

/**
 * What the party rules read about a party, with its beneficial owners and board members;
 * `internalRiskList` holds the party codes of the rule set's internal risk list. Modules not
 * built yet answer as absent: no IP address is recorded.
 */
export async function partyFacts(
  db: Db,
  party: PartyRow,
  internalRiskList: readonly string[],
  /**
   * Given when known: a party just created (the CSV import) has no beneficial owners or board
   * members yet, and its current hits were read with those of the other new parties.
   */
  known?: { beneficiaries: PartyRow[]; boardMembers: PartyRow[]; hits: HitRow[] },
): Promise<PartyFacts> {
  const scope = { teamId: party.team_id, ownerId: null };
  const [beneficiaries, boardMembers] = known
    ? [known.beneficiaries, known.boardMembers]
    : await Promise.all([
        listLinked(db, scope, party.id, 'beneficiary'),
        listLinked(db, scope, party.id, 'board_member'),
      ]);
  return {
    ...personFacts(party),
    type: party.type as PartyFacts['type'],
    status: party.status,
    industries: party.industries,
    // The relationship is on record from the day the party was entered.
    relation_start: party.status === 'occasional' ? null : warsawDay(party.created_at),
    registration_countries: present([party.business_address?.country, party.tax_id_country]),
    ip_address: null,
    on_internal_risk_list: internalRiskList.includes(party.code),
    sanctions: await sanctionsFacts(db, party, [...beneficiaries, ...boardMembers], known?.hits),
    beneficiaries: beneficiaries.map(personFacts),
    board_members: boardMembers.map(personFacts),
  };
}
