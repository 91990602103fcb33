import type { Bilingual } from '../../bilingual.js';
import type { PartyFacts, PersonFacts } from '../../rule-kind.js';

/** A person or entity a party rule looks at: the party itself, a beneficiary or a board member. */
export type Subject = {
  person: PersonFacts;
  /** Prefix of its fields' paths in the party contract: '' or 'beneficiaries[0].'. */
  path: string;
  /** How explanations name it: "Beneficiary Jan Nowak". */
  label: Bilingual;
  role: 'party' | 'beneficiary' | 'board_member';
};

const ROLE_LABELS: Record<Subject['role'], Bilingual> = {
  party: { en: 'Party', pl: 'Podmiot' },
  beneficiary: { en: 'Beneficiary', pl: 'Beneficjent rzeczywisty' },
  board_member: { en: 'Board member', pl: 'Członek zarządu' },
};

function subject(person: PersonFacts, role: Subject['role'], path: string): Subject {
  const label = ROLE_LABELS[role];
  return {
    person,
    path,
    role,
    label: { en: `${label.en} ${person.display_name}`, pl: `${label.pl} ${person.display_name}` },
  };
}

/** The party, then its beneficial owners and board members, in the order the party lists them. */
export function subjectsOf(party: PartyFacts): Subject[] {
  return [
    subject(party, 'party', ''),
    ...party.beneficiaries.map((b, i) => subject(b, 'beneficiary', `beneficiaries[${i}].`)),
    ...party.board_members.map((m, i) => subject(m, 'board_member', `board_members[${i}].`)),
  ];
}

/** Parties that are natural persons, for whom art. 36 asks citizenship and art. 46 PEP status. */
export function isNaturalPerson(party: PartyFacts): boolean {
  return party.type === 'individual' || party.type === 'sole_proprietorship';
}
