import type { CrbrComparison, Language, RegistryPerson } from '@aml/shared';
import {
  SummaryWriter,
  formatters,
  label,
  type Formatters,
} from '../../../lib/pdf/summary-writer.js';
import {
  CRBR_NOTICE_PDF_TEXTS,
  type CrbrNoticePdfTexts,
  type NoticeField,
} from './crbr-notice-pdf.texts.js';

type Row = CrbrComparison['rows'][number];

/** What the notice is made of; the renderer itself reads nothing else. */
export type CrbrNoticePdfInput = {
  language: Language;
  /** When the notice was prepared: printed in the header and stored as the creation date. */
  generatedAt: Date;
  /** The reporting institution; null leaves lines to fill in by hand. */
  institution: { name: string; nip: string; address: string } | null;
  company: { name: string; nip: string | null; krs: string | null };
  requestId: string | null;
  checkedAt: string;
  rows: Row[];
  /** The beneficial owners the institution recorded, by the code the rows refer to. */
  recorded: Array<{
    code: string;
    name: string;
    pesel: string | null;
    birth_date: string | null;
    citizenships: string[];
    share: string | null;
  }>;
};

/** One side's data of a person, keyed as the comparison names its fields. */
type Side = Partial<Record<string, string | string[] | boolean | null | undefined>>;

const NAME_PARTS = ['first_name', 'last_name'];
const FIELDS: NoticeField[] = ['name', 'pesel', 'birth_date', 'citizenships', 'share'];

const crbrSide = (person: RegistryPerson | null): Side | null =>
  person && {
    ...person,
    name: [person.first_name, person.last_name].filter(Boolean).join(' ') || null,
  };

const hasValue = (value: Side[string]) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);

/** A value in the reader's words, or a dash when this side has none. */
function shown(side: Side | null, field: string, texts: CrbrNoticePdfTexts, format: Formatters) {
  const value = side?.[field];
  if (!hasValue(value)) return texts.missing;
  if (Array.isArray(value))
    return value.map(field === 'citizenships' ? format.country : String).join(', ');
  if (typeof value !== 'string') return String(value);
  if (field === 'birth_date') return format.date(value);
  if (field === 'share') return format.share(value);
  return value;
}

/**
 * The fields a discrepancy is shown by: for a person on both sides, those that differ (the
 * record keeps one name, so first and last name are shown as the whole name); for a person on
 * one side only, all that side knows of them.
 */
function fieldsOf(row: Row, crbr: Side | null, recorded: Side | null, texts: CrbrNoticePdfTexts) {
  if (row.state !== 'differs') {
    const side = row.state === 'only_in_crbr' ? crbr : recorded;
    return FIELDS.filter((field) => hasValue(side?.[field])).map((field) => ({
      field,
      name: texts.compared[field],
    }));
  }
  const names = row.differences.filter((field) => NAME_PARTS.includes(field));
  const nameLabel =
    names.length === 2 ? texts.compared.name : names[0] && label(texts.compared, names[0]);
  return [
    ...(nameLabel ? [{ field: 'name', name: nameLabel }] : []),
    ...row.differences
      .filter((field) => !NAME_PARTS.includes(field))
      .map((field) => ({ field, name: label(texts.compared, field) })),
  ];
}

/**
 * The discrepancy notice an obligated institution sends to the authority competent for CRBR
 * (art. 61a of the AML act; the article number is to be verified, shared/domain/poland.md
 * section 8 row 8), in the reader's language: who sends it, which entity it concerns, the CRBR
 * request it rests on, each discrepancy field by field with what CRBR says and what the
 * institution established (matching owners left out), and lines for the place, date and
 * signature. Pure: the same input gives the same document content.
 */
export async function renderCrbrNoticePdf(input: CrbrNoticePdfInput): Promise<Buffer> {
  const { language, generatedAt, institution, company } = input;
  const texts = CRBR_NOTICE_PDF_TEXTS[language];
  const f = texts.fields;
  const format = formatters(texts);
  const recordedBy = new Map(input.recorded.map((owner) => [owner.code, owner]));

  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${company.name}`,
    Author: institution?.name ?? 'AML',
    Creator: 'AML',
    Subject: texts.footer,
    CreationDate: generatedAt,
    ModDate: generatedAt,
  });
  writer.header(company.name, `${texts.preparedAt}: ${format.dateTime(generatedAt)}`);
  writer.note(texts.intro);

  // Without the institution's data in the settings, the notice is completed by hand.
  writer.section(texts.sections.institution);
  writer.fields([
    [f.name, institution?.name ?? texts.blank],
    [f.nip, institution?.nip ?? texts.blank],
    [f.address, institution?.address ?? texts.blank],
  ]);

  writer.section(texts.sections.company);
  writer.fields([
    [f.name, company.name],
    [f.nip, company.nip],
    [f.krs, company.krs],
  ]);

  writer.section(texts.sections.check);
  writer.fields([
    [f.requestId, input.requestId],
    [f.checkedAt, format.dateTime(input.checkedAt)],
  ]);

  writer.section(texts.sections.discrepancies);
  const cells = input.rows
    .filter((row) => row.state !== 'match')
    .flatMap((row) => {
      const crbr = crbrSide(row.crbr);
      const recorded = (row.recorded_code && recordedBy.get(row.recorded_code)) || null;
      const pesel = row.crbr?.pesel ?? recorded?.pesel;
      // The person once, on the first line of their fields: name, PESEL and what is wrong.
      const person = [
        row.name,
        pesel && `${texts.compared.pesel} ${pesel}`,
        label(texts.states, row.state),
      ]
        .filter(Boolean)
        .join('\n');
      return fieldsOf(row, crbr, recorded, texts).map(({ field, name }, index) => [
        index === 0 ? person : '',
        name,
        shown(crbr, field, texts, format),
        shown(recorded, field, texts, format),
      ]);
    });
  if (cells.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.person, width: 1 },
        { header: f.field, width: 1 },
        // The values are the widest: a double-barrelled name stays on one line.
        { header: f.crbr, width: 1.5 },
        { header: f.recorded, width: 1.5 },
      ],
      cells,
    );

  writer.doc.moveDown(3);
  writer.note(`${f.placeAndDate}: ${texts.blank}`);
  writer.doc.moveDown(2);
  writer.note(`${f.signature}: ${texts.blank}`);

  return writer.finish(`AML · ${texts.footer}`);
}
