import {
  REGISTRIES,
  type RegistriesReport,
  type RegistryAnswer,
  type RegistryName,
  type ScanProgress,
} from '@aml/shared';

/** Registries reports and scan steps as the API answers them, for the feature's tests. */
export const REPORT_CODE = 'rreg00000001';

export const buildAnswer = (
  registry: RegistryName,
  fields: Partial<RegistryAnswer> = {},
): RegistryAnswer => ({
  registry,
  status: 'found',
  as_of: '2026-11-27T09:00:00.000Z',
  request_id: null,
  entity: null,
  message: null,
  ...fields,
});

/** Kantor Złotówka as every registry found it: KRS names its board, masked; CRBR its owners. */
export const kantorAnswers = (): RegistryAnswer[] => [
  buildAnswer('regon', {
    entity: {
      name: 'KANTOR ZŁOTÓWKA SP. Z O.O.',
      regon: '146552108',
      nip: '5252700001',
      entity_kind: 'legal_person',
      address: {
        country: 'PL',
        city: 'Warszawa',
        street: 'ul. Marszałkowska',
        house_number: '104/122',
        flat_number: '5',
        postal_code: '00-017',
      },
      pkd: [
        { code: '64.99.Z', name: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA', main: false },
        { code: '66.19.Z', name: 'POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA', main: true },
      ],
      registration_date: '2016-04-12',
    },
  }),
  buildAnswer('krs', {
    entity: {
      name: 'KANTOR ZŁOTÓWKA SP. Z O.O.',
      krs: '0000612345',
      legal_form: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      board: [{ first_name: 'J***', last_name: 'K*******', role: 'PREZES ZARZĄDU', masked: true }],
      liquidation: false,
      bankruptcy: false,
    },
  }),
  buildAnswer('ceidg', { status: 'not_applicable', as_of: null }),
  buildAnswer('white_list', {
    request_id: 'Wl-abc-123',
    entity: {
      vat_status: 'active',
      accounts: ['51105014451000009031234567'],
    },
  }),
  buildAnswer('vies', { request_id: 'WAPIAAAAXyz', entity: { vat_eu_valid: true } }),
  buildAnswer('crbr', {
    request_id: 'CRBR-2026-1',
    entity: {
      beneficial_owners: [
        {
          first_name: 'Andrzej',
          last_name: 'Nowak',
          pesel: '75062043216',
          citizenships: ['PL'],
          residence_country: 'CY',
          share: '40',
        },
      ],
    },
  }),
];

export const buildReport = (fields: Partial<RegistriesReport> = {}): RegistriesReport => ({
  code: REPORT_CODE,
  identifier_kind: 'nip',
  identifier: '5252700001',
  name: 'KANTOR ZŁOTÓWKA SP. Z O.O.',
  answers: kantorAnswers(),
  hits: [],
  screened: 3,
  screening_done: true,
  red_flags: [],
  party_code: null,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-27T09:00:00.000Z',
  ...fields,
});

/** Feniks in liquidation, as its red flags say it. */
export const liquidationFlags: RegistriesReport['red_flags'] = [
  { flag: 'vat_not_active', registry: 'white_list', detail: 'not_registered' },
  { flag: 'vat_removed', registry: 'white_list', detail: '2026-03-01' },
  { flag: 'liquidation', registry: 'krs', detail: null },
  { flag: 'bankruptcy', registry: 'krs', detail: null },
  {
    flag: 'accounts_not_on_white_list',
    registry: 'white_list',
    detail: '51105014451000009031234567',
  },
  { flag: 'sanctions_hit', registry: null, detail: 'Andrzej Nowak' },
];

/** The answers of GET /int/registries-status, every registry configured or none. */
export const registriesStatus = (configured: boolean | Partial<Record<RegistryName, boolean>>) => ({
  registries: REGISTRIES.map((registry) => ({
    registry,
    configured: typeof configured === 'boolean' ? configured : (configured[registry] ?? true),
  })),
});

/** A body streamed line by line, as the scan answers: `send` one step, `end` the stream. */
export function streamedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(stream, {
        status: 200,
        headers: { 'content-type': 'application/x-ndjson' },
      }),
    send: (step: ScanProgress) => controller.enqueue(encoder.encode(`${JSON.stringify(step)}\n`)),
    /** A line cut in two inside a letter's bytes: a line may arrive in pieces. */
    sendInPieces: (step: ScanProgress) => {
      const bytes = encoder.encode(`${JSON.stringify(step)}\n`);
      const cut = bytes.findIndex((byte) => byte >= 0x80) + 1 || bytes.length >> 1;
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
    },
    end: () => controller.close(),
  };
}
