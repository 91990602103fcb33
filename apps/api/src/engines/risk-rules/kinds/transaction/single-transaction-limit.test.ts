import { describe, expect, it } from 'vitest';
import type { TransactionFacts } from '../../rule-kind.js';
import { singleTransactionLimit } from './single-transaction-limit.js';
import type { SingleTransactionLimitConfig } from './single-transaction-limit.js';
import { buildContext, buildTransaction, evaluateDefaults } from './test-facts.js';

const NBSP = '\u00a0';
const CDD_15000 = 'CDD: occasional transaction (art. 35 ust. 1 pkt 2 lit. a)';
const CASH_REPORT = 'Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)';
const TRANSFER_REPORT = 'Report to GIIF: transfer of funds (art. 72 ust. 1 pkt 2)';
const FX_REPORT = 'Report to GIIF: purchase or sale of foreign currency (art. 72 ust. 3)';
const INSTITUTION_NOT_SET =
  'the kind of institution is not set in the company data: limits for every kind apply';

const evaluate = (overrides: Partial<TransactionFacts>) =>
  evaluateDefaults(singleTransactionLimit, buildTransaction(overrides));

/** A payment institution's cash transaction: the 15,000 EUR CDD and the cash report apply. */
const cashAtPaymentInstitution = (amount_eur: string) =>
  evaluate({
    amount_eur,
    type: 'other',
    payment_method: 'cash',
    institution_type: 'payment_institution',
  });

/** An accounting office's card payment: only the 15,000 EUR CDD limit applies. */
const cardAtAccountingOffice = (amount_eur: string) =>
  evaluate({
    amount_eur,
    type: 'other',
    payment_method: 'card',
    institution_type: 'accounting_office',
  });

describe('single_transaction_limit', () => {
  describe('an "at or above" due-diligence limit', () => {
    it('passes 14,999.99 EUR, naming the lowest limit', () => {
      expect(cardAtAccountingOffice('14999.99')).toEqual({
        status: 'passed',
        risk: null,
        explanation: {
          en: '14,999.99 EUR is below every limit that applies (lowest 15,000.00 EUR)',
          pl: `14${NBSP}999,99 EUR nie osiąga żadnego progu, który ma zastosowanie (najniższy 15${NBSP}000,00 EUR)`,
        },
        missing: [],
      });
    });

    it('finds exactly 15,000.00 EUR, without a report', () => {
      expect(cardAtAccountingOffice('15000.00')).toEqual({
        status: 'risk_found',
        risk: 'normal',
        explanation: {
          en: `15,000.00 EUR is at or above the 15,000.00 EUR threshold of ${CDD_15000}`,
          pl: `15${NBSP}000,00 EUR osiąga lub przekracza próg 15${NBSP}000,00 EUR – Środki bezpieczeństwa finansowego: transakcja okazjonalna (art. 35 ust. 1 pkt 2 lit. a)`,
        },
        missing: [],
      });
    });

    it('finds 15,000.01 EUR', () => {
      const outcome = cardAtAccountingOffice('15000.01');
      expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
      expect(outcome.giif_report).toBeUndefined();
    });
  });

  describe('an "above" reporting limit', () => {
    it('passes 14,999.99 EUR', () => {
      expect(cashAtPaymentInstitution('14999.99')).toMatchObject({ status: 'passed', risk: null });
    });

    it('does not report exactly 15,000.00 EUR, though due diligence applies', () => {
      const outcome = cashAtPaymentInstitution('15000.00');
      expect(outcome).toMatchObject({ status: 'risk_found', risk: 'normal' });
      expect(outcome.explanation.en).toBe(
        `15,000.00 EUR is at or above the 15,000.00 EUR threshold of ${CDD_15000}`,
      );
      expect(outcome.giif_report).toBeUndefined();
    });

    it('reports 15,000.01 EUR', () => {
      const outcome = cashAtPaymentInstitution('15000.01');
      expect(outcome.giif_report).toEqual({
        en: `15,000.01 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}`,
        pl: `15${NBSP}000,01 EUR przekracza próg 15${NBSP}000,00 EUR – Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1)`,
      });
    });

    it('explains a reportable cash transaction of 16,000.00 EUR in both languages', () => {
      expect(cashAtPaymentInstitution('16000.00')).toEqual({
        status: 'risk_found',
        risk: 'normal',
        explanation: {
          en: `16,000.00 EUR is at or above the 15,000.00 EUR threshold of ${CDD_15000}; 16,000.00 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}; to be reported to GIIF within 7 days`,
          pl: `16${NBSP}000,00 EUR osiąga lub przekracza próg 15${NBSP}000,00 EUR – Środki bezpieczeństwa finansowego: transakcja okazjonalna (art. 35 ust. 1 pkt 2 lit. a); 16${NBSP}000,00 EUR przekracza próg 15${NBSP}000,00 EUR – Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1); transakcja do zgłoszenia do GIIF w terminie 7 dni`,
        },
        missing: [],
        giif_report: {
          en: `16,000.00 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}`,
          pl: `16${NBSP}000,00 EUR przekracza próg 15${NBSP}000,00 EUR – Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1)`,
        },
      });
    });

    it('reports a kantor purchase of foreign currency above 15,000 EUR, not its cash', () => {
      const outcome = evaluate({
        amount_eur: '15000.01',
        type: 'buyer',
        payment_method: 'cash',
        institution_type: 'currency_exchange',
      });
      expect(outcome.giif_report?.en).toBe(
        `15,000.01 EUR is above the 15,000.00 EUR threshold of ${FX_REPORT}`,
      );
      expect(outcome.explanation.en).not.toContain(CASH_REPORT);
      const atThreshold = evaluate({
        amount_eur: '15000.00',
        type: 'seller_fiat',
        institution_type: 'currency_exchange',
      });
      expect(atThreshold.giif_report).toBeUndefined();
    });

    it('reports a payment institution transfer above 15,000 EUR', () => {
      const outcome = evaluate({
        amount_eur: '20000.00',
        type: 'transfer',
        institution_type: 'payment_institution',
      });
      expect(outcome.giif_report?.en).toBe(
        `20,000.00 EUR is above the 15,000.00 EUR threshold of ${TRANSFER_REPORT}`,
      );
    });
  });

  it('finds a transfer of funds above 1,000 EUR at a payment institution, not at 1,000.00', () => {
    const transfer = (amount_eur: string) =>
      evaluate({ amount_eur, type: 'transfer', institution_type: 'small_payment_institution' });
    expect(transfer('1000.00')).toEqual({
      status: 'passed',
      risk: null,
      explanation: {
        en: '1,000.00 EUR is not above the 1,000.00 EUR threshold of CDD: occasional transfer of funds (art. 35 ust. 1 pkt 2 lit. b)',
        pl: `1${NBSP}000,00 EUR nie przekracza progu 1${NBSP}000,00 EUR – Środki bezpieczeństwa finansowego: okazjonalny transfer środków (art. 35 ust. 1 pkt 2 lit. b)`,
      },
      missing: [],
    });
    expect(transfer('1000.01')).toMatchObject({ status: 'risk_found', risk: 'normal' });
  });

  it('finds a virtual-currency transaction of 1,000 EUR or more', () => {
    const crypto = (amount_eur: string) =>
      evaluate({
        amount_eur,
        type: 'buyer_crypto',
        payment_method: 'crypto',
        institution_type: 'virtual_currency_provider',
      });
    expect(crypto('999.99').status).toBe('passed');
    expect(crypto('1000.00')).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(crypto('1000.00').explanation.en).toBe(
      '1,000.00 EUR is at or above the 1,000.00 EUR threshold of CDD: occasional transaction in virtual currency (art. 35 ust. 1 pkt 2 lit. c)',
    );
  });

  it('finds 10,000 EUR in cash at a cash trader and at an art dealer, not at a kantor', () => {
    const cash = (
      institution_type: TransactionFacts['institution_type'],
      amount_eur = '10000.00',
    ) => evaluate({ amount_eur, type: 'other', payment_method: 'cash', institution_type });
    expect(cash('cash_payments_trader').explanation.en).toBe(
      '10,000.00 EUR is at or above the 10,000.00 EUR threshold of CDD: cash payment to a trader (art. 2 ust. 1 pkt 21–22, art. 35)',
    );
    expect(cash('cash_payments_trader', '9999.99').status).toBe('passed');
    expect(cash('art_antiques_trader')).toMatchObject({ status: 'risk_found', risk: 'normal' });
    expect(cash('currency_exchange').explanation.en).toBe(
      '10,000.00 EUR is below every limit that applies (lowest 15,000.00 EUR)',
    );
    // Art and antiques count whatever the payment method; traders only for cash.
    const transfer = (institution_type: TransactionFacts['institution_type']) =>
      evaluate({
        amount_eur: '10000.00',
        type: 'other',
        payment_method: 'transfer',
        institution_type,
      });
    expect(transfer('art_antiques_trader').status).toBe('risk_found');
    expect(transfer('cash_payments_trader').status).toBe('passed');
  });

  it('applies the limits of every kind of institution while the kind is not set, and says so', () => {
    const outcome = evaluate({
      amount_eur: '16000.00',
      type: 'transfer',
      payment_method: 'cash',
      institution_type: null,
    });
    expect(outcome.status).toBe('risk_found');
    const found = outcome.explanation.en.split('; ').filter((part) => part.startsWith('16,000'));
    expect(found).toEqual([
      `16,000.00 EUR is at or above the 15,000.00 EUR threshold of ${CDD_15000}`,
      '16,000.00 EUR is above the 1,000.00 EUR threshold of CDD: occasional transfer of funds (art. 35 ust. 1 pkt 2 lit. b)',
      '16,000.00 EUR is at or above the 10,000.00 EUR threshold of CDD: cash payment to a trader (art. 2 ust. 1 pkt 21–22, art. 35)',
      '16,000.00 EUR is at or above the 10,000.00 EUR threshold of CDD: art or antiques (art. 2 ust. 1 pkt 23–24a, art. 35)',
      `16,000.00 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}`,
      `16,000.00 EUR is above the 15,000.00 EUR threshold of ${TRANSFER_REPORT}`,
    ]);
    expect(outcome.explanation.en.endsWith(`; ${INSTITUTION_NOT_SET}`)).toBe(true);
    expect(outcome.explanation.pl).toContain(
      'w danych firmy nie podano rodzaju instytucji obowiązanej',
    );
    expect(outcome.giif_report?.en).toBe(
      `16,000.00 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}; 16,000.00 EUR is above the 15,000.00 EUR threshold of ${TRANSFER_REPORT}`,
    );
    // A kantor's purchase of currency is reported too when the kind is unknown.
    const purchase = evaluate({ amount_eur: '15000.01', type: 'buyer', institution_type: null });
    expect(purchase.giif_report?.en).toContain(FX_REPORT);

    const small = evaluate({ amount_eur: '500.00', type: 'transfer', institution_type: null });
    expect(small.explanation.en).toBe(
      `500.00 EUR is below every limit that applies (lowest 1,000.00 EUR); ${INSTITUTION_NOT_SET}`,
    );
  });

  it('asks for the payment method when only it decides whether a crossed limit applies', () => {
    const outcome = evaluate({
      amount_eur: '16000.00',
      type: 'other',
      payment_method: null,
      institution_type: 'payment_institution',
    });
    expect(outcome).toMatchObject({
      status: 'risk_found',
      risk: 'normal',
      missing: ['payment_method'],
    });
    expect(outcome.explanation.en).toBe(
      `16,000.00 EUR is at or above the 15,000.00 EUR threshold of ${CDD_15000}; The payment method is not recorded: 16,000.00 EUR is above the 15,000.00 EUR threshold of ${CASH_REPORT}, which applies to payment by cash`,
    );
    expect(outcome.giif_report).toBeUndefined();
    // Below every limit, the method does not matter.
    expect(
      evaluate({
        amount_eur: '500.00',
        payment_method: null,
        institution_type: 'payment_institution',
      }),
    ).toMatchObject({ status: 'passed', missing: [] });
    // A cash trader's only crossed limit depends on the method: missing data.
    expect(
      evaluate({
        amount_eur: '12000.00',
        type: 'other',
        payment_method: null,
        institution_type: 'cash_payments_trader',
      }),
    ).toMatchObject({ status: 'missing_data', risk: null, missing: ['payment_method'] });
  });

  it('says when no limit applies', () => {
    const config: SingleTransactionLimitConfig = {
      limits: [{ ...singleTransactionLimit.defaults.limits[1]! }],
    };
    const outcome = singleTransactionLimit.evaluate(
      buildTransaction({ type: 'buyer', amount_eur: '50000.00' }),
      config,
      buildContext(),
    );
    expect(outcome.explanation).toEqual({
      en: 'No limit applies to this transaction',
      pl: 'Do tej transakcji nie ma zastosowania żaden próg',
    });
  });

  it('points to the configured level of a limit', () => {
    const config: SingleTransactionLimitConfig = {
      limits: [
        {
          ...singleTransactionLimit.defaults.limits[0]!,
          threshold_eur: '5000',
          risk: 'high',
        },
      ],
    };
    const outcome = singleTransactionLimit.evaluate(
      buildTransaction({ amount_eur: '5000.00' }),
      singleTransactionLimit.config.parse(config),
      buildContext(),
    );
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(outcome.explanation.en).toContain('at or above the 5,000.00 EUR threshold');
  });

  it('cannot be processed while the EUR value is pending', () => {
    expect(evaluate({ amount_eur: null })).toEqual({
      status: 'cannot_be_processed',
      risk: null,
      explanation: {
        en: 'The EUR value is pending: the NBP rate of 2026-03-07 is not known yet',
        pl: 'Wartość w EUR oczekuje: kurs NBP z dnia 2026-03-07 nie jest jeszcze znany',
      },
      missing: [],
    });
  });

  it('checks its configuration', () => {
    const limit = singleTransactionLimit.defaults.limits[0]!;
    const parse = (limits: unknown) => singleTransactionLimit.config.safeParse({ limits });
    expect(parse([]).success).toBe(false);
    const wrongThreshold = parse([{ ...limit, threshold_eur: '0.00' }]);
    expect(wrongThreshold.error?.issues[0]).toMatchObject({
      path: ['limits', 0, 'threshold_eur'],
      message: 'amount_invalid',
    });
    expect(parse([{ ...limit, threshold_eur: '15000.001' }]).success).toBe(false);
    expect(parse([{ ...limit, comparison: 'below' }]).success).toBe(false);
    expect(parse([{ ...limit, payment_methods: ['cheque'] }]).success).toBe(false);
    expect(parse([{ ...limit, label: { en: ' ', pl: 'x' } }]).error?.issues[0]?.message).toBe(
      'required',
    );
    expect(parse([{ ...limit, extra: true }]).success).toBe(false);
  });
});
