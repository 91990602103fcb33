import type { Alert, AlertDetail } from '@aml/shared';

/** Alerts as the API answers them, for the tests of the alerts pages. */
export const alertCode = (n: number) => `alert${String(n).padStart(8, '0')}`;

export function buildAlert(n: number, extra: Partial<Alert> = {}): Alert {
  return {
    code: alertCode(n),
    source: 'rule_result',
    severity: 'medium',
    title: `Cash purchases above the threshold ${n}`,
    explanation: 'Three cash purchases of 5,000 EUR each within 24 hours.',
    status: 'new',
    resolution_note: null,
    due_date: null,
    overdue: false,
    assignee: null,
    party: { code: `party${String(n).padStart(8, '0')}`, display_name: `Anna Nowak ${n}` },
    transaction: null,
    links: [],
    comments: 0,
    allowed_statuses: ['in_progress', 'escalated', 'closed_false_positive', 'closed_confirmed'],
    editable: true,
    created_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function buildAlertDetail(n: number, extra: Partial<AlertDetail> = {}): AlertDetail {
  return { ...buildAlert(n), status_history: [], sanctions_hits: [], ...extra };
}

export const user = {
  code: 'user00000001',
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles: ['user'],
  teams: [
    { code: 'team00000001', name: 'Kantor', type: 'organization', role: 'admin', admin: true },
  ],
  currentTeamCodeContext: 'team00000001',
  newAlertsAmount: 2,
  newTasksAmount: 0,
};

export const members = {
  items: [
    {
      code: 'user00000002',
      email: 'jan@kantor.pl',
      first_name: 'Jan',
      last_name: 'Kowalski',
      role: 'all_viewer_member',
      added: '2026-01-01T10:00:00.000Z',
      is_current_user: false,
    },
  ],
  total: 1,
};
