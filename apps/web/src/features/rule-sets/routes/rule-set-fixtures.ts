import type { Rule, RuleSetDetail, RuleSetList, RuleSetSummary } from '@aml/shared';

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
    name: { en: 'Politically exposed person', pl: 'Osoba zajmująca eksponowane stanowisko' },
    enabled: true,
    config: { risk: 'high' },
    reads: ['type', 'pep'],
  },
  {
    code: 'rule00000002',
    kind: 'individual_customer_profile',
    name: { en: '', pl: '' },
    enabled: true,
    config: ageBands,
    reads: ['type', 'birth_date', 'gender'],
  },
  {
    code: 'rule00000003',
    kind: 'length_of_economic_relations',
    name: { en: 'Length of the business relationship', pl: 'Długość stosunków gospodarczych' },
    enabled: false,
    config: { months: 12, risk: 'normal' },
    reads: ['status', 'relation_start'],
  },
];

export function buildDetail(n: number, extra: Partial<RuleSetDetail> = {}): RuleSetDetail {
  return {
    ...buildSummary(n),
    shown_version: 3,
    rules,
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
