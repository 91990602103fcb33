import type { GiifNotification, GiifNotificationSummary } from '@aml/shared';

/** Notifications to GIIF as the API answers them, for the feature's tests. */
export const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

export const buildSummary = (
  n: number,
  fields: Partial<GiifNotificationSummary> = {},
): GiifNotificationSummary => ({
  code: code('notif', n),
  kind: 'art74',
  state: 'draft',
  subjects: { parties: 1, transactions: 0, names: ['Grzegorz Brzęczyszczykiewicz'] },
  suspicion_confirmed_at: '2026-12-24T09:00:00.000Z',
  deadline_on: '2026-12-29',
  deadline_at: '2026-12-29T22:59:59.999Z',
  giif_receipt_at: null,
  hold_until: null,
  sent_at: null,
  created_by: 'anna@kantor.pl',
  created_at: '2026-12-24T09:30:00.000Z',
  updated_at: '2026-12-24T09:30:00.000Z',
  ...fields,
});

export const buildNotification = (
  n: number,
  fields: Partial<GiifNotification> = {},
): GiifNotification => ({
  ...buildSummary(n),
  legal_basis:
    'art. 74 ust. 1 ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu',
  justification: 'Klient wpłacił gotówkę w 14 transzach po 14 900 zł.',
  assets: [],
  alert: null,
  hold_min: null,
  hold_max: null,
  giif_reference: null,
  receipt_name: null,
  sent_by: null,
  parties: [{ code: code('party', 1), name: 'Grzegorz Brzęczyszczykiewicz', type: 'individual' }],
  transactions: [],
  persons: [
    {
      party_code: code('party', 1),
      name: 'Grzegorz Brzęczyszczykiewicz',
      role: 'customer',
      kind: 'natural_person',
    },
  ],
  model: {},
  issues: [],
  attachments: [],
  can_manage: true,
  ...fields,
});
