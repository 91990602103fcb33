import { describe, expect, it } from 'vitest';
import { countryTerrorism } from './country-terrorism.js';
import { buildCompany, buildIndividual, buildPerson, evaluateDefaults } from './test-facts.js';

describe('country_terrorism', () => {
  it('flags a board member from a conflict geography', () => {
    const company = buildCompany({ board_members: [buildPerson({ citizenships: ['AF'] })] });
    const outcome = evaluateDefaults(countryTerrorism, company);
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toContain(
      'Board member Jan Nowak: citizenship AF is on the conflict and active-terrorism geographies',
    );
  });

  it('passes other countries', () => {
    expect(evaluateDefaults(countryTerrorism, buildIndividual()).status).toBe('passed');
  });
});
