import { describe, expect, it } from 'vitest';
import { countrySanctioned } from './country-sanctioned.js';
import { buildCompany, buildIndividual, buildPerson, evaluateDefaults } from './test-facts.js';

describe('country_sanctioned', () => {
  it('flags a country under a sanctions regime as high', () => {
    const outcome = evaluateDefaults(countrySanctioned, buildIndividual({ birth_country: 'BY' }));
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toContain(
      'Party Anna Kowalska: country of birth BY is on the countries under EU/UN sanctions regimes',
    );
  });

  it('checks beneficiaries', () => {
    const company = buildCompany({ beneficiaries: [buildPerson({ residence_countries: ['LY'] })] });
    expect(evaluateDefaults(countrySanctioned, company).risk).toBe('high');
  });

  it('passes other countries', () => {
    expect(
      evaluateDefaults(countrySanctioned, buildIndividual({ citizenships: ['UA'] })).status,
    ).toBe('passed');
  });
});
