import { describe, expect, it } from 'vitest';
import { countryHighRisk } from './country-high-risk.js';
import {
  buildCompany,
  buildContext,
  buildIndividual,
  buildPerson,
  evaluateDefaults,
} from './test-facts.js';

const EU_LIST =
  'EU list of high-risk third countries (Delegated Regulation (EU) 2016/1675 as amended, last by 2026/46 and 2026/83, as of 2026-01-29)';

describe('country_high_risk', () => {
  it('passes a Polish party, naming the countries and lists checked', () => {
    const outcome = evaluateDefaults(countryHighRisk, buildIndividual());
    expect(outcome.status).toBe('passed');
    expect(outcome.risk).toBeNull();
    expect(outcome.explanation.en).toMatch(/^None of the countries PL is on: EU list of high-risk/);
    expect(outcome.explanation.en).toContain(
      'FATF list of jurisdictions under increased monitoring',
    );
  });

  it('flags a beneficiary from a high-risk country, naming person, country and list', () => {
    const company = buildCompany({
      beneficiaries: [
        buildPerson({ citizenships: ['IR'], birth_country: null, residence_countries: ['PL'] }),
      ],
    });
    const outcome = evaluateDefaults(countryHighRisk, company);
    expect(outcome.status).toBe('risk_found');
    // Iran is also under the FATF call for action, which the defaults do not accept.
    expect(outcome.risk).toBe('non_acceptable');
    expect(outcome.explanation.en).toContain(
      `Beneficiary Jan Nowak: citizenship IR is on the ${EU_LIST}`,
    );
    expect(outcome.explanation.pl).toContain(
      'Beneficjent rzeczywisty Jan Nowak: obywatelstwo IR – państwo z wykazu: unijny wykaz państw trzecich wysokiego ryzyka',
    );
  });

  it('points to high for the EU list and the FATF grey list alone', () => {
    const resident = buildIndividual({ residence_countries: ['KE'] });
    expect(evaluateDefaults(countryHighRisk, resident).risk).toBe('high');
    const greyOnly = buildIndividual({ citizenships: ['BG'] });
    const outcome = evaluateDefaults(countryHighRisk, greyOnly);
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toContain(
      'citizenship BG is on the FATF list of jurisdictions under increased monitoring',
    );
  });

  it('checks the registration country and board members of a company', () => {
    expect(
      evaluateDefaults(countryHighRisk, buildCompany({ registration_countries: ['VG'] })).risk,
    ).toBe('high');
    const company = buildCompany({
      board_members: [buildPerson({ display_name: 'Ivan Petrov', residence_countries: ['RU'] })],
    });
    const outcome = evaluateDefaults(countryHighRisk, company);
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toContain(
      'Board member Ivan Petrov: country of residence RU is on the EU list',
    );
  });

  it('reports missing citizenship, and keeps reporting it beside a found risk', () => {
    expect(evaluateDefaults(countryHighRisk, buildIndividual({ citizenships: [] }))).toMatchObject({
      status: 'missing_data',
      risk: null,
      missing: ['citizenships'],
    });
    const company = buildCompany({
      registration_countries: ['VG'],
      beneficiaries: [buildPerson({ citizenships: [] })],
    });
    expect(evaluateDefaults(countryHighRisk, company)).toMatchObject({
      status: 'risk_found',
      risk: 'high',
      missing: ['beneficiaries[0].citizenships'],
    });
  });

  it('uses the configured level per list', () => {
    const config = countryHighRisk.config.parse({
      lists: [{ list: 'fatf_call_for_action', risk: 'high' }],
    });
    const outcome = countryHighRisk.evaluate(
      buildIndividual({ citizenships: ['KP'] }),
      config,
      buildContext(),
    );
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toContain(
      '(FATF plenary outcomes, June 2026, as of 2026-06-19)',
    );
  });

  it('accepts only country lists in its configuration', () => {
    expect(
      countryHighRisk.config.safeParse({ lists: [{ list: 'pkd_high_risk', risk: 'high' }] })
        .success,
    ).toBe(false);
    expect(countryHighRisk.config.safeParse({ lists: [] }).success).toBe(false);
  });
});
