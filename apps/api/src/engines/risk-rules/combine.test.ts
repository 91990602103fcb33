import { describe, expect, it } from 'vitest';
import { CombinationSchemeSchema, combineOutcomes, DEFAULT_SCHEME } from './combine.js';
import type { RuleResult } from './combine.js';
import type { RuleOutcome } from './rule-kind.js';

const text = { en: 'x', pl: 'x' };
const result = (kind: string, outcome: Partial<RuleOutcome>): RuleResult => ({
  kind,
  outcome: { status: 'passed', risk: null, explanation: text, missing: [], ...outcome },
});
const risk = (kind: string, level: RuleOutcome['risk']) =>
  result(kind, { status: level === 'low' ? 'passed' : 'risk_found', risk: level });
const missing = (kind: string, fields: string[]) =>
  result(kind, { status: 'missing_data', missing: fields });
const unprocessable = (kind: string) => result(kind, { status: 'cannot_be_processed' });

describe('combineOutcomes', () => {
  it('is low when no rule was evaluated', () => {
    expect(combineOutcomes([], DEFAULT_SCHEME).level).toBe('low');
  });

  it('is non_acceptable when any rule says so, above high and missing data', () => {
    const combined = combineOutcomes(
      [risk('pep', 'high'), risk('sanction_lists', 'non_acceptable'), missing('x', ['birth_date'])],
      DEFAULT_SCHEME,
    );
    expect(combined.level).toBe('non_acceptable');
    expect(combined.reason.en).toBe('Non-acceptable per sanction_lists');
    expect(combined.reason.pl).toContain('sanction_lists');
  });

  it('is high when any rule says high, even with data missing elsewhere', () => {
    const combined = combineOutcomes(
      [risk('pep', 'high'), risk('country_high_risk', 'high'), missing('x', ['birth_date'])],
      DEFAULT_SCHEME,
    );
    expect(combined).toEqual({
      level: 'high',
      reason: {
        en: 'High per pep, country_high_risk',
        pl: 'Wysokie według reguł: pep, country_high_risk',
      },
    });
  });

  it('asks a user to verify when data is missing, naming the rules (they name the data)', () => {
    const combined = combineOutcomes(
      [risk('default_party_status', 'low'), missing('individual_customer_profile', ['birth_date'])],
      DEFAULT_SCHEME,
    );
    expect(combined.level).toBe('user_verification_required');
    expect(combined.reason).toEqual({
      en: 'Data missing for individual_customer_profile: a user must verify',
      pl: 'Brak danych dla reguł: individual_customer_profile – wymagana weryfikacja użytkownika',
    });
  });

  it('counts missing fields reported beside a found risk', () => {
    const normalButIncomplete = result('country_tax_haven', {
      status: 'risk_found',
      risk: 'normal',
      missing: ['beneficiaries[0].citizenships'],
    });
    expect(combineOutcomes([normalButIncomplete], DEFAULT_SCHEME).level).toBe(
      'user_verification_required',
    );
  });

  it('ignores missing data when the scheme does not require verification, but names it', () => {
    const combined = combineOutcomes([risk('a', 'normal'), missing('b', ['pep'])], {
      ...DEFAULT_SCHEME,
      missing_data_requires_verification: false,
    });
    expect(combined.level).toBe('normal');
    expect(combined.reason.en).toBe('Normal per a; data missing: b');
  });

  it('does not block on unprocessable rules by default, but names them', () => {
    const combined = combineOutcomes(
      [risk('default_party_status', 'low'), unprocessable('sanction_lists')],
      DEFAULT_SCHEME,
    );
    expect(combined.level).toBe('low');
    expect(combined.reason.en).toBe('Low per default_party_status; not processed: sanction_lists');
  });

  it('is cannot_be_processed when the scheme lets unprocessable rules block', () => {
    const scheme = { ...DEFAULT_SCHEME, unprocessable_blocks: true };
    const combined = combineOutcomes(
      [risk('a', 'normal'), unprocessable('maxmind_party_check')],
      scheme,
    );
    expect(combined.level).toBe('cannot_be_processed');
    expect(combined.reason.en).toBe('Could not process maxmind_party_check');
    // Missing data still comes first.
    expect(combineOutcomes([unprocessable('m'), missing('b', ['pep'])], scheme).level).toBe(
      'user_verification_required',
    );
  });

  it('makes high from as many normals as the scheme says, not one fewer', () => {
    const two = [risk('a', 'normal'), risk('b', 'normal'), risk('c', 'low')];
    expect(combineOutcomes(two, DEFAULT_SCHEME).level).toBe('normal');
    const three = [...two, risk('d', 'normal')];
    const combined = combineOutcomes(three, DEFAULT_SCHEME);
    expect(combined.level).toBe('high');
    expect(combined.reason.en).toBe(
      'High: 3 rules point to normal, at least 3 make high (a, b, d)',
    );
    expect(combineOutcomes(two, { ...DEFAULT_SCHEME, normals_make_high: 2 }).level).toBe('high');
  });

  it('takes the highest of low and normal', () => {
    expect(combineOutcomes([risk('a', 'low'), risk('b', 'normal')], DEFAULT_SCHEME)).toEqual({
      level: 'normal',
      reason: { en: 'Normal per b', pl: 'Standardowe według reguł: b' },
    });
    expect(combineOutcomes([risk('a', 'low'), result('b', {})], DEFAULT_SCHEME).level).toBe('low');
  });

  it('is low when every rule passed without pointing to a level', () => {
    const combined = combineOutcomes([result('a', {}), result('b', {})], DEFAULT_SCHEME);
    expect(combined).toEqual({
      level: 'low',
      reason: { en: 'No rule points to a level', pl: 'Żadna reguła nie wskazuje poziomu ryzyka' },
    });
  });

  it('cites rules by their names in each language when it has them', () => {
    const named: RuleResult = {
      ...risk('country_high_risk', 'high'),
      name: { en: 'High-risk countries', pl: 'Kraje wysokiego ryzyka' },
    };
    expect(combineOutcomes([named], DEFAULT_SCHEME).reason).toEqual({
      en: 'High per High-risk countries',
      pl: 'Wysokie według reguł: Kraje wysokiego ryzyka',
    });
  });

  it('validates schemes', () => {
    expect(CombinationSchemeSchema.parse(DEFAULT_SCHEME)).toEqual(DEFAULT_SCHEME);
    expect(
      CombinationSchemeSchema.safeParse({ ...DEFAULT_SCHEME, normals_make_high: 0 }).success,
    ).toBe(false);
    expect(CombinationSchemeSchema.safeParse({ ...DEFAULT_SCHEME, extra: 1 }).success).toBe(false);
  });
});
