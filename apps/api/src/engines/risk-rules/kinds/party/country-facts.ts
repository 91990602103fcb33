import type { Bilingual } from '../../bilingual.js';
import type { PartyFacts } from '../../rule-kind.js';
import { isNaturalPerson, subjectsOf } from './subjects.js';
import type { Subject } from './subjects.js';

type CountryField = 'citizenship' | 'birth_country' | 'residence' | 'registration';

const FIELD_LABELS: Record<CountryField, Bilingual> = {
  citizenship: { en: 'citizenship', pl: 'obywatelstwo' },
  birth_country: { en: 'country of birth', pl: 'kraj urodzenia' },
  residence: { en: 'country of residence', pl: 'kraj zamieszkania' },
  registration: { en: 'country of registration', pl: 'kraj rejestracji' },
};

/** A country linked to one subject, with every way it is linked (citizenship, residence …). */
export type CountryFact = { subject: Subject; country: string; fields: CountryField[] };

/** The party facts every country rule reads. */
export const COUNTRY_READS = [
  'type',
  'citizenships',
  'birth_country',
  'residence_countries',
  'registration_countries',
  'beneficiaries',
  'board_members',
];

/** The countries of `subject` by the way they are linked; only the party itself is registered. */
function linkedCountries(subject: Subject, party: PartyFacts): Array<[CountryField, string[]]> {
  const { person } = subject;
  return [
    ['citizenship', person.citizenships],
    ['birth_country', person.birth_country ? [person.birth_country] : []],
    ['residence', person.residence_countries],
    ['registration', subject.role === 'party' ? party.registration_countries : []],
  ];
}

/**
 * The country data art. 36 asks for and that is absent: citizenship of natural persons and of
 * beneficial owners and representatives, the country of registration of a company.
 */
function missingCountries(subject: Subject, party: PartyFacts): string[] {
  if (subject.role !== 'party') {
    return subject.person.citizenships.length === 0 ? [`${subject.path}citizenships`] : [];
  }
  if (isNaturalPerson(party) || party.type === 'representative') {
    return party.citizenships.length === 0 ? ['citizenships'] : [];
  }
  if (party.type === 'company') {
    return party.registration_countries.length === 0 ? ['business_address.country'] : [];
  }
  return [];
}

/** Every country linked to the party, its beneficiaries and board members, and what is missing. */
export function collectCountries(party: PartyFacts): { facts: CountryFact[]; missing: string[] } {
  const facts: CountryFact[] = [];
  const missing: string[] = [];
  for (const subject of subjectsOf(party)) {
    const byCountry = new Map<string, CountryField[]>();
    for (const [field, countries] of linkedCountries(subject, party)) {
      for (const country of countries) {
        const fields = byCountry.get(country) ?? [];
        if (!fields.includes(field)) fields.push(field);
        byCountry.set(country, fields);
      }
    }
    for (const [country, fields] of byCountry) facts.push({ subject, country, fields });
    missing.push(...missingCountries(subject, party));
  }
  return { facts, missing };
}

/** "Beneficiary Jan Nowak: citizenship and country of birth IR" in both languages. */
export function describeCountryFact(fact: CountryFact): Bilingual {
  const fields = (lang: keyof Bilingual, and: string) =>
    fact.fields.map((field) => FIELD_LABELS[field][lang]).join(and);
  return {
    en: `${fact.subject.label.en}: ${fields('en', ' and ')} ${fact.country}`,
    pl: `${fact.subject.label.pl}: ${fields('pl', ' i ')} ${fact.country}`,
  };
}

/** The distinct countries of `facts`, for explanations of what was checked. */
export function countriesChecked(facts: CountryFact[]): string {
  const countries = [...new Set(facts.map((fact) => fact.country))];
  return countries.length > 0 ? countries.join(', ') : '—';
}
