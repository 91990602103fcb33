import { peselBirthDate, peselSex } from '@aml/shared';
import type { PartyRow } from '../../parties/index.js';
import type { ScreeningSubject } from '../../../engines/sanctions-matching/index.js';

const present = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((value): value is string => Boolean(value && value.trim()))),
];

/**
 * What of a party is screened: a person's name with birth date, countries, sex and document
 * numbers; a company's name with its registration numbers; a sole proprietor both as the person
 * and under the business name. Empty when the party has no name yet.
 */
export function partySubjects(party: PartyRow): ScreeningSubject[] {
  const person = [party.first_name, party.last_name].filter(Boolean).join(' ').trim();
  const birthDate =
    party.birth_date ??
    (party.pesel ? (peselBirthDate(party.pesel)?.toISOString().slice(0, 10) ?? null) : null);
  const countries = present([
    ...party.citizenships,
    party.birth_country,
    party.accommodation_address?.country,
    party.business_address?.country,
  ]);
  const identifiers = present([party.pesel, party.tax_id, party.regon, party.document?.number]);
  const subjects: ScreeningSubject[] = [];
  if (person && party.type !== 'company') {
    subjects.push({
      name: person,
      type: 'person',
      birth_date: birthDate,
      countries,
      gender:
        (party.gender as ScreeningSubject['gender']) ??
        (party.pesel ? peselSex(party.pesel) : null) ??
        null,
      identifiers,
    });
  }
  const name = party.name?.trim();
  if (name && name !== person) {
    subjects.push({
      name,
      type: party.type === 'unknown' ? 'any' : 'company',
      countries,
      identifiers,
    });
  }
  return subjects;
}
