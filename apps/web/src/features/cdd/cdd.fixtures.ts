import {
  DEFAULT_CDD_SETTINGS,
  type CddExecution,
  type CddExecutionDetail,
  type CddMeasure,
  type CddSettings,
} from '@aml/shared';

/** Due diligence as the API answers it, for the feature's tests. */
export const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

export const buildExecution = (n: number, fields: Partial<CddExecution> = {}): CddExecution => ({
  code: code('cdde', n),
  party: { code: code('party', n), display_name: `Anna Wiśniewska ${n}` },
  kind: 'standard',
  suggested_kind: 'standard',
  kind_reason: null,
  risk_level: 'normal',
  status: 'in_progress',
  status_reason: null,
  triggers: [
    { trigger: 'new_party', at: '2026-11-20T10:00:00.000Z', detail: {} },
    {
      trigger: 'risk_increase',
      at: '2026-11-21T09:00:00.000Z',
      detail: { from: 'normal', to: 'high' },
    },
  ],
  template_version: 1,
  measures_total: 7,
  measures_settled: 5,
  started_at: '2026-11-20T10:00:00.000Z',
  ended_at: null,
  ended_by: null,
  next_due_date: null,
  overdue: false,
  allowed_statuses: ['completed', 'refused', 'cancelled'],
  created_by: 'anna@kantor.pl',
  ...fields,
});

export const buildMeasure = (n: number, fields: Partial<CddMeasure> = {}): CddMeasure => ({
  code: code('cddm', n),
  key: 'identify_customer',
  title: null,
  legal_basis: 'art. 34 ust. 1 pkt 1, art. 36',
  mandatory: true,
  admin_only: false,
  status: 'pending',
  note: null,
  reason: null,
  done_by: null,
  done_at: null,
  attachments: 0,
  editable: true,
  ...fields,
});

/** An enhanced execution in progress: its first measure done, senior management approval open. */
export const buildDetail = (fields: Partial<CddExecutionDetail> = {}): CddExecutionDetail => ({
  ...buildExecution(1, { kind: 'enhanced', suggested_kind: 'enhanced', measures_total: 3 }),
  measures_settled: 1,
  measures: [
    buildMeasure(1, {
      status: 'done',
      done_by: 'anna@kantor.pl',
      done_at: '2026-11-21T10:15:00.000Z',
      attachments: 2,
    }),
    buildMeasure(2, {
      key: 'identify_beneficial_owner',
      legal_basis: 'art. 34 ust. 1 pkt 2',
      note: 'KRS checked',
    }),
    buildMeasure(3, {
      key: 'senior_management_approval',
      legal_basis: 'art. 43 ust. 1, art. 46 ust. 2 pkt 1',
      admin_only: true,
    }),
  ],
  ...fields,
});

export const settings: CddSettings = {
  ...DEFAULT_CDD_SETTINGS,
  template_version: 3,
  updated_at: '2026-11-01T09:00:00.000Z',
};
