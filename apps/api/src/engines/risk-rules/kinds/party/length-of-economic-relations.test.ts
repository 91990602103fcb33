import { describe, expect, it } from 'vitest';
import { lengthOfEconomicRelations } from './length-of-economic-relations.js';
import { buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

// Today is 2026-06-15 in Warsaw (test-facts NOW); the default period is 12 months.
describe('length_of_economic_relations', () => {
  it('passes a relationship of exactly 12 months', () => {
    const outcome = evaluateDefaults(
      lengthOfEconomicRelations,
      buildIndividual({ relation_start: '2025-06-15' }),
    );
    expect(outcome).toMatchObject({ status: 'passed', risk: null });
    expect(outcome.explanation.en).toBe(
      'The business relationship started on 2025-06-15, at least 12 months before 2026-06-15',
    );
  });

  it('points to normal a day short of 12 months', () => {
    const outcome = evaluateDefaults(
      lengthOfEconomicRelations,
      buildIndividual({ relation_start: '2025-06-16' }),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(outcome.explanation.pl).toBe(
      'Stosunki gospodarcze trwają od 2025-06-16, krócej niż 12 mies. przed 2026-06-15',
    );
  });

  it('counts days in Warsaw time', () => {
    // 22:30 UTC on 14 June is already 15 June in Warsaw.
    const context = buildContext({ now: new Date('2026-06-14T22:30:00Z') });
    expect(
      evaluateDefaults(
        lengthOfEconomicRelations,
        buildIndividual({ relation_start: '2025-06-15' }),
        context,
      ).status,
    ).toBe('passed');
  });

  it('reports an unknown start as missing data', () => {
    expect(
      evaluateDefaults(lengthOfEconomicRelations, buildIndividual({ relation_start: null })),
    ).toMatchObject({
      status: 'missing_data',
      missing: ['relation_start'],
    });
  });

  it('does not ask occasional customers for a relationship', () => {
    const occasional = buildIndividual({ status: 'occasional', relation_start: null });
    expect(evaluateDefaults(lengthOfEconomicRelations, occasional)).toMatchObject({
      status: 'passed',
      missing: [],
    });
  });

  it('uses the configured period and level', () => {
    const config = { months: 6, risk: 'high' as const };
    const party = buildIndividual({ relation_start: '2025-12-16' });
    expect(lengthOfEconomicRelations.evaluate(party, config, buildContext()).risk).toBe('high');
    expect(lengthOfEconomicRelations.config.safeParse({ months: 0, risk: 'high' }).success).toBe(
      false,
    );
  });
});
