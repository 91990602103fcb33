import type {
  Attachment,
  CddExecutionDetail,
  CddMeasure,
  CddTriggerRecord,
  Language,
} from '@aml/shared';
import {
  SummaryWriter,
  formatters,
  label,
  type Formatters,
} from '../../../lib/pdf/summary-writer.js';
import { CDD_PDF_TEXTS, type CddPdfTexts } from './cdd-pdf.texts.js';

/** What the PDF of one execution is made of; the renderer itself reads nothing else. */
export type CddPdfInput = {
  execution: CddExecutionDetail;
  /** The files of each measure, by the measure's code; a measure without files may be absent. */
  attachments: Record<string, Attachment[]>;
  language: Language;
  /** When the PDF was made: printed in the header and stored as the creation date. */
  generatedAt: Date;
};

/** The keys of a trigger's detail that hold a risk level, and the ones that hold an amount. */
const RISK_LEVEL_DETAILS = new Set(['from', 'to']);
const EUR_DETAILS = new Set(['amount_eur']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A measure's title: the team's own words, or the application's wording of its key. */
const titleOf = (measure: CddMeasure, texts: CddPdfTexts) =>
  measure.title ?? label(texts.measures, measure.key);

/** A trigger's detail, one "name: value" line each, its values in the reader's language. */
function detailOf(trigger: CddTriggerRecord, texts: CddPdfTexts, format: Formatters): string {
  return Object.entries(trigger.detail)
    .map(([key, value]) => {
      let shown = value;
      if (RISK_LEVEL_DETAILS.has(key)) shown = label(texts.riskLevels, value);
      else if (EUR_DETAILS.has(key) && NUMBER.test(value)) shown = `${format.decimal(value)} EUR`;
      else if (DAY.test(value)) shown = format.date(value);
      else if (INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
        shown = format.dateTime(value);
      return `${label(texts.details, key)}: ${shown}`;
    })
    .join('\n');
}

/** A file's size: exact in bytes, and in kB or MB when it is larger. */
function sizeOf(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const exact = `${new Intl.NumberFormat(locale).format(bytes)} B`;
  if (bytes < 1000) return exact;
  const scaled =
    bytes < 1_000_000
      ? `${number.format(bytes / 1000)} kB`
      : `${number.format(bytes / 1_000_000)} MB`;
  return `${scaled} (${exact})`;
}

/**
 * The PDF of one due diligence execution for the inspection file, in the reader's language:
 * whom it concerns and where it stands, why it has this intensity, what opened it, each
 * measure with its legal basis, status, note and who recorded it when, and each file kept as
 * evidence with its SHA-256 in full. Pure: the same input gives the same document content.
 */
export async function renderCddPdf(input: CddPdfInput): Promise<Buffer> {
  const { execution, attachments, language, generatedAt } = input;
  const texts = CDD_PDF_TEXTS[language];
  const f = texts.fields;
  const format = formatters(texts);
  const { party } = execution;
  const kind = label(texts.kinds, execution.kind);
  const by = (who: string | null, at: string | null) =>
    [who, at && format.dateTime(at)].filter(Boolean).join(', ');

  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${party.display_name}`,
    Author: 'AML',
    Creator: 'AML',
    Subject: execution.code,
    CreationDate: generatedAt,
    ModDate: generatedAt,
  });
  // The customer's name, and under it the kind of measures.
  writer.header(
    `${party.display_name}\n${kind}`,
    `${texts.code}: ${execution.code}    ${texts.generatedAt}: ${format.dateTime(generatedAt)}`,
  );

  writer.section(texts.sections.execution);
  writer.fields([
    [f.party, `${party.display_name} (${party.code})`],
    [f.code, execution.code],
    [f.status, label(texts.statuses, execution.status)],
    [f.statusReason, execution.status_reason],
    [f.progress, texts.progress(execution.measures_settled, execution.measures_total)],
    [f.startedAt, format.dateTime(execution.started_at)],
    [f.createdBy, execution.created_by],
    [f.endedAt, execution.ended_at && format.dateTime(execution.ended_at)],
    [f.endedBy, execution.ended_by],
    [
      f.nextDueDate,
      execution.next_due_date &&
        `${format.date(execution.next_due_date)}${execution.overdue ? ` (${texts.overdue})` : ''}`,
    ],
    [f.templateVersion, String(execution.template_version)],
  ]);

  writer.section(texts.sections.intensity);
  writer.fields([
    [f.riskLevel, label(texts.riskLevels, execution.risk_level)],
    [f.suggestedKind, label(texts.kinds, execution.suggested_kind)],
    [f.kind, kind],
    [f.kindReason, execution.kind_reason],
  ]);
  writer.note(texts.kindRule);

  writer.section(texts.sections.triggers);
  if (execution.triggers.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.triggerAt, width: 2 },
        { header: f.trigger, width: 2.6 },
        { header: f.details, width: 2.5 },
      ],
      execution.triggers.map((trigger) => [
        format.dateTime(trigger.at),
        label(texts.triggers, trigger.trigger),
        detailOf(trigger, texts, format),
      ]),
    );

  const filesOf = (measure: CddMeasure) => attachments[measure.code] ?? [];
  writer.section(texts.sections.measures);
  if (execution.measures.length === 0) writer.note(texts.none);
  execution.measures.forEach((measure, index) => {
    const files = filesOf(measure);
    if (index > 0) writer.doc.moveDown(0.6);
    writer.fields([
      [f.measure(index + 1), titleOf(measure, texts)],
      [f.legalBasis, measure.legal_basis],
      [f.mandatory, measure.mandatory ? texts.yes : texts.no],
      [f.measureStatus, label(texts.measureStatuses, measure.status)],
      [f.notApplicableReason, measure.status === 'not_applicable' ? measure.reason : null],
      [f.note, measure.note],
      [f.doneBy, by(measure.done_by, measure.done_at)],
      [
        f.attachments,
        files.length > 0
          ? files.map((file) => file.name).join('\n')
          : measure.attachments > 0
            ? String(measure.attachments)
            : null,
      ],
    ]);
  });

  // Each file with the measure it belongs to; its SHA-256 on a line of its own, in full, so
  // that it can be compared with the file's bytes.
  writer.section(texts.sections.evidence);
  const evidence = execution.measures.flatMap((measure, index) =>
    filesOf(measure).map((file) => ({ measure, number: index + 1, file })),
  );
  if (evidence.length === 0) writer.note(texts.none);
  evidence.forEach(({ measure, number, file }, index) => {
    if (index > 0) writer.doc.moveDown(0.6);
    const checked = file.integrity !== 'ok' || file.integrity_checked_at !== null;
    writer.fields([
      [f.measure(number), titleOf(measure, texts)],
      [f.file, file.name],
      [f.description, file.description],
      [f.size, sizeOf(file.size, texts.locale)],
      [f.uploadedAt, format.dateTime(file.created_time)],
      [f.addedBy, file.added_by],
      [
        f.integrity,
        checked
          ? [
              label(texts.integrity, file.integrity),
              file.integrity_checked_at && format.dateTime(file.integrity_checked_at),
            ]
              .filter(Boolean)
              .join(', ')
          : null,
      ],
    ]);
    writer.note(`${f.sha256}: ${file.sha256}`);
  });

  return writer.finish(`AML · ${texts.title} · ${execution.code}`);
}
