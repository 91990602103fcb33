import {
  INSTITUTION_TYPES,
  type Backtest,
  type Rule,
  type RuleSetDetail,
  type RuleSetList,
  type RuleSetSummary,
} from '@aml/shared';

/** Rule sets as the API answers them, for the tests of the rule-set pages. */
export const ruleSetCode = (n: number) => `rset${String(n).padStart(8, '0')}`;

export function buildSummary(n: number, extra: Partial<RuleSetSummary> = {}): RuleSetSummary {
  return {
    code: ruleSetCode(n),
    name: `Rule set ${n}`,
    active: false,
    version: 3,
    rule_count: 15,
    enabled_rules: 13,
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export const ageBands = {
  bands: [
    { from_age: null, to_age: 18, gender: null, risk: 'high' },
    { from_age: 18, to_age: 26, gender: null, risk: 'normal' },
    { from_age: 75, to_age: null, gender: null, risk: 'normal' },
  ],
};

export const rules: Rule[] = [
  {
    code: 'rule00000001',
    kind: 'pep',
    applies_to: 'party',
    name: { en: 'Politically exposed person', pl: 'Osoba zajmująca eksponowane stanowisko' },
    enabled: true,
    config: { risk: 'high' },
    reads: ['type', 'pep'],
  },
  {
    code: 'rule00000002',
    kind: 'individual_customer_profile',
    applies_to: 'party',
    name: { en: '', pl: '' },
    enabled: true,
    config: ageBands,
    reads: ['type', 'birth_date', 'gender'],
  },
  {
    code: 'rule00000003',
    kind: 'length_of_economic_relations',
    applies_to: 'party',
    name: { en: 'Length of the business relationship', pl: 'Długość stosunków gospodarczych' },
    enabled: false,
    config: { months: 12, risk: 'normal' },
    reads: ['status', 'relation_start'],
  },
];

/** Three of the eight default limits of the single-transaction rule. */
export const limits = {
  limits: [
    {
      label: {
        en: 'CDD: occasional transaction (art. 35 ust. 1 pkt 2 lit. a)',
        pl: 'Środki bezpieczeństwa finansowego: transakcja okazjonalna (art. 35 ust. 1 pkt 2 lit. a)',
      },
      threshold_eur: '15000.00',
      comparison: 'at_or_above',
      transaction_types: [],
      payment_methods: [],
      institution_types: [],
      risk: 'normal',
      report_to_giif: false,
    },
    {
      label: {
        en: 'CDD: occasional transfer of funds (art. 35 ust. 1 pkt 2 lit. b)',
        pl: 'Środki bezpieczeństwa finansowego: okazjonalny transfer środków (art. 35 ust. 1 pkt 2 lit. b)',
      },
      threshold_eur: '1000.00',
      comparison: 'above',
      transaction_types: ['transfer'],
      payment_methods: [],
      institution_types: ['payment_institution', 'small_payment_institution'],
      risk: 'normal',
      report_to_giif: false,
    },
    {
      label: {
        en: 'Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)',
        pl: 'Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1)',
      },
      threshold_eur: '15000.00',
      comparison: 'above',
      transaction_types: [],
      payment_methods: ['cash'],
      institution_types: INSTITUTION_TYPES.filter((type) => type !== 'currency_exchange'),
      risk: 'normal',
      report_to_giif: true,
    },
  ],
};

/** The seven transaction rule kinds with their default configurations. */
export const transactionRules: Rule[] = [
  {
    code: 'rule00000101',
    kind: 'default_transaction_status',
    applies_to: 'transaction',
    name: { en: 'Default transaction risk', pl: 'Domyślny poziom ryzyka transakcji' },
    enabled: true,
    config: { risk: 'low' },
    reads: [],
  },
  {
    code: 'rule00000102',
    kind: 'single_transaction_limit',
    applies_to: 'transaction',
    name: { en: 'Single transaction limit', pl: 'Limit pojedynczej transakcji' },
    enabled: true,
    config: limits,
    reads: ['amount_eur', 'type', 'payment_method', 'institution_type'],
  },
  {
    code: 'rule00000103',
    kind: 'multiple_transactions_limit',
    applies_to: 'transaction',
    name: { en: 'Linked transactions limit', pl: 'Limit transakcji powiązanych' },
    enabled: true,
    config: {
      window_days: 7,
      threshold_eur: '15000.00',
      comparison: 'at_or_above',
      min_transactions: 2,
      risk: 'high',
      report_to_giif: false,
    },
    reads: ['amount_eur', 'parties.history'],
  },
  {
    code: 'rule00000104',
    kind: 'average_transaction_deviation',
    applies_to: 'transaction',
    name: { en: 'Deviation from the average transaction', pl: 'Odchylenie od średniej transakcji' },
    enabled: false,
    config: { min_history: 5, multiple_of_average: 3, standard_deviations: null, risk: 'normal' },
    reads: ['amount_eur', 'parties.history'],
  },
  {
    code: 'rule00000105',
    kind: 'transaction_risk_from_parties',
    applies_to: 'transaction',
    name: { en: 'Risk of the parties', pl: 'Ryzyko stron transakcji' },
    enabled: true,
    config: { user_verification_required_risk: 'normal' },
    reads: ['parties', 'parties.risk_level'],
  },
  {
    code: 'rule00000106',
    kind: 'transaction_order_country',
    applies_to: 'transaction',
    name: { en: 'Country of order', pl: 'Kraj zlecenia transakcji' },
    enabled: true,
    config: {
      lists: [{ list: 'fatf_call_for_action', risk: 'non_acceptable' }],
      country_required: false,
    },
    reads: ['country_of_order'],
  },
  {
    code: 'rule00000107',
    kind: 'transaction_sanction_lists',
    applies_to: 'transaction',
    name: { en: 'Sanctions lists (transaction)', pl: 'Listy sankcyjne (transakcja)' },
    enabled: true,
    config: { confirmed_risk: 'non_acceptable', open_hit_risk: 'high' },
    reads: ['parties.sanctions', 'description_sanctions'],
  },
];

export function buildDetail(n: number, extra: Partial<RuleSetDetail> = {}): RuleSetDetail {
  return {
    ...buildSummary(n),
    shown_version: 3,
    rules: [...rules, ...transactionRules],
    risk_management: {
      missing_data_requires_verification: true,
      unprocessable_blocks: false,
      normals_make_high: 3,
    },
    lists: [
      {
        id: 'fatf_call_for_action',
        name: { en: 'FATF call for action', pl: 'FATF: wezwanie do działania' },
        source: 'FATF plenary, June 2026',
        source_url: 'https://www.fatf-gafi.org',
        as_of: '2026-06-19',
        entries: 3,
      },
    ],
    versions: [1, 2, 3].map((version) => ({
      version,
      created_at: `2026-11-${String(17 + version).padStart(2, '0')}T10:00:00.000Z`,
      created_by: 'anna@kantor.pl',
    })),
    editable: true,
    ...extra,
  };
}

export const fatfList: RuleSetList = {
  id: 'fatf_call_for_action',
  name: { en: 'FATF call for action', pl: 'FATF: wezwanie do działania' },
  source: 'FATF plenary, June 2026',
  source_url: 'https://www.fatf-gafi.org',
  as_of: '2026-06-19',
  entries: [
    { code: 'KP', label: 'North Korea' },
    { code: 'IR', label: 'Iran' },
    { code: 'MM', label: 'Myanmar' },
  ],
};

export const user = (role: 'admin' | 'all_viewer_member' = 'admin') => ({
  code: 'user00000001',
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles: ['user'],
  teams: [
    { code: 'team00000001', name: 'Kantor', type: 'organization', role, admin: role === 'admin' },
  ],
  currentTeamCodeContext: 'team00000001',
  newAlertsAmount: 0,
  newTasksAmount: 0,
});

export const backtestCode = (n: number) => `btst${String(n).padStart(8, '0')}`;

/** A back-test as GET /int/backtests/{code} answers it; done, with results, unless told. */
export function buildBacktest(n: number, extra: Partial<Backtest> = {}): Backtest {
  return {
    code: backtestCode(n),
    rule_set: { code: ruleSetCode(1), name: 'Kantor rules' },
    version: 3,
    booked_from: '2026-08-01',
    booked_to: '2026-10-31',
    status: 'done',
    processed: 1_000_000,
    total: 1_000_000,
    error: null,
    results: {
      transactions: 1_000_000,
      alerts: 1234,
      // Every level is a key (z.record over an enum is exhaustive in zod 4).
      levels: {
        pending: 0,
        low: 990_000,
        normal: 8766,
        high: 1200,
        non_acceptable: 34,
        error: 0,
        cannot_be_processed: 0,
        user_verification_required: 0,
      },
      rules: [
        {
          rule_code: 'rule00000103',
          kind: 'multiple_transactions_limit',
          name: { en: 'Linked transactions limit', pl: 'Limit transakcji powiązanych' },
          alerts: 1200,
          findings: 1200,
          giif_reports: 0,
          not_processed: 12,
          transactions: [
            {
              code: 'trans00000042',
              booked_at: '2026-10-30T09:15:00.000Z',
              amount: '70000.00',
              currency: 'PLN',
              amount_eur: '16500.00',
              risk: 'high',
              explanation: {
                en: 'Jan Nowak: 3 transactions within 7 days total 16,500.00 EUR.',
                pl: 'Jan Nowak: 3 transakcje w ciągu 7 dni, łącznie 16 500,00 EUR.',
              },
            },
            {
              code: 'trans00000041',
              booked_at: '2026-10-29T14:00:00.000Z',
              amount: '5500',
              currency: 'EUR',
              amount_eur: null,
              risk: 'high',
              explanation: {
                en: 'Anna Kowalska: 2 linked transactions.',
                pl: 'Anna Kowalska: 2 powiązane transakcje.',
              },
            },
          ],
        },
        {
          rule_code: 'rule00000102',
          kind: 'single_transaction_limit',
          name: { en: 'Single transaction limit', pl: 'Limit pojedynczej transakcji' },
          alerts: 0,
          findings: 8800,
          giif_reports: 312,
          not_processed: 12,
          transactions: [],
        },
      ],
    },
    created_by: 'anna@kantor.pl',
    created_at: '2026-11-20T10:00:00.000Z',
    started_at: '2026-11-20T10:00:01.000Z',
    finished_at: '2026-11-20T10:04:00.000Z',
    ...extra,
  };
}
