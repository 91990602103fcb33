import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS } from '../../reference-data/index.js';
import { countryCorrupt } from './country-corrupt.js';
import { buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

/** Made-up scores at the band edges of the defaults (below 30 high, below 50 normal). */
const edgeScores = buildContext({
  lists: {
    ...REFERENCE_LISTS,
    cpi_scores: {
      ...REFERENCE_LISTS.cpi_scores,
      entries: [
        { code: 'GR', score: 29 },
        { code: 'HU', score: 30 },
        { code: 'RO', score: 49 },
        { code: 'IT', score: 50 },
      ],
    },
  },
});
const citizenOf = (country: string) =>
  buildIndividual({ citizenships: [country], birth_country: null, residence_countries: [] });

describe('country_corrupt', () => {
  it('puts a score exactly at a threshold in the band above it', () => {
    expect(evaluateDefaults(countryCorrupt, citizenOf('GR'), edgeScores).risk).toBe('high');
    expect(evaluateDefaults(countryCorrupt, citizenOf('HU'), edgeScores).risk).toBe('normal');
    expect(evaluateDefaults(countryCorrupt, citizenOf('RO'), edgeScores).risk).toBe('normal');
    expect(evaluateDefaults(countryCorrupt, citizenOf('IT'), edgeScores)).toMatchObject({
      status: 'passed',
      risk: null,
    });
  });

  it('names the person, the score, the threshold and the index', () => {
    const outcome = evaluateDefaults(countryCorrupt, citizenOf('VE'));
    expect(outcome.risk).toBe('high');
    expect(outcome.explanation.en).toBe(
      'Party Anna Kowalska: citizenship VE scores 10, below 30, in the Transparency International Corruption Perceptions Index (CPI 2025, as of 2026-02-10)',
    );
  });

  it('cannot assess a country the index does not score, rather than passing it', () => {
    const outcome = evaluateDefaults(
      countryCorrupt,
      buildIndividual({ citizenships: ['PL', 'DK'] }),
    );
    expect(outcome).toMatchObject({ status: 'cannot_be_processed', risk: null });
    expect(outcome.explanation.en).toBe(
      "Cannot assess PL: no score in the Transparency International Corruption Perceptions Index (CPI 2025, as of 2026-02-10); import the index's current table. Scored: DK 89",
    );
    expect(outcome.explanation.pl).toContain('Nie można ocenić: PL');
    // Every country scored and none below a threshold: a pass.
    expect(evaluateDefaults(countryCorrupt, citizenOf('DK')).status).toBe('passed');
  });

  it('still finds a low score beside a country without one, and names the latter', () => {
    const outcome = evaluateDefaults(
      countryCorrupt,
      buildIndividual({ citizenships: ['PL', 'VE'] }),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
  });

  it('takes a single configured threshold', () => {
    const config = countryCorrupt.config.parse({ bands: [{ below: 40, risk: 'high' }] });
    const context = edgeScores;
    expect(countryCorrupt.evaluate(citizenOf('HU'), config, context).risk).toBe('high');
    expect(countryCorrupt.evaluate(citizenOf('RO'), config, context).status).toBe('passed');
  });

  it('reports missing citizenship', () => {
    expect(evaluateDefaults(countryCorrupt, buildIndividual({ citizenships: [] })).missing).toEqual(
      ['citizenships'],
    );
  });
});
