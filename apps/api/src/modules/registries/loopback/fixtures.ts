import { makePesel } from '@aml/shared';

/**
 * The companies the loopback registries know (tests, e2e, the benchmark and trying the product
 * out offline). One company is described once here; each registry's loopback handler renders it
 * in that registry's documented format (shared/domain/poland.md section 3). Identifiers carry
 * valid checksums; the names and numbers are invented.
 */
export type FixturePerson = {
  first_name: string;
  last_name: string;
  pesel?: string;
  birth_date?: string;
  citizenship: string;
  residence_country: string;
};

export type FixtureCompany = {
  key: string;
  name: string;
  /** REGON: P (legal person) or F (a natural person's business, CEIDG). */
  type: 'P' | 'F';
  legal_form: string;
  nip: string;
  regon: string;
  krs?: string;
  /** KRS register: P (entrepreneurs) or S (associations, foundations). */
  krs_register?: 'P' | 'S';
  address: {
    voivodeship: string;
    county: string;
    commune: string;
    city: string;
    postal_code: string;
    street: string;
    house_number: string;
    flat_number?: string;
  };
  /** PKD codes as KRS writes them, the main one first. */
  pkd: Array<{ code: string; name: string }>;
  registration_date: string;
  end_date?: string;
  board: Array<FixturePerson & { role: string }>;
  shareholders: Array<
    { share: string } & ({ person: FixturePerson } | { company: string; country: string })
  >;
  /** KRS section 6. */
  liquidation?: boolean;
  bankruptcy?: boolean;
  /** White List. */
  vat_status: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';
  removal_date?: string;
  restoration_date?: string;
  accounts: string[];
  /** VIES. */
  vat_eu: boolean;
  /** CRBR: null when the company filed nothing (BrakInformacji). */
  beneficial_owners: Array<
    FixturePerson & { share?: string; votes?: string; other?: string }
  > | null;
  /** For a sole trader (CEIDG): the owner. */
  owner?: FixturePerson;
};

const JAN: FixturePerson = {
  first_name: 'Jan',
  last_name: 'Kowalski',
  pesel: makePesel('1971-03-14', 1233),
  citizenship: 'PL',
  residence_country: 'PL',
};
const KATARZYNA: FixturePerson = {
  first_name: 'Katarzyna',
  last_name: 'Wiśniewska-Zając',
  pesel: makePesel('1984-11-02', 5678),
  citizenship: 'PL',
  residence_country: 'PL',
};
const ANDRZEJ: FixturePerson = {
  first_name: 'Andrzej',
  last_name: 'Nowak',
  pesel: makePesel('1975-06-20', 4321),
  citizenship: 'PL',
  residence_country: 'CY',
};
const ANNA: FixturePerson = {
  first_name: 'Anna',
  last_name: 'Wiśniewska',
  pesel: makePesel('1968-01-30', 2468),
  citizenship: 'PL',
  residence_country: 'PL',
};

export const FIXTURE_COMPANIES: FixtureCompany[] = [
  {
    key: 'kantor',
    name: 'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    type: 'P',
    legal_form: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    nip: '5252700001',
    regon: '146552108',
    krs: '0000612345',
    krs_register: 'P',
    address: {
      voivodeship: 'MAZOWIECKIE',
      county: 'Warszawa',
      commune: 'Śródmieście',
      city: 'Warszawa',
      postal_code: '00-017',
      street: 'ul. Marszałkowska',
      house_number: '104/122',
      flat_number: '5',
    },
    pkd: [
      { code: '66.19.Z', name: 'POZOSTAŁA DZIAŁALNOŚĆ WSPOMAGAJĄCA USŁUGI FINANSOWE' },
      { code: '64.99.Z', name: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA' },
    ],
    registration_date: '2016-04-12',
    board: [
      { ...JAN, role: 'PREZES ZARZĄDU' },
      { ...KATARZYNA, role: 'CZŁONEK ZARZĄDU' },
    ],
    shareholders: [
      { person: JAN, share: '60' },
      { company: 'ZŁOTÓWKA HOLDINGS LIMITED', country: 'CY', share: '40' },
    ],
    vat_status: 'Czynny',
    accounts: ['51105014451000009031234567', '27114020040000300201355387'],
    vat_eu: true,
    beneficial_owners: [
      { ...JAN, share: '60' },
      { ...ANDRZEJ, share: '40', other: 'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED' },
    ],
  },
  {
    key: 'sole-trader',
    name: 'Anna Wiśniewska Biuro Rachunkowe Bilans',
    type: 'F',
    legal_form: 'OSOBA FIZYCZNA PROWADZĄCA DZIAŁALNOŚĆ GOSPODARCZĄ',
    nip: '6762300005',
    regon: '362015337',
    address: {
      voivodeship: 'MAŁOPOLSKIE',
      county: 'Kraków',
      commune: 'Kraków-Podgórze',
      city: 'Kraków',
      postal_code: '30-539',
      street: 'ul. Kalwaryjska',
      house_number: '12',
    },
    pkd: [
      { code: '69.20.Z', name: 'Działalność rachunkowo-księgowa; doradztwo podatkowe' },
      { code: '70.22.Z', name: 'Pozostałe doradztwo w zakresie prowadzenia działalności' },
    ],
    registration_date: '2015-09-01',
    board: [],
    shareholders: [],
    vat_status: 'Czynny',
    accounts: ['80102035410000550201234567'],
    vat_eu: false,
    beneficial_owners: null,
    owner: ANNA,
  },
  {
    key: 'in-liquidation',
    name: 'PRZEDSIĘBIORSTWO HANDLOWE FENIKS SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ W LIKWIDACJI',
    type: 'P',
    legal_form: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    nip: '9512000002',
    regon: '012345675',
    krs: '0000999001',
    krs_register: 'P',
    address: {
      voivodeship: 'ŁÓDZKIE',
      county: 'Łódź',
      commune: 'Łódź-Bałuty',
      city: 'Łódź',
      postal_code: '91-072',
      street: 'ul. Zgierska',
      house_number: '2',
    },
    pkd: [{ code: '46.90.Z', name: 'SPRZEDAŻ HURTOWA NIEWYSPECJALIZOWANA' }],
    registration_date: '2012-02-20',
    board: [{ ...ANDRZEJ, role: 'LIKWIDATOR' }],
    shareholders: [{ person: ANDRZEJ, share: '100' }],
    liquidation: true,
    bankruptcy: true,
    vat_status: 'Niezarejestrowany',
    removal_date: '2026-03-01',
    accounts: [],
    vat_eu: false,
    beneficial_owners: null,
  },
  {
    key: 'new-foundation',
    name: 'FUNDACJA NOWY POCZĄTEK',
    type: 'P',
    legal_form: 'FUNDACJA',
    nip: '1131000001',
    regon: '387654322',
    krs: '0000888002',
    krs_register: 'S',
    address: {
      voivodeship: 'POMORSKIE',
      county: 'Gdańsk',
      commune: 'Gdańsk',
      city: 'Gdańsk',
      postal_code: '80-803',
      street: 'ul. Długa',
      house_number: '1',
    },
    pkd: [{ code: '94.99.Z', name: 'DZIAŁALNOŚĆ POZOSTAŁYCH ORGANIZACJI CZŁONKOWSKICH' }],
    registration_date: '2026-08-01',
    board: [{ ...KATARZYNA, role: 'PREZES ZARZĄDU' }],
    shareholders: [],
    vat_status: 'Czynny',
    restoration_date: '2026-09-15',
    accounts: ['52249010440000990112345678'],
    vat_eu: false,
    beneficial_owners: [{ ...KATARZYNA, other: 'Osoba zajmująca wyższe stanowisko kierownicze' }],
  },
];

/** Every registry answers this NIP with a server error (tests of "down"). */
export const FIXTURE_DOWN_NIP = '7792400002';

export function fixtureBy(kind: 'nip' | 'regon' | 'krs', value: string) {
  return FIXTURE_COMPANIES.find((company) => company[kind] === value);
}
