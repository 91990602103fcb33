import { describe, expect, it } from 'vitest';
import { internalRiskList } from './internal-risk-list.js';
import { buildIndividual, evaluateDefaults } from './test-facts.js';

describe('internal_risk_list', () => {
  it('points to high for a party on the internal list', () => {
    expect(
      evaluateDefaults(internalRiskList, buildIndividual({ on_internal_risk_list: true })),
    ).toMatchObject({
      status: 'risk_found',
      risk: 'high',
    });
  });

  it('passes other parties', () => {
    expect(evaluateDefaults(internalRiskList, buildIndividual())).toMatchObject({
      status: 'passed',
      risk: null,
    });
  });
});
