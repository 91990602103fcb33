import {
  REGISTRIES,
  type Language,
  type RedFlagEntry,
  type RegistriesReport,
  type RegistryAddress,
  type RegistryAnswer,
  type RegistryEntity,
  type RegistryPerson,
} from '@aml/shared';
import {
  SummaryWriter,
  formatters,
  label,
  type Field,
  type Formatters,
} from '../../../lib/pdf/summary-writer.js';
import {
  REGISTRIES_REPORT_PDF_TEXTS,
  REGISTRY_NAMES,
  type PeopleList,
  type RegistriesReportPdfTexts,
} from './registries-report-pdf.texts.js';

/** What the PDF of one registries report is made of; the renderer itself reads nothing else. */
export type RegistriesReportPdfInput = {
  report: RegistriesReport;
  language: Language;
  /** When the PDF was made: printed in the header and stored as the creation date. */
  generatedAt: Date;
  institutionName: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PEOPLE_LISTS: PeopleList[] = [
  'board',
  'shareholders',
  'representatives',
  'beneficial_owners',
];

/** A Polish account number in the groups it is written in: "51 1050 1445 1000 …". */
function groupedNrb(account: string): string {
  const digits = account.replace(/\s/g, '').replace(/^PL(?=\d{26}$)/i, '');
  if (!/^\d{26}$/.test(digits)) return account;
  return `${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}

/** Street and number, postal code and town, region, country: each part only when given. */
function addressOf(address: RegistryAddress, format: Formatters): string {
  const number = [address.house_number, address.flat_number].filter(Boolean).join('/');
  return [
    [address.street, number].filter(Boolean).join(' '),
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.region,
    format.country(address.country),
  ]
    .filter(Boolean)
    .join(', ');
}

/** A flag's detail in the reader's words: a day, the VAT status, an account; else as stored. */
function flagSentence(entry: RedFlagEntry, texts: RegistriesReportPdfTexts, format: Formatters) {
  const { detail } = entry;
  let shown = detail;
  if (detail && DAY.test(detail)) shown = format.date(detail);
  else if (detail && entry.flag === 'vat_not_active') shown = label(texts.vatStatuses, detail);
  else if (detail && entry.flag === 'accounts_not_on_white_list') shown = groupedNrb(detail);
  return texts.redFlags[entry.flag](shown);
}

const nameOf = (person: RegistryPerson) =>
  person.company_name ?? [person.first_name, person.last_name].filter(Boolean).join(' ');

/** One row of a table of people: name, role, identification, share and other control. */
function personRow(person: RegistryPerson, texts: RegistriesReportPdfTexts, format: Formatters) {
  const f = texts.fields;
  const lines = (parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n');
  return [
    nameOf(person),
    person.role ?? '',
    lines([
      person.pesel && `${f.pesel} ${person.pesel}`,
      person.birth_date && `${f.born} ${format.date(person.birth_date)}`,
      person.nip && `${f.nip} ${person.nip}`,
      !!person.citizenships?.length &&
        `${f.citizenships}: ${person.citizenships.map(format.country).join(', ')}`,
      person.residence_country && `${f.residence}: ${format.country(person.residence_country)}`,
    ]),
    lines([
      person.share && `${f.share}: ${format.share(person.share)}`,
      person.votes && `${f.votes}: ${format.share(person.votes)}`,
      person.other_control,
    ]),
  ];
}

/** What a registry said of the company, as fields; absent fields are left out. */
function entityFields(
  entity: RegistryEntity,
  texts: RegistriesReportPdfTexts,
  format: Formatters,
): Field[] {
  const f = texts.fields;
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? null : value ? texts.yes : texts.no;
  const day = (value: string | undefined) => value && format.date(value);
  // The main activity first, then the others in the registry's order.
  const pkd = [...(entity.pkd ?? [])]
    .sort((a, b) => Number(b.main) - Number(a.main))
    .map((p) => [p.code, p.name, p.main && `(${texts.main})`].filter(Boolean).join(' '));
  return [
    [f.name, entity.name],
    [f.legalForm, entity.legal_form],
    [f.entityKind, entity.entity_kind && label(texts.entityKinds, entity.entity_kind)],
    [f.nip, entity.nip],
    [f.regon, entity.regon],
    [f.krs, entity.krs],
    [f.address, entity.address && addressOf(entity.address, format)],
    [f.pkd, pkd.join('\n')],
    [f.vatStatus, entity.vat_status && label(texts.vatStatuses, entity.vat_status)],
    [
      f.vatEu,
      entity.vat_eu_valid === undefined
        ? null
        : entity.vat_eu_valid
          ? texts.vatEu.valid
          : texts.vatEu.invalid,
    ],
    [f.registrationDate, day(entity.registration_date)],
    [f.endDate, day(entity.end_date)],
    [f.removalDate, day(entity.removal_date)],
    [f.restorationDate, day(entity.restoration_date)],
    [f.liquidation, yesNo(entity.liquidation)],
    [f.bankruptcy, yesNo(entity.bankruptcy)],
    [f.accounts, entity.accounts?.map(groupedNrb).join('\n')],
  ];
}

function writeAnswer(
  writer: SummaryWriter,
  answer: RegistryAnswer,
  texts: RegistriesReportPdfTexts,
  format: Formatters,
) {
  const f = texts.fields;
  writer.section(REGISTRY_NAMES[answer.registry]);
  writer.fields([
    [f.status, label(texts.statuses, answer.status)],
    [f.asOf, answer.as_of && format.dateTime(answer.as_of)],
    [f.requestId, answer.request_id],
    [f.message, answer.message],
  ]);
  const entity = answer.entity;
  if (!entity) return;
  writer.fields(entityFields(entity, texts, format));
  for (const list of PEOPLE_LISTS) {
    const people = entity[list] ?? [];
    if (people.length === 0) continue;
    writer.doc.moveDown(0.4);
    // The list's name heads the table's first column: no heading of its own is needed.
    writer.table(
      [
        { header: texts.people[list], width: 2.6 },
        { header: f.role, width: 1.6 },
        { header: f.identification, width: 2.3 },
        { header: f.control, width: 1.9 },
      ],
      people.map((person) => personRow(person, texts, format)),
    );
    if (people.some((person) => person.masked)) writer.note(texts.maskedNote);
  }
}

/**
 * The PDF of one registries report, in the reader's language: the company and who asked when,
 * the red flags first, then each registry's answer with its date, request identifier and what
 * it said of the company and its people, and the sanctions screening of the names found.
 * Pure: the same input gives the same document content.
 */
export async function renderRegistriesReportPdf(input: RegistriesReportPdfInput): Promise<Buffer> {
  const { report, language, generatedAt, institutionName } = input;
  const texts = REGISTRIES_REPORT_PDF_TEXTS[language];
  const f = texts.fields;
  const format = formatters(texts);
  const identifier = `${label(texts.identifierKinds, report.identifier_kind)} ${report.identifier}`;
  const percent = new Intl.NumberFormat(texts.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });

  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${report.name ?? identifier}`,
    Author: 'AML',
    Creator: 'AML',
    Subject: report.code,
    CreationDate: generatedAt,
    ModDate: generatedAt,
  });
  writer.header(
    report.name ?? identifier,
    `${identifier}    ${texts.code}: ${report.code}    ${texts.generatedAt}: ${format.dateTime(generatedAt)}`,
  );

  writer.section(texts.sections.report);
  writer.fields([
    [f.identifier, identifier],
    [f.company, report.name],
    [f.createdAt, format.dateTime(report.created_at)],
    [f.createdBy, report.created_by],
    [f.party, report.party_code],
    [f.institution, institutionName],
  ]);

  // The red flags come before the answers: they are what the reader must look at.
  writer.section(texts.sections.redFlags);
  if (report.red_flags.length === 0) writer.note(texts.noRedFlags);
  else
    writer.table(
      [
        { header: f.redFlag, width: 3 },
        { header: f.registry, width: 2 },
      ],
      report.red_flags.map((flag) => [
        flagSentence(flag, texts, format),
        flag.registry ? REGISTRY_NAMES[flag.registry] : '',
      ]),
    );

  // The registries always in the same order, whatever order they answered in.
  const answers = [...report.answers].sort(
    (a, b) => REGISTRIES.indexOf(a.registry) - REGISTRIES.indexOf(b.registry),
  );
  for (const answer of answers) writeAnswer(writer, answer, texts, format);

  writer.section(texts.sections.screening);
  if (!report.screening_done) writer.note(texts.noScreening);
  else {
    writer.fields([[f.screened, String(report.screened)]]);
    if (report.hits.length === 0) writer.note(texts.noHits);
    else
      writer.table(
        [
          { header: f.subject, width: 2.2 },
          { header: f.role, width: 1.5 },
          { header: f.list, width: 1 },
          { header: f.entry, width: 2.2 },
          { header: f.score, width: 1 },
        ],
        report.hits.map((hit) => [
          hit.subject,
          label(texts.roles, hit.role),
          hit.list,
          hit.entry_name,
          percent.format(hit.score),
        ]),
      );
  }

  return writer.finish(`AML · ${texts.title} · ${report.code}`);
}
