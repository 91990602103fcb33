import { describe, expect, it } from 'vitest';
import { pep } from './pep.js';
import { buildCompany, buildIndividual, buildPerson, evaluateDefaults } from './test-facts.js';

describe('pep', () => {
  it('passes an individual who is known not to be a PEP', () => {
    expect(evaluateDefaults(pep, buildIndividual({ pep: false }))).toMatchObject({
      status: 'passed',
      risk: null,
      missing: [],
    });
  });

  it('treats an unknown PEP status of an individual as missing data', () => {
    expect(evaluateDefaults(pep, buildIndividual({ pep: null }))).toMatchObject({
      status: 'missing_data',
      missing: ['pep'],
    });
    expect(
      evaluateDefaults(pep, buildIndividual({ type: 'sole_proprietorship', pep: null })).missing,
    ).toEqual(['pep']);
  });

  it('points to high for a PEP', () => {
    const outcome = evaluateDefaults(pep, buildIndividual({ pep: true }));
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(outcome.explanation.en).toBe(
      'Party Anna Kowalska is a politically exposed person (art. 46)',
    );
  });

  it('points to high for a beneficiary or board member who is a PEP', () => {
    const viaBeneficiary = buildCompany({ beneficiaries: [buildPerson({ pep: true })] });
    expect(evaluateDefaults(pep, viaBeneficiary).explanation.en).toBe(
      'Beneficiary Jan Nowak is a politically exposed person (art. 46)',
    );
    const viaBoard = buildCompany({
      board_members: [buildPerson({ display_name: 'Ewa Wiśniewska', pep: true })],
    });
    expect(evaluateDefaults(pep, viaBoard).risk).toBe('high');
  });

  it('needs the PEP status of beneficial owners but not of a company or its board', () => {
    const company = buildCompany({
      pep: null,
      beneficiaries: [buildPerson({ pep: false }), buildPerson({ pep: null })],
      board_members: [buildPerson({ pep: null })],
    });
    expect(evaluateDefaults(pep, company)).toMatchObject({
      status: 'missing_data',
      missing: ['beneficiaries[1].pep'],
    });
  });

  it('names the missing data in words, with the person it is of', () => {
    const company = buildCompany({
      beneficiaries: [
        buildPerson({ pep: false }),
        buildPerson({ display_name: 'Ivan Petrov', pep: null }),
      ],
    });
    expect({ ...evaluateDefaults(pep, company).explanation }).toEqual({
      en: 'Missing: PEP status of beneficial owner Ivan Petrov',
      pl: 'Brak danych: status PEP beneficjenta rzeczywistego Ivan Petrov',
    });
  });
});
