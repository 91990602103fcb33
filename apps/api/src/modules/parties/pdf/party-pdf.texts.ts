import {
  LANGUAGES,
  type DOCUMENT_TYPES,
  type EMPLOYMENT_TYPES,
  type GENDERS,
  type Language,
  type PartyStatus,
  type PartyType,
  type RiskLevel,
} from '@aml/shared';

/** The texts of the party summary (PDF), kept server-side in both languages of the app. */
export type PartyPdfTexts = {
  /** The BCP 47 locale dates and numbers are formatted in. */
  locale: string;
  title: string;
  code: string;
  generatedAt: string;
  page: (page: number, pages: number) => string;
  none: string;
  yes: string;
  no: string;
  notAssessed: string;
  withoutExpiration: string;
  /** A person's PEP status while not declared. */
  notDeclared: string;
  /** In place of the PESEL of a person who has none. */
  noPesel: string;
  sections: {
    basic: string;
    document: string;
    addresses: string;
    contact: string;
    business: string;
    statusAndRisk: string;
    beneficiaries: string;
    boardMembers: string;
  };
  fields: {
    type: string;
    name: string;
    firstName: string;
    lastName: string;
    gender: string;
    pesel: string;
    birthDate: string;
    birthCountry: string;
    citizenships: string;
    employmentType: string;
    pep: string;
    bankAccount: string;
    references: string;
    createdBy: string;
    createdAt: string;
    updatedAt: string;
    documentType: string;
    documentNumber: string;
    documentExpiry: string;
    accommodationAddress: string;
    forwardingAddress: string;
    businessAddress: string;
    email: string;
    phone: string;
    companyEmail: string;
    companyPhone: string;
    taxId: string;
    taxIdCountry: string;
    regon: string;
    legalForm: string;
    industries: string;
    status: string;
    riskLevel: string;
    fullName: string;
    share: string;
    votes: string;
    otherControl: string;
    control: string;
    identification: string;
    residence: string;
    pepShort: string;
    boardRole: string;
  };
  partyTypes: Record<PartyType, string>;
  statuses: Record<PartyStatus, string>;
  genders: Record<(typeof GENDERS)[number], string>;
  documentTypes: Record<(typeof DOCUMENT_TYPES)[number], string>;
  employmentTypes: Record<(typeof EMPLOYMENT_TYPES)[number], string>;
  riskLevels: Record<RiskLevel, string>;
};

const en: PartyPdfTexts = {
  locale: 'en-GB',
  title: 'Party summary',
  code: 'Code',
  generatedAt: 'Generated',
  page: (page, pages) => `Page ${page} of ${pages}`,
  none: 'None',
  yes: 'Yes',
  no: 'No',
  notAssessed: 'Not assessed yet',
  withoutExpiration: 'No expiry date',
  notDeclared: 'Not declared',
  noPesel: 'No PESEL',
  sections: {
    basic: 'Basic data',
    document: 'Identity document',
    addresses: 'Addresses',
    contact: 'Contact',
    business: 'Business',
    statusAndRisk: 'Status and risk',
    beneficiaries: 'Beneficial owners',
    boardMembers: 'Board members',
  },
  fields: {
    type: 'Type',
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    gender: 'Gender',
    pesel: 'PESEL',
    birthDate: 'Date of birth',
    birthCountry: 'Country of birth',
    citizenships: 'Citizenship',
    employmentType: 'Employment',
    pep: 'Politically exposed person',
    bankAccount: 'Bank account',
    references: 'References',
    createdBy: 'Created by',
    createdAt: 'Created',
    updatedAt: 'Last changed',
    documentType: 'Document type',
    documentNumber: 'Document number',
    documentExpiry: 'Valid until',
    accommodationAddress: 'Residential address',
    forwardingAddress: 'Correspondence address',
    businessAddress: 'Business address',
    email: 'E-mail',
    phone: 'Phone',
    companyEmail: 'Company e-mail',
    companyPhone: 'Company phone',
    taxId: 'Tax ID (NIP)',
    taxIdCountry: 'Tax ID country',
    regon: 'REGON',
    legalForm: 'Legal form',
    industries: 'Industries (PKD)',
    status: 'Status',
    riskLevel: 'Risk level',
    fullName: 'Name',
    share: 'Shares',
    votes: 'Votes',
    otherControl: 'Other control',
    control: 'Control',
    identification: 'Identification',
    residence: 'Residence',
    pepShort: 'PEP',
    boardRole: 'Function',
  },
  partyTypes: {
    individual: 'Individual',
    sole_proprietorship: 'Sole proprietorship',
    company: 'Company',
    unknown: 'Unknown',
    representative: 'Representative',
  },
  statuses: {
    active: 'Active',
    occasional: 'Occasional',
    in_acceptance: 'In acceptance',
    inactive: 'Inactive',
    draft: 'Draft',
    kyc_in_progress: 'KYC in progress',
    rejected: 'Rejected',
  },
  genders: { female: 'Female', male: 'Male' },
  documentTypes: {
    id_card: 'ID card',
    electronic_id_card: 'Electronic ID card',
    passport: 'Passport',
    residency_card: 'Residence card',
    other: 'Other',
  },
  employmentTypes: {
    student: 'Student',
    retiree: 'Retiree',
    pensioner: 'Disability pensioner',
    entrepreneur: 'Entrepreneur',
    employedUOP: 'Employed (employment contract)',
    employedUZUOD: 'Employed (civil-law contract)',
    unemployed: 'Unemployed',
    jobless: 'Without a job',
    annuitant: 'Annuitant',
  },
  riskLevels: {
    pending: 'Not assessed yet',
    low: 'Low',
    normal: 'Normal',
    high: 'High',
    non_acceptable: 'Not acceptable',
    error: 'Assessment failed',
    cannot_be_processed: 'Cannot be processed',
    user_verification_required: 'User verification required',
  },
};

const pl: PartyPdfTexts = {
  locale: 'pl-PL',
  title: 'Karta klienta',
  code: 'Kod',
  generatedAt: 'Wygenerowano',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  none: 'Brak',
  yes: 'Tak',
  no: 'Nie',
  notAssessed: 'Jeszcze nie oceniono',
  withoutExpiration: 'Bezterminowy',
  notDeclared: 'Nie podano',
  noPesel: 'Brak PESEL',
  sections: {
    basic: 'Dane podstawowe',
    document: 'Dokument tożsamości',
    addresses: 'Adresy',
    contact: 'Kontakt',
    business: 'Działalność',
    statusAndRisk: 'Status i ryzyko',
    beneficiaries: 'Beneficjenci rzeczywiści',
    boardMembers: 'Członkowie zarządu',
  },
  fields: {
    type: 'Typ',
    name: 'Nazwa',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    gender: 'Płeć',
    pesel: 'PESEL',
    birthDate: 'Data urodzenia',
    birthCountry: 'Kraj urodzenia',
    citizenships: 'Obywatelstwo',
    employmentType: 'Zatrudnienie',
    pep: 'Osoba zajmująca eksponowane stanowisko polityczne',
    bankAccount: 'Rachunek bankowy',
    references: 'Referencje',
    createdBy: 'Utworzył(a)',
    createdAt: 'Utworzono',
    updatedAt: 'Ostatnia zmiana',
    documentType: 'Rodzaj dokumentu',
    documentNumber: 'Numer dokumentu',
    documentExpiry: 'Ważny do',
    accommodationAddress: 'Adres zamieszkania',
    forwardingAddress: 'Adres korespondencyjny',
    businessAddress: 'Adres prowadzenia działalności',
    email: 'E-mail',
    phone: 'Telefon',
    companyEmail: 'E-mail firmowy',
    companyPhone: 'Telefon firmowy',
    taxId: 'NIP',
    taxIdCountry: 'Kraj identyfikatora podatkowego',
    regon: 'REGON',
    legalForm: 'Forma prawna',
    industries: 'Branże (PKD)',
    status: 'Status',
    riskLevel: 'Poziom ryzyka',
    fullName: 'Imię i nazwisko',
    share: 'Udziały',
    votes: 'Głosy',
    otherControl: 'Inna kontrola',
    control: 'Kontrola',
    identification: 'Identyfikacja',
    residence: 'Kraj zamieszkania',
    pepShort: 'PEP',
    boardRole: 'Funkcja',
  },
  partyTypes: {
    individual: 'Osoba fizyczna',
    sole_proprietorship: 'Jednoosobowa działalność gospodarcza',
    company: 'Spółka',
    unknown: 'Nieznany',
    representative: 'Pełnomocnik',
  },
  statuses: {
    active: 'Aktywny',
    occasional: 'Okazjonalny',
    in_acceptance: 'W akceptacji',
    inactive: 'Nieaktywny',
    draft: 'Szkic',
    kyc_in_progress: 'Weryfikacja KYC w toku',
    rejected: 'Odrzucony',
  },
  genders: { female: 'Kobieta', male: 'Mężczyzna' },
  documentTypes: {
    id_card: 'Dowód osobisty',
    electronic_id_card: 'E-dowód',
    passport: 'Paszport',
    residency_card: 'Karta pobytu',
    other: 'Inny',
  },
  employmentTypes: {
    student: 'Student',
    retiree: 'Emeryt',
    pensioner: 'Rencista',
    entrepreneur: 'Przedsiębiorca',
    employedUOP: 'Umowa o pracę',
    employedUZUOD: 'Umowa zlecenie / o dzieło',
    unemployed: 'Bezrobotny',
    jobless: 'Bez zatrudnienia',
    annuitant: 'Rentier',
  },
  riskLevels: {
    pending: 'Jeszcze nie oceniono',
    low: 'Niskie',
    normal: 'Standardowe',
    high: 'Wysokie',
    non_acceptable: 'Nieakceptowalne',
    error: 'Błąd oceny',
    cannot_be_processed: 'Nie można przetworzyć',
    user_verification_required: 'Wymaga weryfikacji użytkownika',
  },
};

export const PARTY_PDF_TEXTS: Record<Language, PartyPdfTexts> = { en, pl };

/**
 * The language of a request from its Accept-Language header: the first supported language
 * it names (quality values respected), else English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? 'en';
}
