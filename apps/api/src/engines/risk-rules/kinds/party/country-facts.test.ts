import { describe, expect, it } from 'vitest';
import { collectCountries, describeCountryFact } from './country-facts.js';
import { buildCompany, buildIndividual, buildPerson } from './test-facts.js';

describe('collectCountries', () => {
  it('links each country of each person once, with every way it is linked', () => {
    const party = buildIndividual({
      citizenships: ['PL', 'UA'],
      birth_country: 'UA',
      residence_countries: ['DE'],
    });
    const { facts, missing } = collectCountries(party);
    expect(facts.map(describeCountryFact).map((d) => d.en)).toEqual([
      'Party Anna Kowalska: citizenship PL',
      'Party Anna Kowalska: citizenship and country of birth UA',
      'Party Anna Kowalska: country of residence DE',
    ]);
    expect(missing).toEqual([]);
  });

  it('includes the registration of a company and the countries of its people', () => {
    const company = buildCompany({
      registration_countries: ['CY'],
      beneficiaries: [
        buildPerson({ citizenships: ['IR'], birth_country: null, residence_countries: [] }),
      ],
      board_members: [buildPerson({ display_name: 'Ewa Wiśniewska', residence_countries: ['RU'] })],
    });
    const described = collectCountries(company).facts.map(describeCountryFact);
    expect(described.map((d) => d.en)).toEqual([
      'Party Kantor Centrum sp. z o.o.: country of registration CY',
      'Beneficiary Jan Nowak: citizenship IR',
      'Board member Ewa Wiśniewska: citizenship and country of birth PL',
      'Board member Ewa Wiśniewska: country of residence RU',
    ]);
    expect(described[1]?.pl).toBe('Beneficjent rzeczywisty Jan Nowak: obywatelstwo IR');
  });

  it('reports the country data art. 36 asks for as paths of the party contract', () => {
    expect(collectCountries(buildIndividual({ citizenships: [] })).missing).toEqual([
      'citizenships',
    ]);
    expect(
      collectCountries(buildIndividual({ type: 'representative', citizenships: [] })).missing,
    ).toEqual(['citizenships']);
    const company = buildCompany({
      registration_countries: [],
      beneficiaries: [buildPerson(), buildPerson({ citizenships: [] })],
      board_members: [buildPerson({ citizenships: [] })],
    });
    expect(collectCountries(company).missing).toEqual([
      'business_address.country',
      'beneficiaries[1].citizenships',
      'board_members[0].citizenships',
    ]);
  });

  it('asks nothing of a party of unknown type', () => {
    const party = buildIndividual({
      type: 'unknown',
      citizenships: [],
      birth_country: null,
      residence_countries: [],
    });
    expect(collectCountries(party)).toEqual({ facts: [], missing: [] });
  });
});
