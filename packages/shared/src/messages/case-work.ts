import { missingDataText, type MissingField } from './missing-data.js';
import { wording, type Bilingual, type Writer } from './message.js';

/*
 * The titles, explanations and descriptions of the alerts and tasks the application raises
 * (docs/alerts.md, "Titles and explanations"). A key once released is read for as long as its
 * records are kept: its wording may be corrected (every record then reads the new words), its
 * arguments stay; a text that says something else is a new key. messages.test.ts holds each
 * released key with stored arguments and the words they read as.
 */

/** A sanctions hit as an explanation names it. */
type HitArgs = { subject: string; entry: string; source: string; entry_id: string; score: number };

const hitLine = (hit: HitArgs, write: Writer, score: string) =>
  `${hit.subject} ~ ${hit.entry} (${hit.source} ${hit.entry_id}, ${score} ${write.number(hit.score, 2)})`;

/** The level of a risk alert: only these two raise one. */
type AlertingLevel = 'high' | 'non_acceptable';

const RISK_TITLE: Record<AlertingLevel, Bilingual> = {
  high: { en: 'High risk', pl: 'Wysokie ryzyko' },
  non_acceptable: { en: 'Non-acceptable risk', pl: 'Ryzyko nieakceptowalne' },
};

/** " (Sanctions lists, PEP)" after a risk alert's subject: the rules that found the risk. */
const ruleNames = (rules: Bilingual[], write: Writer) =>
  rules.length > 0 ? ` (${rules.map(write.pick).join(', ')})` : '';

const missingList = (fields: MissingField[], write: Writer) =>
  fields.map((field) => missingDataText(field, write.language)).join(', ');

/** What opened (or asks to open) a due diligence execution, as a task names it. */
type CddTriggerWord =
  | 'manual'
  | 'new_party'
  | 'risk_increase'
  | 'occasional_transaction'
  | 'sanctions_confirmed'
  | 'renewal_due';

const CDD_TRIGGER_WORDS: Record<CddTriggerWord, Bilingual> = {
  manual: { en: 'started by hand', pl: 'rozpoczęte ręcznie' },
  new_party: { en: 'new customer', pl: 'nowy klient' },
  risk_increase: { en: 'risk level went up', pl: 'wzrost poziomu ryzyka' },
  occasional_transaction: {
    en: 'occasional transaction of 15,000 EUR or more',
    pl: 'transakcja okazjonalna o wartości co najmniej 15 000 EUR',
  },
  sanctions_confirmed: { en: 'sanctions match confirmed', pl: 'potwierdzone trafienie sankcyjne' },
  renewal_due: { en: 'periodic renewal due', pl: 'termin okresowej weryfikacji' },
};

/** Texts of alerts and tasks, by key. */
export const CASE_WORK_MESSAGES = {
  'alert.sanctions.party_title': wording<{ name: string }>({
    en: ({ name }) => `Possible sanctions match: ${name}`,
    pl: ({ name }) => `Możliwe trafienie na liście sankcyjnej: ${name}`,
  }),
  'alert.sanctions.transaction_title': wording<{ code: string; text: string }>({
    en: ({ code, text }) => `Possible sanctions match in transaction ${code} (${text})`,
    pl: ({ code, text }) => `Możliwe trafienie na liście sankcyjnej w transakcji ${code} (${text})`,
  }),
  'alert.sanctions.confirmed_title': wording<{ name: string }>({
    en: ({ name }) => `Confirmed sanctions match: ${name}`,
    pl: ({ name }) => `Potwierdzone trafienie na liście sankcyjnej: ${name}`,
  }),
  'alert.sanctions.explanation': wording<{ hits: HitArgs[] }>({
    en: ({ hits }, write) =>
      [
        'Possible match on a sanctions list; confirm it or mark it a false positive with a note.',
        ...hits.map((hit) => hitLine(hit, write, 'score')),
      ].join('\n'),
    pl: ({ hits }, write) =>
      [
        'Możliwe trafienie na liście sankcyjnej; potwierdź je albo oznacz jako fałszywe z notatką.',
        ...hits.map((hit) => hitLine(hit, write, 'zgodność')),
      ].join('\n'),
  }),
  'alert.risk.party_title': wording<{ level: AlertingLevel; name: string; rules: Bilingual[] }>({
    en: ({ level, name, rules }, write) =>
      `${RISK_TITLE[level].en}: ${name}${ruleNames(rules, write)}`,
    pl: ({ level, name, rules }, write) =>
      `${RISK_TITLE[level].pl}: ${name}${ruleNames(rules, write)}`,
  }),
  'alert.risk.transaction_title': wording<{
    level: AlertingLevel;
    code: string;
    rules: Bilingual[];
  }>({
    en: ({ level, code, rules }, write) =>
      `${RISK_TITLE[level].en}: transaction ${code}${ruleNames(rules, write)}`,
    pl: ({ level, code, rules }, write) =>
      `${RISK_TITLE[level].pl}: transakcja ${code}${ruleNames(rules, write)}`,
  }),
  /** The level's reason, then what each rule that found the risk says. */
  'alert.risk.explanation': wording<{ reason: Bilingual; findings: Bilingual[] }>({
    en: ({ reason, findings }, write) => [reason, ...findings].map(write.pick).join('\n\n'),
    pl: ({ reason, findings }, write) => [reason, ...findings].map(write.pick).join('\n\n'),
  }),
  'task.missing_data.party_title': wording<{ name: string }>({
    en: ({ name }) => `Complete the data of ${name}`,
    pl: ({ name }) => `Uzupełnij dane: ${name}`,
  }),
  'task.missing_data.transaction_title': wording<{ code: string }>({
    en: ({ code }) => `Complete the data of transaction ${code}`,
    pl: ({ code }) => `Uzupełnij dane transakcji ${code}`,
  }),
  'task.missing_data.description': wording<{ fields: MissingField[] }>({
    en: ({ fields }, write) => `The risk assessment needs: ${missingList(fields, write)}.`,
    pl: ({ fields }, write) => `Ocena ryzyka wymaga danych: ${missingList(fields, write)}.`,
  }),
  'task.giif_report.title': wording<{ code: string; due_on: string }>({
    en: ({ code, due_on }, write) => `Report transaction ${code} to GIIF by ${write.day(due_on)}`,
    pl: ({ code, due_on }, write) => `Zgłoś transakcję ${code} do GIIF do ${write.day(due_on)}`,
  }),
  'task.giif_report.description': wording<{ reason: Bilingual }>({
    en: ({ reason }, write) => write.pick(reason),
    pl: ({ reason }, write) => write.pick(reason),
  }),
  'task.cdd.open_title': wording<{ name: string; trigger: CddTriggerWord }>({
    en: ({ name, trigger }) =>
      `Apply due diligence measures to ${name}: ${CDD_TRIGGER_WORDS[trigger].en}`,
    pl: ({ name, trigger }) =>
      `Zastosuj środki bezpieczeństwa finansowego wobec: ${name} (${CDD_TRIGGER_WORDS[trigger].pl})`,
  }),
  'task.cdd.open_description': wording<{
    transaction: string | null;
    amount_eur: string | null;
    due_on: string | null;
  }>({
    en: ({ transaction, amount_eur, due_on }, write) =>
      [
        "Start a due diligence execution on the party's CDD tab (art. 34–35 of the AML act).",
        transaction && amount_eur
          ? `Transaction ${transaction}: ${write.number(Number(amount_eur), 2)} EUR.`
          : '',
        due_on ? `The last one is due again on ${write.day(due_on)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    pl: ({ transaction, amount_eur, due_on }, write) =>
      [
        'Rozpocznij stosowanie środków w zakładce ŚBF podmiotu (art. 34–35 ustawy AML).',
        transaction && amount_eur
          ? `Transakcja ${transaction}: ${write.number(Number(amount_eur), 2)} EUR.`
          : '',
        due_on ? `Termin ponownego zastosowania: ${write.day(due_on)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
  }),
  'task.cdd.renewal_title': wording<{ name: string; due_on: string }>({
    en: ({ name, due_on }, write) =>
      `Due diligence of ${name} is due again on ${write.day(due_on)}`,
    pl: ({ name, due_on }, write) =>
      `Termin ponownego zastosowania środków wobec: ${name} mija ${write.day(due_on)}`,
  }),
  'alert.cdd.overdue_title': wording<{ name: string; due_on: string }>({
    en: ({ name, due_on }, write) => `Due diligence of ${name} overdue since ${write.day(due_on)}`,
    pl: ({ name, due_on }, write) =>
      `Przeterminowane środki bezpieczeństwa finansowego: ${name} (termin ${write.day(due_on)})`,
  }),
  'alert.cdd.overdue_explanation': wording<{ execution: string; due_on: string; months: number }>({
    en: ({ execution, due_on, months }, write) =>
      `The last completed due diligence (${execution}) set its renewal after ${write.plural(months, { one: '# month', other: '# months' })}, on ${write.day(due_on)}, and none has been completed since. Apply the measures again (art. 34 ust. 1 pkt 4, art. 35 ust. 2).`,
    pl: ({ execution, due_on, months }, write) =>
      `Ostatnie zakończone stosowanie środków (${execution}) wyznaczyło ponowne po ${write.plural(months, { one: '# miesiącu', other: '# miesiącach' })}, na ${write.day(due_on)}, i od tego czasu żadne nie zostało zakończone. Zastosuj środki ponownie (art. 34 ust. 1 pkt 4, art. 35 ust. 2).`,
  }),
  'task.cdd.refused_title': wording<{ name: string }>({
    en: ({ name }) => `Consider a report to GIIF: due diligence refused for ${name}`,
    pl: ({ name }) => `Rozważ zawiadomienie GIIF: odmowa zastosowania środków wobec: ${name}`,
  }),
  'task.cdd.refused_description': wording<{ reason: string }>({
    en: ({ reason }) =>
      `The relationship was not established or was ended (art. 41 of the AML act). Consider notifying GIIF (art. 74, art. 86). Reason: ${reason}`,
    pl: ({ reason }) =>
      `Stosunków gospodarczych nie nawiązano albo je rozwiązano (art. 41 ustawy AML). Rozważ zawiadomienie GIIF (art. 74, art. 86). Powód: ${reason}`,
  }),
  'task.crbr.discrepancy_title': wording<{ name: string }>({
    en: ({ name }) => `Notify CRBR of a discrepancy: ${name}`,
    pl: ({ name }) => `Zgłoś rozbieżność do CRBR: ${name}`,
  }),
  'task.crbr.discrepancy_description': wording<{ request_id: string; count: number }>({
    en: ({ request_id, count }, write) =>
      `CRBR (request ${request_id}) differs from the beneficial owners the institution recorded: ${write.plural(count, { one: '# difference', other: '# differences' })}. Check them on the party's Beneficial owners tab, download the prepared discrepancy notice there and send it to the CRBR authority (art. 61a of the AML act).`,
    pl: ({ request_id, count }, write) =>
      `CRBR (wniosek ${request_id}) różni się od beneficjentów rzeczywistych ustalonych przez instytucję: ${write.plural(count, { one: '# rozbieżność', few: '# rozbieżności', many: '# rozbieżności', other: '# rozbieżności' })}. Sprawdź je w zakładce Beneficjenci rzeczywiści podmiotu, pobierz tam przygotowane zgłoszenie rozbieżności i przekaż je organowi właściwemu w sprawach CRBR (art. 61a ustawy AML).`,
  }),
  'alert.storage.file_missing_title': wording<{ name: string }>({
    en: ({ name }) => `Attached file removed outside the application: ${name}`,
    pl: ({ name }) => `Załączony plik usunięto poza aplikacją: ${name}`,
  }),
  'alert.storage.file_changed_title': wording<{ name: string }>({
    en: ({ name }) => `Attached file changed outside the application: ${name}`,
    pl: ({ name }) => `Załączony plik zmieniono poza aplikacją: ${name}`,
  }),
  /** What was found, and the evidence kept since the upload. */
  'alert.storage.explanation': wording<{
    finding: 'missing' | 'changed';
    name: string;
    sha256: string;
    size: number;
    uploaded_at: string;
  }>({
    en: ({ finding, name, sha256, size, uploaded_at }, write) =>
      `${finding === 'missing' ? 'The file is no longer in the store' : 'The file in the store is not the one uploaded'}: ` +
      `${name}, uploaded ${write.day(uploaded_at.slice(0, 10))}, ${write.number(size, 0)} bytes, SHA-256 ${sha256}. ` +
      'Restore it from a backup or attach the document again, and record why it changed.',
    pl: ({ finding, name, sha256, size, uploaded_at }, write) =>
      `${finding === 'missing' ? 'Pliku nie ma już w magazynie' : 'Plik w magazynie nie jest tym, który przesłano'}: ` +
      `${name}, przesłany ${write.day(uploaded_at.slice(0, 10))}, ${write.number(size, 0)} bajtów, SHA-256 ${sha256}. ` +
      'Przywróć go z kopii zapasowej albo załącz dokument ponownie i zapisz, dlaczego się zmienił.',
  }),
};
