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
