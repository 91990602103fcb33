import { describe, expect, it } from 'vitest';
import { pkdHighRisk } from './pkd-high-risk.js';
import { buildCompany, buildIndividual, evaluateDefaults } from './test-facts.js';

describe('pkd_high_risk', () => {
  it('flags a high-risk industry, naming code, theme and list', () => {
    const outcome = evaluateDefaults(
      pkdHighRisk,
      buildCompany({ industries: ['47.11.Z', '66.12.Z'] }),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(outcome.explanation.en).toMatch(
      /^Industry 66\.12\.Z \(currency exchange \(kantor\), brokerage \(PKD 2007; PKD 2025\)\) is on the PKD codes of higher ML\/TF risk/,
    );
  });

  it('matches PKD 2025 codes too', () => {
    expect(evaluateDefaults(pkdHighRisk, buildCompany({ industries: ['47.79.C'] })).risk).toBe(
      'high',
    );
  });

  it('passes other industries', () => {
    expect(evaluateDefaults(pkdHighRisk, buildCompany({ industries: ['47.11.Z'] })).status).toBe(
      'passed',
    );
  });

  it('needs the industries of a business but not of an individual', () => {
    expect(evaluateDefaults(pkdHighRisk, buildCompany({ industries: [] }))).toMatchObject({
      status: 'missing_data',
      missing: ['industries'],
    });
    expect(evaluateDefaults(pkdHighRisk, buildIndividual())).toMatchObject({
      status: 'passed',
      missing: [],
    });
  });
});
