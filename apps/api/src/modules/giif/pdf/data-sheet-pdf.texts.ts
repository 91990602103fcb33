import type {
  GiifChannel,
  GiifPersonRole,
  GiifTemplateType,
  GiifTransactionKind,
  Language,
} from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';

type PersonKind = 'natural_person' | 'sole_trader' | 'legal_person';

/** The texts of a transaction's data sheet for keying its report into GIIF's web form. */
export type DataSheetPdfTexts = SummaryTexts & {
  footer: string;
  transaction: (code: string) => string;
  preparedAt: string;
  template: (template: string, crwde: string) => string;
  templateUnknown: string;
  intro: string;
  missing: { title: (count: number) => string; none: string; intro: string };
  where: { party: string; details: string; company: string; transaction: string };
  problems: Record<string, string>;
  /** Printed where a value is given later, by the application itself. */
  givenWhenBuilt: string;
  sections: { institution: string; transaction: string; persons: string };
  columns: { element: string; field: string; value: string };
  noElement: string;
  noPersons: string;
  yes: string;
  no: string;
  of: string;
  roles: Record<GiifPersonRole, string>;
  personKinds: Record<PersonKind, string>;
  kinds: Record<GiifTransactionKind, string>;
  channels: Record<GiifChannel, string>;
  templates: Record<GiifTemplateType, string>;
  fields: {
    institutionNip: string;
    institutionName: string;
    giifId: string;
    correction: string;
    correctionDate: string;
    kind: string;
    date: string;
    time: string;
    amount: string;
    currency: string;
    amountEur: string;
    rateTable: string;
    counterAmount: string;
    counterCurrency: string;
    channel: string;
    place: string;
    description: string;
    ordererAccount: string;
    beneficiaryAccount: string;
    orderedByCustomer: string;
    firstName: string;
    lastName: string;
    citizenships: string;
    pesel: string;
    birthDate: string;
    birthCountry: string;
    documentType: string;
    documentNumber: string;
    country: string;
    city: string;
    postalCode: string;
    street: string;
    houseNumber: string;
    flatNumber: string;
    nip: string;
    businessName: string;
    name: string;
    legalForm: string;
    registerName: string;
    registerNumber: string;
    registerCountry: string;
    regon: string;
    krs: string;
    account: string;
    persons: string;
    institution: string;
  };
};

/**
 * Said on every sheet in both languages, whatever the sheet's language: GIIF's form could not
 * be seen, so the order is the application's reconstruction (docs/giif-reports.md).
 */
export const DATA_SHEET_ORDER_NOTICE = {
  en:
    'The fields follow the order of the application’s reconstructed mapping of GIIF’s template, ' +
    'not a layout published by GIIF: the field order of GIIF’s web form could not be confirmed. ' +
    'The names in the first column are the mapping’s element names.',
  pl:
    'Pola podano w kolejności rekonstrukcji szablonu GIIF przyjętej w aplikacji, a nie według ' +
    'układu opublikowanego przez GIIF: kolejności pól formularza na stronie GIIF nie udało się ' +
    'potwierdzić. W pierwszej kolumnie podano nazwy elementów tej rekonstrukcji.',
} as const;

export const DATA_SHEET_PDF_TEXTS: Record<Language, DataSheetPdfTexts> = {
  en: {
    locale: 'en-GB',
    title: 'GIIF data sheet for manual entry',
    page: (page, pages) => `Page ${page} of ${pages}`,
    footer: 'Data sheet for manual entry in GIIF’s form',
    transaction: (code) => `Transaction ${code}`,
    preparedAt: 'Prepared',
    template: (template, crwde) => `Template: ${template} (CRWDE ${crwde})`,
    templateUnknown: 'Template: kind of transaction not chosen yet',
    intro:
      'The report of this transaction above the threshold (art. 72 of the AML act), to be keyed ' +
      'into the form at www.giif.mofnet.gov.pl by institutions that do not upload files.',
    missing: {
      title: (count) =>
        count === 1
          ? '1 item missing: complete it before keying'
          : `${count} items missing: complete them before keying`,
      none: 'Nothing is missing: the report is complete.',
      intro: 'Empty boxes below mark the same fields.',
    },
    where: {
      party: 'on the party’s form',
      details: 'under Report details on the GIIF report tab',
      company: 'in Company data',
      transaction: 'on the transaction',
    },
    problems: {
      required: 'missing',
      pesel_invalid: 'not a valid PESEL',
      nip_invalid: 'not a valid NIP',
      regon_invalid: 'not a valid REGON',
      iban_invalid: 'not a valid account number',
      pesel_or_birth_required: 'the PESEL or, without one, the date and country of birth',
      nip_or_register_required: 'the NIP or, without one, the register, its number and country',
      representative_required: 'a legal person’s representative (at least one)',
      orderer_required: 'the orderer of the transaction',
      kind_required: 'the kind of transaction is not chosen',
      eur_value_pending: 'the EUR value waits for the NBP rate',
      institution_missing: 'the company data is not entered',
      institution_nip_required: 'the institution’s NIP',
      invalid_value: 'not a valid value',
    },
    givenWhenBuilt: 'given when the file is built',
    sections: {
      institution: '1. Obligated institution',
      transaction: '2. Transaction',
      persons: '3. Persons',
    },
    columns: { element: 'GIIF element', field: 'Field', value: 'Value' },
    noElement: '(none)',
    noPersons: 'No person takes part in the transaction yet.',
    yes: 'yes',
    no: 'no',
    of: 'of',
    roles: {
      orderer: 'Orderer',
      customer: 'Orderer (customer)',
      beneficiary: 'Beneficiary',
      representative: 'Representative',
      authorised_person: 'Authorised person',
      beneficial_owner: 'Beneficial owner',
    },
    personKinds: {
      natural_person: 'natural person',
      sole_trader: 'sole trader',
      legal_person: 'legal person or organisation',
    },
    kinds: {
      cash_in: 'Cash deposit',
      cash_out: 'Cash withdrawal',
      transfer_out: 'Outgoing transfer',
      transfer_in: 'Incoming transfer',
      currency_purchase: 'Currency purchase',
      currency_sale: 'Currency sale',
      intermediation: 'Intermediation in a currency purchase or sale',
    },
    channels: {
      branch: 'At the branch',
      internet: 'Online',
      phone: 'By phone',
      mail: 'By post',
      other: 'Other',
    },
    templates: {
      cash: 'cash deposits and withdrawals',
      transfer: 'transfers',
      currency: 'currency purchase and sale',
    },
    fields: {
      institutionNip: 'NIP of the institution',
      institutionName: 'Name of the institution',
      giifId: 'GIIF id of the transaction',
      correction: 'Correction',
      correctionDate: 'Date of the correction',
      kind: 'Kind of transaction',
      date: 'Date (Warsaw time)',
      time: 'Time (Warsaw time)',
      amount: 'Amount',
      currency: 'Currency',
      amountEur: 'EUR value',
      rateTable: 'NBP rate table',
      counterAmount: 'Counter amount',
      counterCurrency: 'Counter currency',
      channel: 'How the order was given',
      place: 'Place of the transaction',
      description: 'Description',
      ordererAccount: 'Orderer’s account',
      beneficiaryAccount: 'Beneficiary’s account',
      orderedByCustomer: 'Ordered by the customer',
      firstName: 'First name',
      lastName: 'Last name',
      citizenships: 'Citizenship',
      pesel: 'PESEL',
      birthDate: 'Date of birth',
      birthCountry: 'Country of birth',
      documentType: 'Type of ID document',
      documentNumber: 'Series and number of ID document',
      country: 'Country',
      city: 'City',
      postalCode: 'Postal code',
      street: 'Street',
      houseNumber: 'House number',
      flatNumber: 'Flat number',
      nip: 'NIP',
      businessName: 'Business name',
      name: 'Name',
      legalForm: 'Legal form',
      registerName: 'Register',
      registerNumber: 'Number in the register',
      registerCountry: 'Country of the register',
      regon: 'REGON',
      krs: 'KRS number',
      account: 'Account',
      persons: 'Persons of the transaction',
      institution: 'Company data',
    },
  },
  pl: {
    locale: 'pl-PL',
    title: 'Arkusz danych do ręcznego wprowadzenia w GIIF',
    page: (page, pages) => `Strona ${page} z ${pages}`,
    footer: 'Arkusz danych do formularza GIIF',
    transaction: (code) => `Transakcja ${code}`,
    preparedAt: 'Przygotowano',
    template: (template, crwde) => `Wzór: ${template} (CRWDE ${crwde})`,
    templateUnknown: 'Wzór: rodzaj transakcji jeszcze niewybrany',
    intro:
      'Informacja o tej transakcji ponadprogowej (art. 72 ustawy o przeciwdziałaniu praniu ' +
      'pieniędzy) do wpisania w formularzu na www.giif.mofnet.gov.pl przez instytucje, które nie ' +
      'przekazują plików.',
    missing: {
      title: (count) => {
        const mod10 = count % 10;
        const mod100 = count % 100;
        const form =
          count === 1
            ? 'brakująca dana'
            : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
              ? 'brakujące dane'
              : 'brakujących danych';
        return `${count} ${form}: uzupełnij przed wpisaniem`;
      },
      none: 'Niczego nie brakuje: informacja jest kompletna.',
      intro: 'Te same pola oznaczono niżej pustymi ramkami.',
    },
    where: {
      party: 'w formularzu strony',
      details: 'w szczegółach informacji na karcie GIIF transakcji',
      company: 'w danych firmy',
      transaction: 'w transakcji',
    },
    problems: {
      required: 'brak',
      pesel_invalid: 'nieprawidłowy PESEL',
      nip_invalid: 'nieprawidłowy NIP',
      regon_invalid: 'nieprawidłowy REGON',
      iban_invalid: 'nieprawidłowy numer rachunku',
      pesel_or_birth_required: 'PESEL, a gdy go brak, data i kraj urodzenia',
      nip_or_register_required: 'NIP, a gdy go brak, rejestr, numer w nim i kraj',
      representative_required: 'reprezentant osoby prawnej (co najmniej jeden)',
      orderer_required: 'zleceniodawca transakcji',
      kind_required: 'nie wybrano rodzaju transakcji',
      eur_value_pending: 'równowartość w EUR czeka na kurs NBP',
      institution_missing: 'nie wprowadzono danych firmy',
      institution_nip_required: 'NIP instytucji',
      invalid_value: 'nieprawidłowa wartość',
    },
    givenWhenBuilt: 'nadawany przy tworzeniu pliku',
    sections: {
      institution: '1. Instytucja obowiązana',
      transaction: '2. Transakcja',
      persons: '3. Osoby',
    },
    columns: { element: 'Element GIIF', field: 'Pole', value: 'Wartość' },
    noElement: '(brak)',
    noPersons: 'W transakcji nie uczestniczy jeszcze żadna osoba.',
    yes: 'tak',
    no: 'nie',
    of: 'z dnia',
    roles: {
      orderer: 'Zleceniodawca',
      customer: 'Zleceniodawca (klient)',
      beneficiary: 'Beneficjent',
      representative: 'Reprezentant',
      authorised_person: 'Osoba upoważniona',
      beneficial_owner: 'Beneficjent rzeczywisty',
    },
    personKinds: {
      natural_person: 'osoba fizyczna',
      sole_trader: 'osoba fizyczna prowadząca działalność gospodarczą',
      legal_person: 'osoba prawna lub jednostka organizacyjna',
    },
    kinds: {
      cash_in: 'Wpłata gotówkowa',
      cash_out: 'Wypłata gotówkowa',
      transfer_out: 'Przelew wychodzący',
      transfer_in: 'Przelew przychodzący',
      currency_purchase: 'Kupno waluty',
      currency_sale: 'Sprzedaż waluty',
      intermediation: 'Pośrednictwo w kupnie lub sprzedaży waluty',
    },
    channels: {
      branch: 'W placówce',
      internet: 'Przez internet',
      phone: 'Telefonicznie',
      mail: 'Pocztą',
      other: 'Inny',
    },
    templates: {
      cash: 'wpłaty i wypłaty gotówkowe',
      transfer: 'przelewy',
      currency: 'kupno i sprzedaż wartości dewizowych',
    },
    fields: {
      institutionNip: 'NIP instytucji',
      institutionName: 'Nazwa instytucji',
      giifId: 'Identyfikator transakcji w GIIF',
      correction: 'Korekta',
      correctionDate: 'Data korekty',
      kind: 'Rodzaj transakcji',
      date: 'Data (czas warszawski)',
      time: 'Godzina (czas warszawski)',
      amount: 'Kwota',
      currency: 'Waluta',
      amountEur: 'Równowartość w EUR',
      rateTable: 'Tabela kursów NBP',
      counterAmount: 'Kwota przeciwna',
      counterCurrency: 'Waluta przeciwna',
      channel: 'Sposób złożenia dyspozycji',
      place: 'Miejsce transakcji',
      description: 'Opis',
      ordererAccount: 'Rachunek zleceniodawcy',
      beneficiaryAccount: 'Rachunek beneficjenta',
      orderedByCustomer: 'Zlecona przez klienta',
      firstName: 'Imię',
      lastName: 'Nazwisko',
      citizenships: 'Obywatelstwo',
      pesel: 'PESEL',
      birthDate: 'Data urodzenia',
      birthCountry: 'Kraj urodzenia',
      documentType: 'Rodzaj dokumentu tożsamości',
      documentNumber: 'Seria i numer dokumentu tożsamości',
      country: 'Kraj',
      city: 'Miejscowość',
      postalCode: 'Kod pocztowy',
      street: 'Ulica',
      houseNumber: 'Numer domu',
      flatNumber: 'Numer lokalu',
      nip: 'NIP',
      businessName: 'Firma',
      name: 'Nazwa',
      legalForm: 'Forma prawna',
      registerName: 'Rejestr',
      registerNumber: 'Numer w rejestrze',
      registerCountry: 'Kraj rejestru',
      regon: 'REGON',
      krs: 'Numer KRS',
      account: 'Rachunek',
      persons: 'Osoby transakcji',
      institution: 'Dane firmy',
    },
  },
};
