import type { Language } from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';

/** The texts of the identification form's PDF (art. 77), in both languages of the app. */
export type IdentificationFormPdfTexts = SummaryTexts & {
  footer: string;
  preparedAt: string;
  intro: string;
  sections: { institution: string; address: string; contact: string; filing: string };
  fields: {
    name: string;
    legalForm: string;
    nip: string;
    regon: string;
    activity: string;
    country: string;
    city: string;
    street: string;
    postalCode: string;
    contact: string;
    phone: string;
    email: string;
    intermediary: string;
    filedOn: string;
    dueOn: string;
  };
  none: string;
  notFiled: string;
  reminder: { filed: string; due: string; overdue: string };
};

export const IDENTIFICATION_FORM_PDF_TEXTS: Record<Language, IdentificationFormPdfTexts> = {
  en: {
    locale: 'en-GB',
    title: 'GIIF identification form',
    page: (page, pages) => `Page ${page} of ${pages}`,
    footer: 'Identification form (art. 77)',
    preparedAt: 'Prepared',
    intro:
      'The data of the obligated institution for the identification form of art. 77 of the AML act ' +
      '(ustawa z dnia 1 marca 2018 r.), to be filed in GIIF’s system at www.giif.mofnet.gov.pl.',
    sections: {
      institution: 'Obligated institution',
      address: 'Registered office or place of business',
      contact: 'Contact person',
      filing: 'Filing',
    },
    fields: {
      name: 'Name',
      legalForm: 'Legal form',
      nip: 'NIP',
      regon: 'REGON',
      activity: 'Activity (art. 2 ust. 1)',
      country: 'Country',
      city: 'City',
      street: 'Street and number',
      postalCode: 'Postal code',
      contact: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      intermediary: 'Intermediary',
      filedOn: 'Last filed',
      dueOn: 'To be filed by',
    },
    none: 'none',
    notFiled: 'not recorded',
    reminder: {
      filed: 'Filed under the rules in force since 1 July 2025.',
      due: 'The 2025 amendment asks the institution to file the form (again).',
      overdue: 'The deadline to file the form under the 2025 amendment has passed.',
    },
  },
  pl: {
    locale: 'pl-PL',
    title: 'Formularz identyfikujący GIIF',
    page: (page, pages) => `Strona ${page} z ${pages}`,
    footer: 'Formularz identyfikujący (art. 77)',
    preparedAt: 'Przygotowano',
    intro:
      'Dane instytucji obowiązanej do formularza identyfikującego, o którym mowa w art. 77 ustawy ' +
      'z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu, ' +
      'składanego w systemie GIIF pod adresem www.giif.mofnet.gov.pl.',
    sections: {
      institution: 'Instytucja obowiązana',
      address: 'Siedziba lub miejsce prowadzenia działalności',
      contact: 'Osoba do kontaktu',
      filing: 'Złożenie formularza',
    },
    fields: {
      name: 'Nazwa (firma)',
      legalForm: 'Forma prawna',
      nip: 'NIP',
      regon: 'REGON',
      activity: 'Rodzaj działalności (art. 2 ust. 1)',
      country: 'Kraj',
      city: 'Miejscowość',
      street: 'Ulica i numer',
      postalCode: 'Kod pocztowy',
      contact: 'Imię i nazwisko',
      phone: 'Telefon',
      email: 'E-mail',
      intermediary: 'Pośrednik',
      filedOn: 'Ostatnio złożono',
      dueOn: 'Termin złożenia',
    },
    none: 'brak',
    notFiled: 'nie odnotowano',
    reminder: {
      filed: 'Złożono według zasad obowiązujących od 1 lipca 2025 r.',
      due: 'Nowelizacja z 2025 r. wymaga złożenia formularza (ponownie).',
      overdue: 'Termin złożenia formularza według nowelizacji z 2025 r. minął.',
    },
  },
};
