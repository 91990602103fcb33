import { makePesel, type Autofill, type RegistryAnswer, type RegistryName } from '@aml/shared';

/** When the registries answered in the fixtures: 27 Nov 2026. */
export const AS_OF = '2026-11-27T09:00:00.000Z';

export const JAN_PESEL = makePesel('1971-03-14', 1233);
export const ANDRZEJ_PESEL = makePesel('1975-06-20', 4321);

const answer = (registry: RegistryName, status: RegistryAnswer['status']): RegistryAnswer => ({
  registry,
  status,
  as_of: status === 'found' ? AS_OF : null,
  request_id: null,
  entity: null,
  message: null,
});

/**
 * GET /int/regon-autofill?nip=5252700001 as the loopback registries answer it (KANTOR
 * ZŁOTÓWKA), with CRBR not configured: the board from KRS (its president masked), the owners
 * from CRBR as they would be, the accounts from the White List.
 */
export const buildAutofill = (fields: Partial<Autofill> = {}): Autofill => ({
  fields: {
    name: {
      value: 'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      source: 'krs',
      as_of: AS_OF,
    },
    legal_form: { value: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', source: 'krs', as_of: AS_OF },
    nip: { value: '5252700001', source: 'regon', as_of: AS_OF },
    regon: { value: '146552108', source: 'regon', as_of: AS_OF },
    krs: { value: '0000612345', source: 'krs', as_of: AS_OF },
    entity_kind: { value: 'legal_person', source: 'regon', as_of: AS_OF },
    business_address: {
      value: {
        country: 'PL',
        region: 'MAZOWIECKIE',
        city: 'Warszawa',
        street: 'ul. Marszałkowska',
        postal_code: '00-017',
        house_number: '104/122',
        flat_number: '5',
      },
      source: 'regon',
      as_of: AS_OF,
    },
    industries: { value: ['66.19.Z', '64.99.Z'], source: 'krs', as_of: AS_OF },
    bank_accounts: {
      value: ['51105014451000009031234567', '27114020040000300201355387'],
      source: 'white_list',
      as_of: AS_OF,
    },
    vat_status: { value: 'active', source: 'white_list', as_of: AS_OF },
  },
  board_members: [
    {
      first_name: 'J**',
      last_name: 'K*******',
      pesel: '7**********',
      role: 'PREZES ZARZĄDU',
      masked: true,
      source: 'krs',
    },
    {
      first_name: 'KATARZYNA',
      last_name: 'WIŚNIEWSKA-ZAJĄC',
      role: 'CZŁONEK ZARZĄDU',
      masked: false,
      source: 'krs',
    },
  ],
  beneficial_owners: [],
  answers: [
    answer('regon', 'found'),
    answer('krs', 'found'),
    answer('ceidg', 'not_applicable'),
    answer('white_list', 'found'),
    answer('vies', 'unavailable'),
    answer('crbr', 'not_configured'),
  ],
  ...fields,
});
