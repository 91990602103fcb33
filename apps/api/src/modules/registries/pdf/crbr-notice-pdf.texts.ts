import type { CrbrComparison, Language } from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';

type MatchState = CrbrComparison['rows'][number]['state'];

/** The compared fields (CrbrComparison's `differences`), and `name` for both parts of a name. */
export type NoticeField =
  'first_name' | 'last_name' | 'name' | 'pesel' | 'birth_date' | 'citizenships' | 'share';

/** The texts of a CRBR discrepancy notice, kept server-side in both languages of the app. */
export type CrbrNoticePdfTexts = SummaryTexts & {
  /** The short name in the footer. */
  footer: string;
  preparedAt: string;
  /** Why the notice is sent and to whom, with its legal basis. */
  intro: string;
  none: string;
  /** Printed for a value one side does not have. */
  missing: string;
  /** A line to write on, for what the application does not know. */
  blank: string;
  sections: { institution: string; company: string; check: string; discrepancies: string };
  fields: {
    name: string;
    nip: string;
    krs: string;
    address: string;
    requestId: string;
    checkedAt: string;
    person: string;
    field: string;
    crbr: string;
    recorded: string;
    placeAndDate: string;
    signature: string;
  };
  compared: Record<NoticeField, string>;
  states: Record<MatchState, string>;
};

// The article number (61a) is to be verified: shared/domain/poland.md section 8, row 8.
const en: CrbrNoticePdfTexts = {
  locale: 'en-GB',
  title: 'Notice of discrepancies in the Central Register of Beneficial Owners',
  page: (page, pages) => `Page ${page} of ${pages}`,
  footer: 'CRBR discrepancy notice',
  preparedAt: 'Prepared',
  intro:
    'Under art. 61a of the Act of 1 March 2018 on counteracting money laundering and terrorist financing, the obligated institution notifies the minister competent for public finance, the authority competent for the Central Register of Beneficial Owners, of the discrepancies below between the information in the Register and the information it established about the beneficial owners of the entity concerned.',
  none: 'No discrepancies',
  missing: '—',
  blank: '……………………………………………………',
  sections: {
    institution: 'Obligated institution sending the notice',
    company: 'Entity concerned',
    check: 'CRBR check',
    discrepancies: 'Discrepancies found',
  },
  fields: {
    name: 'Name',
    nip: 'NIP',
    krs: 'KRS',
    address: 'Address',
    requestId: 'CRBR request identifier',
    checkedAt: 'Checked',
    person: 'Beneficial owner',
    field: 'Data',
    crbr: 'In CRBR',
    recorded: 'Established by the institution',
    placeAndDate: 'Place and date',
    signature: 'Signature of the person sending the notice',
  },
  compared: {
    first_name: 'First name',
    last_name: 'Last name',
    name: 'First name and last name',
    pesel: 'PESEL',
    birth_date: 'Date of birth',
    citizenships: 'Citizenship',
    share: 'Share held',
  },
  states: {
    match: 'The data match',
    differs: 'The data differ',
    only_in_crbr:
      'In CRBR only: the institution did not establish this person as a beneficial owner',
    only_recorded: 'Not in CRBR: the institution established this person as a beneficial owner',
  },
};

const pl: CrbrNoticePdfTexts = {
  locale: 'pl-PL',
  title: 'Powiadomienie o rozbieżnościach w Centralnym Rejestrze Beneficjentów Rzeczywistych',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  footer: 'Powiadomienie o rozbieżnościach w CRBR',
  preparedAt: 'Sporządzono',
  intro:
    'Na podstawie art. 61a ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu instytucja obowiązana powiadamia ministra właściwego do spraw finansów publicznych, organ właściwy w sprawach Centralnego Rejestru Beneficjentów Rzeczywistych, o poniższych rozbieżnościach między informacjami zgromadzonymi w Rejestrze a informacjami o beneficjentach rzeczywistych podmiotu ustalonymi przez instytucję.',
  none: 'Brak rozbieżności',
  missing: '—',
  blank: '……………………………………………………',
  sections: {
    institution: 'Instytucja obowiązana powiadamiająca',
    company: 'Podmiot, którego dotyczy powiadomienie',
    check: 'Sprawdzenie w CRBR',
    discrepancies: 'Stwierdzone rozbieżności',
  },
  fields: {
    name: 'Nazwa',
    nip: 'NIP',
    krs: 'KRS',
    address: 'Adres',
    requestId: 'Identyfikator zapytania do CRBR',
    checkedAt: 'Data sprawdzenia',
    person: 'Beneficjent rzeczywisty',
    field: 'Dane',
    crbr: 'W CRBR',
    recorded: 'Ustalone przez instytucję',
    placeAndDate: 'Miejscowość i data',
    signature: 'Podpis osoby powiadamiającej',
  },
  compared: {
    first_name: 'Imię',
    last_name: 'Nazwisko',
    name: 'Imię i nazwisko',
    pesel: 'PESEL',
    birth_date: 'Data urodzenia',
    citizenships: 'Obywatelstwo',
    share: 'Wielkość udziałów',
  },
  states: {
    match: 'Dane zgodne',
    differs: 'Dane się różnią',
    only_in_crbr: 'Tylko w CRBR: instytucja nie ustaliła tej osoby jako beneficjenta rzeczywistego',
    only_recorded: 'Brak w CRBR: instytucja ustaliła tę osobę jako beneficjenta rzeczywistego',
  },
};

export const CRBR_NOTICE_PDF_TEXTS: Record<Language, CrbrNoticePdfTexts> = { en, pl };
