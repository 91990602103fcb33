import type {
  GiifFile,
  GiifIdentificationForm,
  GiifQueue,
  GiifQueueItem,
  GiifReportForm,
  GiifSchemaList,
} from '@aml/shared';

/** Reports to GIIF as the API answers them, for the feature's tests. */
export const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

const REASON = {
  en: '16,000.00 EUR is above the 15,000.00 EUR threshold of Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)',
  pl: '16 000,00 EUR przekracza próg 15 000,00 EUR',
};

export const buildQueueItem = (n: number, fields: Partial<GiifQueueItem> = {}): GiifQueueItem => ({
  transaction_code: code('trans', n),
  template_type: 'cash',
  giif_id: null,
  correction: false,
  booked_at: '2026-11-20T10:00:00.000Z',
  amount: '70000',
  currency: 'PLN',
  amount_eur: '16000.00',
  due_on: '2026-11-27',
  days_left: 5,
  reason: REASON,
  parties: [`Anna Wiśniewska ${n}`],
  issue_count: 0,
  file: null,
  ...fields,
});

/** The queue with its counts worked out from its items. */
export function buildQueue(items: GiifQueueItem[]): GiifQueue {
  const types = [...new Set(items.map((item) => item.template_type))];
  return {
    items,
    counts: types.map((type) => {
      const of = items.filter((item) => item.template_type === type);
      return {
        template_type: type,
        count: of.length,
        overdue: of.filter((item) => item.days_left < 0).length,
        next_due_on: of.map((item) => item.due_on).sort()[0] ?? null,
      };
    }),
  };
}

export const NO_SCHEMAS: GiifSchemaList = {
  items: (
    [
      ['cash', '2018/10/19/5993'],
      ['transfer', '2019/06/11/7927'],
      ['currency', '2019/06/11/7926'],
      ['identification', '2018/10/30/6031'],
    ] as const
  ).map(([template, crwde_id]) => ({ template, crwde_id, installed: null })),
};

/** The cash template's XSD installed by an administrator, the others not. */
export const CASH_SCHEMA: GiifSchemaList = {
  items: NO_SCHEMAS.items.map((item) =>
    item.template === 'cash'
      ? {
          ...item,
          installed: {
            version: '1.0.2',
            file_name: 'schemat.xsd',
            sha256: 'a'.repeat(64),
            source: 'upload',
            installed_at: '2026-11-01T09:00:00.000Z',
          },
        }
      : item,
  ),
};

/** A cash file of two transactions, a draft: one PESEL is not valid. */
export const buildFile = (fields: Partial<GiifFile> = {}): GiifFile => ({
  code: code('giiff', 1),
  template_type: 'cash',
  template_version: '2018/10/19/5993',
  mapping: 'reconstructed',
  state: 'draft',
  transaction_count: 2,
  issue_count: 1,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-21T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  xml_sha256: 'b'.repeat(64),
  schema_sha256: null,
  issues: [
    {
      transaction_code: code('trans', 1),
      party_code: code('party', 1),
      party_name: 'Anna Kowalska',
      field: 'persons.0.pesel',
      code: 'pesel_invalid',
    },
  ],
  transactions: [1, 2].map((n) => ({
    transaction_code: code('trans', n),
    giif_id: `KANTOR-2026-${n}`,
    correction: n === 2,
    amount: '70000',
    currency: 'PLN',
    booked_at: '2026-11-20T10:00:00.000Z',
  })),
  signed_file: null,
  receipt_name: null,
  giif_reference: null,
  rejection_reason: null,
  validated_at: null,
  exported_at: null,
  signed_at: null,
  submitted_at: null,
  loaded_at: null,
  rejected_at: null,
  ...fields,
});

/**
 * A transaction's report with a person's PESEL and ID document missing, its kind not chosen;
 * past its deadline.
 */
export const buildReport = (fields: Partial<GiifReportForm> = {}): GiifReportForm => ({
  transaction_code: code('trans', 1),
  due_on: '2026-11-27',
  reason: REASON,
  giif_id: null,
  template_type: 'cash',
  details: {
    kind: null,
    channel: 'branch',
    place: 'Warszawa',
    ordered_by_customer: true,
    orderer_account: null,
    beneficiary_account: null,
    counter_amount: null,
    counter_currency: null,
  },
  report: {},
  persons: [
    {
      party_code: code('party', 1),
      name: 'Anna Kowalska',
      role: 'orderer',
      kind: 'natural_person',
    },
    {
      party_code: code('party', 2),
      name: 'Kantor Sp. z o.o.',
      role: 'beneficiary',
      kind: 'legal_person',
    },
  ],
  issues: [
    {
      transaction_code: code('trans', 1),
      party_code: null,
      field: 'kind',
      code: 'kind_required',
    },
    {
      transaction_code: code('trans', 1),
      party_code: code('party', 1),
      party_name: 'Anna Kowalska',
      field: 'persons.0.pesel',
      code: 'pesel_or_birth_required',
    },
    {
      transaction_code: code('trans', 1),
      party_code: code('party', 1),
      party_name: 'Anna Kowalska',
      field: 'persons.0.document.number',
      code: 'required',
    },
    {
      transaction_code: code('trans', 1),
      party_code: code('party', 2),
      party_name: 'Kantor Sp. z o.o.',
      field: 'persons.1.address.city',
      code: 'required',
    },
  ],
  filings: [],
  in_queue: true,
  correction_requested: false,
  can_correct: false,
  ...fields,
});

/**
 * The identification form (art. 77) of a team whose company data are complete, never filed:
 * due by the end of 2026 (`fields` over it).
 */
export const buildIdentificationForm = (
  fields: Partial<GiifIdentificationForm> = {},
): GiifIdentificationForm => ({
  model: { institution: { nip: '5261040828', name: 'Kantor Złoty Róg sp. z o.o.' } },
  issues: [],
  filed_on: null,
  reminder: { state: 'due', due_on: '2026-12-31', days_left: 33 },
  schema_installed: false,
  ...fields,
});
