import { describe, expect, it } from 'vitest';
import { defaultPartyStatus } from './default-party-status.js';
import { buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

describe('default_party_status', () => {
  it('starts every party at low', () => {
    expect(evaluateDefaults(defaultPartyStatus, buildIndividual())).toEqual({
      status: 'passed',
      risk: 'low',
      explanation: {
        en: 'Every party starts at the low level',
        pl: 'Poziom wyjściowy każdego podmiotu: niskie',
      },
      missing: [],
    });
  });

  it('points to the configured level', () => {
    const outcome = defaultPartyStatus.evaluate(
      buildIndividual(),
      { risk: 'normal' },
      buildContext(),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(defaultPartyStatus.config.safeParse({ risk: 'medium' }).success).toBe(false);
  });
});
