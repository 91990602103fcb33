import { describe, expect, it } from 'vitest';
import { defaultTransactionStatus } from './default-transaction-status.js';
import { buildContext, buildTransaction, evaluateDefaults } from './test-facts.js';

describe('default_transaction_status', () => {
  it('starts every transaction at low', () => {
    expect(evaluateDefaults(defaultTransactionStatus, buildTransaction())).toEqual({
      status: 'passed',
      risk: 'low',
      explanation: {
        en: 'Every transaction starts at the low level',
        pl: 'Poziom wyjściowy każdej transakcji: niskie',
      },
      missing: [],
    });
  });

  it('points to the configured level, even while the EUR value is pending', () => {
    const outcome = defaultTransactionStatus.evaluate(
      buildTransaction({ amount_eur: null }),
      { risk: 'normal' },
      buildContext(),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(defaultTransactionStatus.config.safeParse({ risk: 'medium' }).success).toBe(false);
    expect(defaultTransactionStatus.reads).toEqual([]);
  });
});
