import { describe, expect, it } from 'vitest';
import type { TransactionPartyFacts } from '../../rule-kind.js';
import { transactionRiskFromParties } from './transaction-risk-from-parties.js';
import {
  buildContext,
  buildTransaction,
  buildTransactionParty,
  evaluateDefaults,
} from './test-facts.js';

const ANNA = { code: 'PARTY-0002', display_name: 'Anna Kowalska', role: 'beneficiary' } as const;

const withParties = (...parties: Array<Partial<TransactionPartyFacts>>) =>
  buildTransaction({ parties: parties.map((party) => buildTransactionParty(party)) });

describe('transaction_risk_from_parties', () => {
  it('passes at low when every party is low', () => {
    expect(
      evaluateDefaults(transactionRiskFromParties, withParties({ risk_level: 'low' })),
    ).toEqual({
      status: 'passed',
      risk: 'low',
      explanation: {
        en: 'Ordering party Jan Nowak: low risk',
        pl: 'Zleceniodawca Jan Nowak: ryzyko niskie',
      },
      missing: [],
    });
  });

  it('takes the highest level of its parties, naming each', () => {
    const outcome = evaluateDefaults(
      transactionRiskFromParties,
      withParties({ risk_level: 'normal' }, { ...ANNA, risk_level: 'high' }),
    );
    expect(outcome).toEqual({
      status: 'risk_found',
      risk: 'high',
      explanation: {
        en: 'Ordering party Jan Nowak: normal risk; Beneficiary Anna Kowalska: high risk',
        pl: 'Zleceniodawca Jan Nowak: ryzyko standardowe; Beneficjent Anna Kowalska: ryzyko wysokie',
      },
      missing: [],
    });
    expect(
      evaluateDefaults(
        transactionRiskFromParties,
        withParties({ risk_level: 'non_acceptable' }, { ...ANNA, risk_level: 'low' }),
      ).risk,
    ).toBe('non_acceptable');
  });

  it('counts a party whose verification is required at the configured level', () => {
    const transaction = withParties({ risk_level: 'user_verification_required' });
    const outcome = evaluateDefaults(transactionRiskFromParties, transaction);
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(outcome.explanation.en).toBe(
      'Ordering party Jan Nowak: verification required, counted as normal',
    );
    const ignored = transactionRiskFromParties.evaluate(
      transaction,
      { user_verification_required_risk: null },
      buildContext(),
    );
    expect(ignored).toMatchObject({ status: 'passed', risk: null });
    expect(ignored.explanation.en).toBe(
      'Ordering party Jan Nowak: verification required, not counted',
    );
  });

  it('names parties without a level and gives them none', () => {
    const outcome = evaluateDefaults(
      transactionRiskFromParties,
      withParties(
        { risk_level: 'pending' },
        { ...ANNA, risk_level: 'error' },
        {
          code: 'PARTY-0003',
          display_name: 'Ewa Wiśniewska',
          role: 'seller',
          risk_level: 'cannot_be_processed',
        },
      ),
    );
    expect(outcome).toMatchObject({ status: 'passed', risk: null });
    expect(outcome.explanation.en).toBe(
      'Ordering party Jan Nowak: not assessed yet; Beneficiary Anna Kowalska: its assessment failed; Seller Ewa Wiśniewska: its assessment could not be processed',
    );
    const withHigh = evaluateDefaults(
      transactionRiskFromParties,
      withParties({ risk_level: 'pending' }, { ...ANNA, risk_level: 'high' }),
    );
    expect(withHigh.risk).toBe('high');
    expect(withHigh.explanation.en).toBe(
      'Beneficiary Anna Kowalska: high risk; Ordering party Jan Nowak: not assessed yet',
    );
  });

  it('names a party listed in two roles once', () => {
    const outcome = evaluateDefaults(
      transactionRiskFromParties,
      withParties({ risk_level: 'high' }, { role: 'buyer', risk_level: 'high' }),
    );
    expect(outcome.explanation.en).toBe('Ordering party Jan Nowak: high risk');
  });

  it('asks for the parties of a transaction without any (art. 34)', () => {
    expect(evaluateDefaults(transactionRiskFromParties, buildTransaction({ parties: [] }))).toEqual(
      {
        status: 'missing_data',
        risk: null,
        explanation: {
          en: 'The transaction has no parties: the customer must be identified (art. 34)',
          pl: 'Transakcja nie ma stron: klienta trzeba zidentyfikować (art. 34)',
        },
        missing: ['parties'],
      },
    );
  });

  it('checks its configuration', () => {
    const parse = (value: unknown) =>
      transactionRiskFromParties.config.safeParse({ user_verification_required_risk: value })
        .success;
    expect(parse('high')).toBe(true);
    expect(parse(null)).toBe(true);
    expect(parse('pending')).toBe(false);
  });
});
