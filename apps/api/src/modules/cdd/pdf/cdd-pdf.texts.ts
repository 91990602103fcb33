import type {
  Attachment,
  CddKind,
  CddMeasureStatus,
  CddStatus,
  CddTrigger,
  Language,
  RiskLevel,
} from '@aml/shared';
import type { SummaryTexts } from '../../../lib/pdf/summary-writer.js';
import { PARTY_PDF_TEXTS } from '../../parties/index.js';

/** The application's own measures (BUILT_IN_MEASURE_KEYS), worded in the reader's language. */
export type BuiltInMeasureKey =
  | 'identify_customer'
  | 'verify_customer'
  | 'identify_beneficial_owner'
  | 'crbr_extract'
  | 'purpose_of_relationship'
  | 'ongoing_monitoring'
  | 'person_acting_on_behalf'
  | 'source_of_wealth'
  | 'source_of_funds'
  | 'senior_management_approval'
  | 'pep_declaration'
  | 'high_risk_third_country';

/**
 * The keys of a trigger's detail (as cdd-open.ts, cdd-reminders.ts and the sanctions screening
 * record them) the PDF names in words; a key not listed is printed as it is stored. `from` and
 * `to` hold risk levels, `amount_eur` a decimal, `due_on` a day.
 */
export type CddDetailKey =
  'from' | 'to' | 'transaction' | 'amount_eur' | 'due_on' | 'previous' | 'sanctions_hit' | 'entry';

/** The texts of a due diligence execution's PDF, kept server-side in both languages of the app. */
export type CddPdfTexts = SummaryTexts & {
  code: string;
  generatedAt: string;
  none: string;
  yes: string;
  no: string;
  overdue: string;
  /** "3 of 4" measures settled. */
  progress: (settled: number, total: number) => string;
  /** How the settings choose the kind, printed under "why this intensity". */
  kindRule: string;
  sections: {
    execution: string;
    intensity: string;
    triggers: string;
    measures: string;
    evidence: string;
  };
  fields: {
    party: string;
    code: string;
    status: string;
    statusReason: string;
    progress: string;
    startedAt: string;
    endedAt: string;
    endedBy: string;
    nextDueDate: string;
    templateVersion: string;
    createdBy: string;
    riskLevel: string;
    suggestedKind: string;
    kind: string;
    kindReason: string;
    triggerAt: string;
    trigger: string;
    details: string;
    measure: (number: number) => string;
    legalBasis: string;
    mandatory: string;
    measureStatus: string;
    notApplicableReason: string;
    note: string;
    doneBy: string;
    attachments: string;
    file: string;
    sha256: string;
    size: string;
    uploadedAt: string;
    addedBy: string;
    description: string;
    integrity: string;
  };
  kinds: Record<CddKind, string>;
  statuses: Record<CddStatus, string>;
  measureStatuses: Record<CddMeasureStatus, string>;
  triggers: Record<CddTrigger, string>;
  details: Record<CddDetailKey, string>;
  measures: Record<BuiltInMeasureKey, string>;
  /** What the last integrity check of a file found. */
  integrity: Record<Attachment['integrity'], string>;
  /** Risk levels are named as in the party summary. */
  riskLevels: Record<RiskLevel, string>;
};

const en: CddPdfTexts = {
  locale: 'en-GB',
  title: 'Customer due diligence',
  page: (page, pages) => `Page ${page} of ${pages}`,
  code: 'Code',
  generatedAt: 'Generated',
  none: 'None',
  yes: 'Yes',
  no: 'No',
  overdue: 'overdue',
  progress: (settled, total) => `${settled} of ${total} measures done or not applicable`,
  kindRule:
    'The settings choose the kind of measures from the risk level; a politically exposed customer or beneficial owner, or a risk that is not acceptable, always gets enhanced measures (art. 43, art. 46). Another kind than the settings choose is a team admin’s decision, with its reason.',
  sections: {
    execution: 'Execution',
    intensity: 'Why this intensity',
    triggers: 'Triggers',
    measures: 'Measures',
    evidence: 'Evidence',
  },
  fields: {
    party: 'Customer',
    code: 'Code',
    status: 'Status',
    statusReason: 'Reason',
    progress: 'Progress',
    startedAt: 'Started',
    endedAt: 'Ended',
    endedBy: 'Ended by',
    nextDueDate: 'Next due date',
    templateVersion: 'Template version',
    createdBy: 'Started by',
    riskLevel: 'Risk level at start',
    suggestedKind: 'Kind chosen by the settings',
    kind: 'Kind applied',
    kindReason: 'Reason for another kind',
    triggerAt: 'Date',
    trigger: 'Trigger',
    details: 'Details',
    measure: (number) => `Measure ${number}`,
    legalBasis: 'Legal basis',
    mandatory: 'Mandatory',
    measureStatus: 'Status',
    notApplicableReason: 'Why it does not apply',
    note: 'Note',
    doneBy: 'Recorded by',
    attachments: 'Files',
    file: 'File',
    sha256: 'SHA-256',
    size: 'Size',
    uploadedAt: 'Uploaded',
    addedBy: 'Added by',
    description: 'Description',
    integrity: 'Integrity check',
  },
  kinds: {
    simplified: 'Simplified (art. 42)',
    standard: 'Standard (art. 34)',
    enhanced: 'Enhanced (art. 43–46)',
  },
  statuses: {
    in_progress: 'In progress',
    completed: 'Completed',
    refused: 'Refused (art. 41)',
    cancelled: 'Cancelled',
  },
  measureStatuses: {
    pending: 'Pending',
    done: 'Done',
    not_applicable: 'Not applicable',
    failed: 'Failed',
  },
  triggers: {
    manual: 'Started by hand',
    new_party: 'New customer: establishing a business relationship (art. 35 ust. 1 pkt 1)',
    risk_increase: 'Risk level went up (art. 35 ust. 2)',
    occasional_transaction: 'Occasional transaction of 15,000 EUR or more (art. 35)',
    sanctions_confirmed: 'Sanctions match confirmed',
    renewal_due: 'Periodic renewal due (art. 35 ust. 2)',
  },
  details: {
    from: 'Risk level before',
    to: 'Risk level after',
    transaction: 'Transaction',
    amount_eur: 'Amount in EUR',
    due_on: 'Due date',
    previous: 'Previous execution',
    sanctions_hit: 'Sanctions match',
    entry: 'Sanctions list',
  },
  measures: {
    identify_customer: 'Identification of the customer',
    verify_customer: 'Verification of the customer’s identity',
    identify_beneficial_owner: 'Identification of the beneficial owner and the ownership structure',
    crbr_extract: 'CRBR extract',
    purpose_of_relationship:
      'Assessment of the purpose and intended nature of the business relationship',
    ongoing_monitoring: 'Ongoing monitoring of the business relationship',
    person_acting_on_behalf:
      'Identification and verification of the person acting on behalf of the customer and of their authority',
    source_of_wealth: 'Source of wealth established',
    source_of_funds: 'Source of funds established',
    senior_management_approval: 'Senior management approval',
    pep_declaration: 'PEP status declaration',
    high_risk_third_country: 'Measures for a high-risk third country (art. 44)',
  },
  integrity: {
    ok: 'The stored file matches its SHA-256',
    missing: 'Removed from the storage outside the application',
    changed: 'Changed in the storage: it no longer matches its SHA-256',
  },
  riskLevels: PARTY_PDF_TEXTS.en.riskLevels,
};

const pl: CddPdfTexts = {
  locale: 'pl-PL',
  title: 'Stosowanie środków bezpieczeństwa finansowego',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  code: 'Kod',
  generatedAt: 'Wygenerowano',
  none: 'Brak',
  yes: 'Tak',
  no: 'Nie',
  overdue: 'po terminie',
  progress: (settled, total) => `${settled} z ${total} środków wykonanych lub niedotyczących`,
  kindRule:
    'Ustawienia dobierają rodzaj środków do poziomu ryzyka; wobec klienta lub beneficjenta rzeczywistego zajmującego eksponowane stanowisko polityczne albo przy ryzyku nieakceptowalnym zawsze stosuje się środki wzmożone (art. 43, art. 46). Inny rodzaj niż wskazany przez ustawienia wybiera administrator zespołu, podając powód.',
  sections: {
    execution: 'Stosowanie środków',
    intensity: 'Dlaczego taki rodzaj środków',
    triggers: 'Przyczyny zastosowania',
    measures: 'Środki',
    evidence: 'Dowody',
  },
  fields: {
    party: 'Klient',
    code: 'Kod',
    status: 'Status',
    statusReason: 'Powód',
    progress: 'Postęp',
    startedAt: 'Rozpoczęto',
    endedAt: 'Zakończono',
    endedBy: 'Zakończył(a)',
    nextDueDate: 'Termin ponownego zastosowania',
    templateVersion: 'Wersja szablonu',
    createdBy: 'Rozpoczął(a)',
    riskLevel: 'Poziom ryzyka na początku',
    suggestedKind: 'Rodzaj wskazany przez ustawienia',
    kind: 'Zastosowany rodzaj',
    kindReason: 'Powód innego rodzaju',
    triggerAt: 'Data',
    trigger: 'Przyczyna',
    details: 'Szczegóły',
    measure: (number) => `Środek ${number}`,
    legalBasis: 'Podstawa prawna',
    mandatory: 'Obowiązkowy',
    measureStatus: 'Status',
    notApplicableReason: 'Dlaczego nie dotyczy',
    note: 'Notatka',
    doneBy: 'Odnotował(a)',
    attachments: 'Pliki',
    file: 'Plik',
    sha256: 'SHA-256',
    size: 'Rozmiar',
    uploadedAt: 'Dodano',
    addedBy: 'Dodał(a)',
    description: 'Opis',
    integrity: 'Kontrola integralności',
  },
  kinds: {
    simplified: 'Uproszczone (art. 42)',
    standard: 'Standardowe (art. 34)',
    enhanced: 'Wzmożone (art. 43–46)',
  },
  statuses: {
    in_progress: 'W toku',
    completed: 'Zakończone',
    refused: 'Odmowa (art. 41)',
    cancelled: 'Anulowane',
  },
  measureStatuses: {
    pending: 'Oczekuje',
    done: 'Wykonano',
    not_applicable: 'Nie dotyczy',
    failed: 'Niepowodzenie',
  },
  triggers: {
    manual: 'Rozpoczęte ręcznie',
    new_party: 'Nowy klient: nawiązanie stosunków gospodarczych (art. 35 ust. 1 pkt 1)',
    risk_increase: 'Wzrost poziomu ryzyka (art. 35 ust. 2)',
    occasional_transaction:
      'Transakcja okazjonalna o równowartości 15 000 EUR lub większej (art. 35)',
    sanctions_confirmed: 'Potwierdzone trafienie na liście sankcyjnej',
    renewal_due: 'Termin okresowego ponownego zastosowania środków (art. 35 ust. 2)',
  },
  details: {
    from: 'Poziom ryzyka przed',
    to: 'Poziom ryzyka po',
    transaction: 'Transakcja',
    amount_eur: 'Kwota w EUR',
    due_on: 'Termin',
    previous: 'Poprzednie stosowanie środków',
    sanctions_hit: 'Trafienie sankcyjne',
    entry: 'Lista sankcyjna',
  },
  measures: {
    identify_customer: 'Identyfikacja klienta',
    verify_customer: 'Weryfikacja tożsamości klienta',
    identify_beneficial_owner: 'Identyfikacja beneficjenta rzeczywistego i struktury własności',
    crbr_extract: 'Wydruk z CRBR',
    purpose_of_relationship: 'Ocena celu i zamierzonego charakteru stosunków gospodarczych',
    ongoing_monitoring: 'Bieżące monitorowanie stosunków gospodarczych',
    person_acting_on_behalf:
      'Identyfikacja i weryfikacja osoby działającej w imieniu klienta oraz jej umocowania',
    source_of_wealth: 'Ustalenie źródła majątku',
    source_of_funds: 'Ustalenie źródła pochodzenia wartości majątkowych',
    senior_management_approval: 'Zgoda kadry kierowniczej wyższego szczebla',
    pep_declaration: 'Oświadczenie o statusie PEP',
    high_risk_third_country: 'Środki wobec państwa trzeciego wysokiego ryzyka (art. 44)',
  },
  integrity: {
    ok: 'Plik w magazynie zgodny z SHA-256',
    missing: 'Usunięty z magazynu poza aplikacją',
    changed: 'Zmieniony w magazynie: nie odpowiada już swojemu SHA-256',
  },
  riskLevels: PARTY_PDF_TEXTS.pl.riskLevels,
};

export const CDD_PDF_TEXTS: Record<Language, CddPdfTexts> = { en, pl };
