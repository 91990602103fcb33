import { describe, expect, it } from 'vitest';
import { pkdPaymentInstitution } from './pkd-payment-institution.js';
import { buildCompany, buildContext, evaluateDefaults } from './test-facts.js';

describe('pkd_payment_institution', () => {
  it('asks for a KNF register check for a payment-services code', () => {
    const outcome = evaluateDefaults(
      pkdPaymentInstitution,
      buildCompany({ industries: ['66.19.Z'] }),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(outcome.explanation.en).toContain('check the KNF register of payment services');
    expect(outcome.explanation.pl).toContain('sprawdź rejestr usług płatniczych KNF');
  });

  it('passes a currency exchange, which is not a payment service', () => {
    expect(
      evaluateDefaults(pkdPaymentInstitution, buildCompany({ industries: ['66.12.Z'] })).status,
    ).toBe('passed');
  });

  it('leaves missing industries to pkd_high_risk', () => {
    expect(
      evaluateDefaults(pkdPaymentInstitution, buildCompany({ industries: [] })).missing,
    ).toEqual([]);
  });

  it('uses the configured level', () => {
    const party = buildCompany({ industries: ['64.19.Z'] });
    expect(pkdPaymentInstitution.evaluate(party, { risk: 'normal' }, buildContext()).risk).toBe(
      'normal',
    );
  });
});
