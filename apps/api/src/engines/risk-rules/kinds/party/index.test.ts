import { describe, expect, it } from 'vitest';
import { combineOutcomes, DEFAULT_SCHEME } from '../../combine.js';
import { PARTY_RULE_KINDS } from './index.js';
import { buildCompany, buildContext, buildIndividual } from './test-facts.js';

const kinds = Object.values(PARTY_RULE_KINDS);

describe('PARTY_RULE_KINDS', () => {
  it('holds the 15 kinds under their snake_case ids', () => {
    expect(Object.keys(PARTY_RULE_KINDS)).toHaveLength(15);
    for (const [id, kind] of Object.entries(PARTY_RULE_KINDS)) {
      expect(kind.kind).toBe(id);
      expect(id).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
      expect(kind.name.en).not.toBe('');
      expect(kind.name.pl).not.toBe('');
    }
  });

  it.each(kinds.map((kind) => [kind.kind, kind] as const))(
    '%s: its defaults pass its schema',
    (_id, kind) => {
      expect(kind.config.parse(kind.defaults)).toEqual(kind.defaults);
    },
  );

  it('assesses a complete Polish individual as low, naming the rule that could not run', () => {
    const context = buildContext();
    const results = kinds.map((kind) => ({
      kind: kind.kind,
      outcome: kind.evaluate(buildIndividual(), kind.config.parse(kind.defaults), context),
    }));
    expect(results.flatMap((result) => result.outcome.missing)).toEqual([]);
    expect(combineOutcomes(results, DEFAULT_SCHEME)).toEqual({
      level: 'low',
      reason: {
        en: 'Low per default_party_status; not processed: country_corrupt, maxmind_party_check',
        pl: 'Niskie według reguł: default_party_status; nieprzetworzone: country_corrupt, maxmind_party_check',
      },
    });
  });

  it('assesses a kantor owned by a citizen of a high-risk country as non-acceptable', () => {
    const context = buildContext();
    const company = buildCompany({ industries: ['66.12.Z'] });
    company.beneficiaries[0]!.citizenships = ['KP'];
    const results = kinds.map((kind) => ({
      kind: kind.kind,
      outcome: kind.evaluate(company, kind.config.parse(kind.defaults), context),
    }));
    const combined = combineOutcomes(results, DEFAULT_SCHEME);
    expect(combined.level).toBe('non_acceptable');
    expect(combined.reason.en).toBe('Non-acceptable per country_high_risk');
  });
});
