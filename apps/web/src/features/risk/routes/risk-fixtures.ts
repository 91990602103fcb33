import type { RiskAssessment, RuleResult } from '@aml/shared';

/** Risk assessments as the API answers them, for the tests of the risk screens. */
export const PARTY_CODE = 'party00000007';
export const RECORD_CODE = 'rass00000001';

const result = (n: number, extra: Partial<RuleResult>): RuleResult => ({
  code: `rres${String(n).padStart(8, '0')}`,
  rule_code: `rule${String(n).padStart(8, '0')}`,
  kind: 'default_party_status',
  status: 'passed',
  risk: null,
  explanation: { en: `Rule ${n} passed.`, pl: `Reguła ${n} spełniona.` },
  missing: [],
  rejected: null,
  ...extra,
});

export function buildAssessment(extra: Partial<RiskAssessment> = {}): RiskAssessment {
  return {
    code: RECORD_CODE,
    party: { code: PARTY_CODE, display_name: 'Galeria Sztuki Zażółć Sp. z o.o.' },
    transaction: null,
    level: 'high',
    computed_level: 'high',
    reason: {
      en: 'High: country_high_risk points to high.',
      pl: 'Wysokie: reguła country_high_risk wskazuje wysokie ryzyko.',
    },
    override: null,
    rule_set: { code: 'rset00000001', name: 'Default rule set', version: 3 },
    results: [
      result(1, {
        kind: 'default_party_status',
        status: 'passed',
        risk: 'low',
        explanation: { en: 'Default level: low.', pl: 'Poziom domyślny: niskie.' },
      }),
      result(2, {
        kind: 'pkd_high_risk',
        status: 'missing_data',
        explanation: { en: 'No industries given.', pl: 'Nie podano branż.' },
        missing: ['industries', 'beneficiaries[0].pep', 'business_address.country'],
      }),
      result(3, {
        kind: 'country_high_risk',
        status: 'risk_found',
        risk: 'high',
        explanation: {
          en: 'Beneficiary Jan Mwangi: citizenship KE is on the EU list of high-risk third countries.',
          pl: 'Beneficjent Jan Mwangi: obywatelstwo KE jest na unijnej liście państw trzecich wysokiego ryzyka.',
        },
      }),
    ],
    created_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export const OVERRIDE: RiskAssessment['override'] = {
  level: 'normal',
  reason: 'The owner has lived in Poland since 2010; checked his documents.',
  by: 'anna@kantor.pl',
  at: '2026-11-21T09:30:00.000Z',
};

export const TRANSACTION_CODE = 'trans00000042';
export const TRANSACTION_RECORD_CODE = 'rass00000042';

/** An assessment of a transaction: the single-transaction limit crossed, one party missing. */
export function buildTransactionAssessment(extra: Partial<RiskAssessment> = {}): RiskAssessment {
  return buildAssessment({
    code: TRANSACTION_RECORD_CODE,
    party: null,
    transaction: { code: TRANSACTION_CODE, label: '70000 PLN, 2026-11-20' },
    level: 'normal',
    computed_level: 'normal',
    reason: {
      en: 'Normal: Single transaction limit points to normal.',
      pl: 'Standardowe: reguła Limit pojedynczej transakcji wskazuje ryzyko standardowe.',
    },
    results: [
      result(11, {
        kind: 'default_transaction_status',
        status: 'passed',
        risk: 'low',
        explanation: {
          en: 'Every transaction starts at the low level',
          pl: 'Poziom wyjściowy każdej transakcji: niskie',
        },
      }),
      result(12, {
        kind: 'single_transaction_limit',
        status: 'risk_found',
        risk: 'normal',
        explanation: {
          en: '16,000.00 EUR is above the 15,000.00 EUR threshold of Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1); to be reported to GIIF within 7 days',
          pl: '16 000,00 EUR przekracza próg 15 000,00 EUR – Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1); transakcja do zgłoszenia do GIIF w terminie 7 dni',
        },
      }),
      result(13, {
        kind: 'transaction_order_country',
        status: 'missing_data',
        explanation: {
          en: 'No country of order is recorded',
          pl: 'Nie podano kraju zlecenia',
        },
        missing: ['country_of_order'],
      }),
    ],
    ...extra,
  });
}
