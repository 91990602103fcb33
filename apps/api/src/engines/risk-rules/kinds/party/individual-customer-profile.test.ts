import { describe, expect, it } from 'vitest';
import { individualCustomerProfile } from './individual-customer-profile.js';
import { buildCompany, buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

// Today is 2026-06-15 in Warsaw. Defaults: under 18 high, 18–25 normal, 75 and over normal.
const bornOn = (birth_date: string) =>
  evaluateDefaults(individualCustomerProfile, buildIndividual({ birth_date }));

describe('individual_customer_profile', () => {
  it('turns 18 on the 18th birthday', () => {
    expect(bornOn('2008-06-16')).toMatchObject({ status: 'risk_found', risk: 'high' });
    const adult = bornOn('2008-06-15');
    expect(adult.risk).toBe('normal');
    expect(adult.explanation.en).toBe('Aged 18 on 2026-06-15 (born 2008-06-15): in the band 18–25');
  });

  it('leaves the 18–25 band on the 26th birthday', () => {
    expect(bornOn('2000-06-16').risk).toBe('normal');
    expect(bornOn('2000-06-15')).toMatchObject({ status: 'passed', risk: null });
  });

  it('enters the 75 and over band on the 75th birthday', () => {
    expect(bornOn('1951-06-16')).toMatchObject({ status: 'passed', risk: null });
    const senior = bornOn('1951-06-15');
    expect(senior.risk).toBe('normal');
    expect(senior.explanation.pl).toBe(
      'Wiek 75 lat w dniu 2026-06-15 (urodzony 1951-06-15): przedział 75 lat i więcej',
    );
  });

  it('names the bands when none applies', () => {
    expect(bornOn('1980-04-15').explanation.en).toBe(
      'Aged 46 on 2026-06-15: in none of the bands under 18, 18–25, 75 and over',
    );
  });

  it('needs the date of birth', () => {
    const outcome = evaluateDefaults(
      individualCustomerProfile,
      buildIndividual({ birth_date: null }),
    );
    expect(outcome).toMatchObject({ status: 'missing_data', risk: null, missing: ['birth_date'] });
  });

  it('applies to individuals only', () => {
    expect(evaluateDefaults(individualCustomerProfile, buildCompany())).toMatchObject({
      status: 'passed',
      risk: null,
      missing: [],
    });
  });

  it('applies gender bands, and needs the gender only when a gender band fits the age', () => {
    const config = individualCustomerProfile.config.parse({
      bands: [{ from_age: 18, to_age: 26, gender: 'male', risk: 'high' }],
    });
    const evaluate = (overrides: Parameters<typeof buildIndividual>[0]) =>
      individualCustomerProfile.evaluate(buildIndividual(overrides), config, buildContext());
    expect(evaluate({ birth_date: '2005-01-01', gender: 'male' }).risk).toBe('high');
    expect(evaluate({ birth_date: '2005-01-01', gender: 'male' }).explanation.en).toContain(
      'in the band men 18–25',
    );
    expect(evaluate({ birth_date: '2005-01-01', gender: 'female' }).status).toBe('passed');
    expect(evaluate({ birth_date: '2005-01-01', gender: null })).toMatchObject({
      status: 'missing_data',
      missing: ['gender'],
    });
    expect(evaluate({ birth_date: '1980-01-01', gender: null })).toMatchObject({
      status: 'passed',
      missing: [],
    });
  });

  it('rejects empty bands', () => {
    const bad = { bands: [{ from_age: 30, to_age: 30, gender: null, risk: 'high' }] };
    expect(individualCustomerProfile.config.safeParse(bad).success).toBe(false);
  });
});
