import {
  GIIF_TEMPLATE_IDS,
  type GiifIssue,
  type GiifPersonRole,
  type GiifTemplateType,
  type GiifThresholdTransaction,
  type Language,
} from '@aml/shared';
import { SummaryWriter, TIME_ZONE, formatters, label } from '../../../lib/pdf/summary-writer.js';
import { warsawDay } from '../../../lib/warsaw-time.js';
import type { draftReport } from '../report-model.js';
import { KIND_CODES } from '../templates/reconstructed.js';
import {
  DATA_SHEET_ORDER_NOTICE,
  DATA_SHEET_PDF_TEXTS,
  type DataSheetPdfTexts,
} from './data-sheet-pdf.texts.js';

/**
 * The canonical transaction (packages/shared contracts/giif.ts) as far as it is complete: the
 * draft the GIIF tab shows and the XML is written from, whose kind, channel and EUR value may
 * still be missing.
 */
export type SheetTransaction = Omit<GiifThresholdTransaction, 'kind' | 'channel' | 'amount_eur'> & {
  kind: string | null;
  channel: string | null;
  amount_eur: string | null;
};
/** report-model's draft, which the GIIF tab answers as a record. */
export type DraftTransaction = ReturnType<typeof draftReport>['draft'];
type SheetPerson = SheetTransaction['persons'][number];

export type DataSheetInput = {
  language: Language;
  /** When the sheet was made: printed in the header and stored as the creation date. */
  generatedAt: Date;
  templateType: GiifTemplateType | null;
  /** The institution from the company data; null before it is entered. */
  institution: { nip: string; name: string } | null;
  report: SheetTransaction;
  /** What the report lacks (the issues of its GIIF tab, and the institution's). */
  issues: GiifIssue[];
  /** Labels of the ID document types, in the sheet's language. */
  documentTypes: Record<string, string>;
};

/**
 * A value as the sheet shows it: given; empty and optional ("—"); missing, an empty box to
 * fill in by hand; given but refused; or a value the application gives later.
 */
export type SheetRowStatus = 'ok' | 'empty' | 'missing' | 'invalid' | 'later';

export type SheetRow = {
  /** The element of the reconstructed mapping (parents joined with "/"); null where none. */
  element: string | null;
  /** An attribute rather than an element of the mapping (nipIO, korekta, dataKorekty). */
  attribute?: boolean;
  /** Shown again with a person, though the mapping writes it with the transaction. */
  repeated?: boolean;
  label: string;
  value: string;
  status: SheetRowStatus;
};

export type SheetBlock = {
  /** A section of the sheet starts with this block. */
  section?: string;
  /** A person's heading. */
  title?: string;
  element?: string | null;
  rows: SheetRow[];
};

export type DataSheet = {
  blocks: SheetBlock[];
  /** What the report lacks, in the order of the sheet, each with where to complete it. */
  missing: string[];
};

/** Where a field's issue is fixed: the fields the officer completes on the GIIF report tab. */
const DETAIL_FIELDS = new Set([
  'kind',
  'channel',
  'place',
  'ordered_by_customer',
  'orderer_account',
  'beneficiary_account',
  'counter_amount',
  'counter_currency',
]);
const TRANSACTION_FIELDS = new Set(['occurred_at', 'amount', 'currency', 'description']);

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** Persons in the order the mapping writes them: the orderer, who acts for them, beneficiaries. */
const ROLE_ORDER: Record<GiifPersonRole, number> = {
  orderer: 0,
  customer: 0,
  representative: 1,
  authorised_person: 1,
  beneficiary: 2,
  beneficial_owner: 3,
};

/**
 * A transaction's report as rows in the order of the reconstructed mapping
 * (templates/reconstructed.ts): the institution, the transaction, then each person. Each row
 * names the mapping's element and the field, and says whether its value is given, optional and
 * empty, or missing (to be completed before keying). Pure.
 */
export function dataSheet(input: DataSheetInput): DataSheet {
  const texts = DATA_SHEET_PDF_TEXTS[input.language];
  const f = texts.fields;
  const format = formatters(texts);
  const { report, issues } = input;
  const money = new Intl.NumberFormat(texts.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
  const amount = (value: string | null) =>
    blank(value) ? null : money.format(value as unknown as number);
  const country = (code: string | null) =>
    blank(code) ? null : `${format.country(code!)} (${code})`;
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);

  /** The issues in the order of the rows that show them, each said once. */
  const claimed = new Map<GiifIssue, string>();
  const matches = (issue: GiifIssue, path: string) =>
    issue.field === path || issue.field.startsWith(`${path}.`);

  const row = (
    element: string | null,
    name: string,
    value: string | null | undefined,
    paths: string[],
    subject: string | null,
    extra: Pick<SheetRow, 'attribute' | 'repeated'> = {},
  ): SheetRow => {
    const flagged = issues.filter((issue) => paths.some((path) => matches(issue, path)));
    for (const issue of flagged) {
      if (!claimed.has(issue)) {
        const last = element?.split('/').at(-1);
        const what = last && last.toLowerCase() !== name.toLowerCase() ? `${name} (${last})` : name;
        claimed.set(issue, subject ? `${subject} › ${what}` : what);
      }
    }
    const empty = blank(value);
    const status: SheetRowStatus =
      flagged.length === 0 ? (empty ? 'empty' : 'ok') : empty ? 'missing' : 'invalid';
    return { element, label: name, value: empty ? '' : value!.trim(), status, ...extra };
  };

  const blocks: SheetBlock[] = [];

  // 1. The institution: nipIO is an attribute of the file's root.
  const institutionPaths = (field: string) => ['institution', `institution.${field}`];
  blocks.push({
    section: texts.sections.institution,
    rows: [
      row(
        'nipIO',
        f.institutionNip,
        input.institution?.nip,
        [...institutionPaths('nip'), 'nipIO'],
        null,
        {
          attribute: true,
        },
      ),
      row(null, f.institutionName, input.institution?.name, institutionPaths('name'), null),
    ],
  });

  // 2. The transaction, in the mapping's order (its attributes first: they have no order).
  const kind = report.kind;
  const occurred = new Date(report.occurred_at);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  const currencyTemplate =
    input.templateType === 'currency' || (kind !== null && kind.startsWith('currency_'));
  const giifId = blank(report.giif_id)
    ? ({
        element: 'IdentyfikatorTr',
        label: f.giifId,
        value: texts.givenWhenBuilt,
        status: 'later',
      } as const)
    : row('IdentyfikatorTr', f.giifId, report.giif_id, ['giif_id'], null);
  const ordered = report.ordered_by_customer;
  blocks.push({
    section: texts.sections.transaction,
    element: 'Transakcja',
    rows: [
      giifId,
      row('korekta', f.correction, yesNo(report.correction !== null), [], null, {
        attribute: true,
      }),
      row('dataKorekty', f.correctionDate, report.correction?.date, ['correction'], null, {
        attribute: true,
      }),
      row('DataTr', f.date, warsawDay(occurred), ['occurred_at'], null),
      row('CzasTr', f.time, time.format(occurred), ['occurred_at'], null),
      row(
        'RodzajTr',
        f.kind,
        kind ? `${label(texts.kinds, kind)} (${label(KIND_CODES, kind)})` : null,
        ['kind'],
        null,
      ),
      row('Kwota', f.amount, amount(report.amount), ['amount'], null),
      row('Waluta', f.currency, report.currency, ['currency'], null),
      row(
        'RownowartoscEUR',
        f.amountEur,
        report.amount_eur === null ? null : `${amount(report.amount_eur)} EUR`,
        ['amount_eur'],
        null,
      ),
      row(
        'TabelaNBP',
        f.rateTable,
        report.eur_rate_table
          ? [report.eur_rate_table, report.eur_rate_date && `${texts.of} ${report.eur_rate_date}`]
              .filter(Boolean)
              .join(' ')
          : null,
        ['eur_rate_table', 'eur_rate_date', ...(report.currency === 'EUR' ? [] : ['amount_eur'])],
        null,
      ),
      ...(currencyTemplate
        ? [
            row(
              'KwotaPrzeciwna',
              f.counterAmount,
              amount(report.counter_amount),
              ['counter_amount'],
              null,
            ),
            row(
              'WalutaPrzeciwna',
              f.counterCurrency,
              report.counter_currency,
              ['counter_currency'],
              null,
            ),
          ]
        : []),
      row(
        'SposobZlozeniaDyspozycji',
        f.channel,
        report.channel ? label(texts.channels, report.channel) : null,
        ['channel'],
        null,
      ),
      row('Miejsce', f.place, report.place, ['place'], null),
      row('Opis', f.description, report.description, ['description'], null),
      row(
        'RachunekZleceniodawcy',
        f.ordererAccount,
        report.orderer_account,
        ['orderer_account'],
        null,
      ),
      row(
        'RachunekBeneficjenta',
        f.beneficiaryAccount,
        report.beneficiary_account,
        ['beneficiary_account'],
        null,
      ),
      row(
        ordered ? 'TrZlecanaPrzezKlienta' : 'TrNieZlecanaPrzezKlienta',
        f.orderedByCustomer,
        yesNo(ordered),
        ['ordered_by_customer'],
        null,
      ),
    ],
  });

  // 3. The persons: the orderer, who acts for them, the beneficiaries, then anyone else.
  const orderer = report.persons.find((p) => p.role === 'orderer' || p.role === 'customer');
  const persons = report.persons
    .map((person, index) => ({ person, index }))
    .sort((a, b) => ROLE_ORDER[a.person.role] - ROLE_ORDER[b.person.role] || a.index - b.index);
  if (persons.length === 0) blocks.push({ section: texts.sections.persons, rows: [] });
  persons.forEach(({ person, index }, position) => {
    const at = `persons.${index}`;
    const name =
      person.kind === 'legal_person'
        ? person.name
        : [person.first_name, person.last_name].filter((part) => !blank(part)).join(' ');
    const role = label(texts.roles, person.role);
    const subject = `${role} ${blank(name) ? position + 1 : name}`;
    const field = (
      element: string | null,
      fieldLabel: string,
      value: string | null | undefined,
      paths: string[],
      extra?: Pick<SheetRow, 'repeated'>,
    ) =>
      row(
        element,
        fieldLabel,
        value,
        paths.map((p) => `${at}.${p}`),
        subject,
        extra,
      );
    const address = (parent: string, a: SheetPerson['address'], path: string) => [
      field(`${parent}/Kraj`, `${f.country}`, country(a.country), [`${path}.country`]),
      field(`${parent}/Miejscowosc`, f.city, a.city, [`${path}.city`]),
      field(`${parent}/KodPocztowy`, f.postalCode, a.postal_code, [`${path}.postal_code`]),
      field(`${parent}/Ulica`, f.street, a.street, [`${path}.street`]),
      field(`${parent}/NrDomu`, f.houseNumber, a.house_number, [`${path}.house_number`]),
      field(`${parent}/NrLokalu`, f.flatNumber, a.flat_number, [`${path}.flat_number`]),
    ];
    const rows: SheetRow[] = [];
    if (person.kind === 'legal_person') {
      rows.push(
        field('Nazwa', f.name, person.name, ['name']),
        field('FormaPrawna', f.legalForm, person.legal_form, ['legal_form']),
        field('NIP', f.nip, person.nip, ['nip']),
      );
      // Without a NIP, the register (art. 36 ust. 1 pkt 2 lit. c).
      if (blank(person.nip)) {
        rows.push(
          field('Rejestr/Nazwa', f.registerName, person.register?.name, ['register.name', 'nip']),
          field('Rejestr/Numer', f.registerNumber, person.register?.number, [
            'register.number',
            'nip',
          ]),
          field('Rejestr/Kraj', f.registerCountry, country(person.register?.country ?? null), [
            'register.country',
            'nip',
          ]),
        );
      }
      rows.push(
        field('REGON', f.regon, person.regon, ['regon']),
        field('KRS', f.krs, person.krs, ['krs']),
        ...address('Adres', person.address, 'address'),
      );
    } else {
      rows.push(
        field('Imie', f.firstName, person.first_name, ['first_name']),
        field('Nazwisko', f.lastName, person.last_name, ['last_name']),
        field(
          'Obywatelstwo',
          f.citizenships,
          person.citizenships.map((c) => country(c)).join(', '),
          ['citizenships'],
        ),
        field('PESEL', f.pesel, person.pesel, ['pesel']),
      );
      // The mapping writes the date and country of birth only without a PESEL.
      if (blank(person.pesel)) {
        rows.push(
          field('DataUrodzenia', f.birthDate, person.birth_date, ['birth_date', 'pesel']),
          field('KrajUrodzenia', f.birthCountry, country(person.birth_country), [
            'birth_country',
            'pesel',
          ]),
        );
      }
      rows.push(
        field(
          'DokumentTozsamosci/Rodzaj',
          f.documentType,
          person.document.type && label(input.documentTypes, person.document.type),
          ['document.type'],
        ),
        field('DokumentTozsamosci/SeriaNumer', f.documentNumber, person.document.number, [
          'document.number',
        ]),
        ...address('Adres', person.address, 'address'),
      );
      if (person.kind === 'sole_trader') {
        rows.push(
          field('NIP', f.nip, person.nip, ['nip']),
          field('Firma', f.businessName, person.business_name, ['business_name']),
          ...address('AdresDzialalnosci', person.business_address, 'business_address'),
        );
      }
    }
    // The accounts are the transaction's in the mapping; shown with their holder too.
    if (person.role === 'orderer' || person.role === 'customer') {
      rows.push(
        row('RachunekZleceniodawcy', f.account, report.orderer_account, ['orderer_account'], null, {
          repeated: true,
        }),
      );
    } else if (person.role === 'beneficiary') {
      rows.push(
        row(
          'RachunekBeneficjenta',
          f.account,
          report.beneficiary_account,
          ['beneficiary_account'],
          null,
          {
            repeated: true,
          },
        ),
      );
    }
    blocks.push({
      ...(position === 0 ? { section: texts.sections.persons } : {}),
      title: [role, texts.personKinds[person.kind], name]
        .filter((part) => !blank(part))
        .join(' · '),
      element: personElement(person, orderer),
      rows,
    });
  });

  const missing = [
    ...[...claimed.entries()].map(([issue, subject]) => issueText(texts, issue, subject)),
    ...issues
      .filter((issue) => !claimed.has(issue))
      .map((issue) => issueText(texts, issue, unclaimedSubject(texts, issue))),
  ];
  return { blocks, missing };
}

/** The element of a person in the reconstructed mapping; a beneficial owner has none. */
function personElement(person: SheetPerson, orderer: SheetPerson | undefined) {
  switch (person.role) {
    case 'orderer':
    case 'customer':
      return person.kind === 'legal_person'
        ? 'ZleceniodawcaOsobaPrawna'
        : 'ZleceniodawcaOsobaFizyczna';
    case 'representative':
    case 'authorised_person':
      return orderer?.kind === 'legal_person'
        ? 'OsPrawnaOsobaUpowazniona'
        : 'OsFizycznaOsobaUpowazniona';
    case 'beneficiary':
      return 'Beneficjent';
    default:
      return null;
  }
}

/** The file's nipIO and the institution's fields are completed in the company data. */
const ofInstitution = (issue: GiifIssue) =>
  issue.field === 'nipIO' || issue.field.startsWith('institution');

function unclaimedSubject(texts: DataSheetPdfTexts, issue: GiifIssue) {
  if (issue.field === 'persons') return texts.fields.persons;
  if (ofInstitution(issue)) return texts.fields.institution;
  return issue.field;
}

/** "Subject › Field (Element): what is wrong — where to complete it". */
function issueText(texts: DataSheetPdfTexts, issue: GiifIssue, subject: string) {
  const problem = texts.problems[issue.code] ?? texts.problems.invalid_value!;
  const field = issue.field.split('.')[0]!;
  const where = ofInstitution(issue)
    ? texts.where.company
    : issue.party_code
      ? texts.where.party
      : DETAIL_FIELDS.has(field)
        ? texts.where.details
        : TRANSACTION_FIELDS.has(field) || field === 'persons'
          ? texts.where.transaction
          : null;
  return `${subject}: ${problem}${where ? ` (${where})` : ''}`;
}

const FONT = { regular: 'Poppins', semibold: 'Poppins-SemiBold' } as const;
const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  accent: '#1e3a8a',
  rule: '#e5e7eb',
  alert: '#b91c1c',
  alertFill: '#fef2f2',
  ok: '#15803d',
  okFill: '#f0fdf4',
  noteFill: '#f9fafb',
  noteRule: '#d1d5db',
} as const;
const SIZE = { element: 8, body: 9, small: 8, heading: 10.5, boxTitle: 10.5 } as const;
const PAD = 8;
const GAP = 8;
/** A box to write in by hand: as tall as a line of handwriting. */
const BOX_HEIGHT = 18;

/**
 * The data sheet as a PDF: what is missing in a red box at the top, the note on the field order
 * in both languages, then the rows in three columns (element, field, value) with an empty box
 * where a value is to be written in by hand.
 */
export async function renderDataSheetPdf(
  input: DataSheetInput & { code: string },
): Promise<Buffer> {
  const texts = DATA_SHEET_PDF_TEXTS[input.language];
  const format = formatters(texts);
  const sheet = dataSheet(input);
  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${input.code}`,
    Author: input.institution?.name || 'AML',
    Creator: 'AML',
    Subject: texts.footer,
    CreationDate: input.generatedAt,
    ModDate: input.generatedAt,
  });
  const doc = writer.doc;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
  };

  const template = input.templateType
    ? texts.template(texts.templates[input.templateType], GIIF_TEMPLATE_IDS[input.templateType])
    : texts.templateUnknown;
  writer.header(
    texts.transaction(input.code),
    `${texts.preparedAt}: ${format.dateTime(input.generatedAt)} · ${template}`,
  );

  /** A framed box of lines, split over pages when it does not fit; the title starts it. */
  const box = (
    lines: { text: string; font: string; size: number; color: string; bullet?: boolean }[],
    stroke: string,
    fill: string,
  ) => {
    const inner = width - PAD * 2;
    const measure = (line: (typeof lines)[number]) =>
      doc
        .font(line.font)
        .fontSize(line.size)
        .heightOfString(line.text, { width: line.bullet ? inner - 10 : inner }) + 2;
    let rest = lines.map((line) => ({ line, height: measure(line) }));
    doc.y += 6;
    while (rest.length > 0) {
      ensure(PAD * 2 + rest[0]!.height);
      const room = bottom() - doc.y - PAD * 2;
      let used = 0;
      let count = 0;
      while (count < rest.length && used + rest[count]!.height <= room) {
        used += rest[count]!.height;
        count += 1;
      }
      count = Math.max(count, 1);
      const chunk = rest.slice(0, count);
      rest = rest.slice(count);
      const top = doc.y;
      const height = PAD * 2 + chunk.reduce((sum, c) => sum + c.height, 0);
      doc.save().lineWidth(1).rect(left, top, width, height).fillAndStroke(fill, stroke).restore();
      let y = top + PAD;
      for (const { line, height: lineHeight } of chunk) {
        doc.font(line.font).fontSize(line.size).fillColor(line.color);
        if (line.bullet) {
          doc.text('•', left + PAD, y, { width: 10, lineBreak: false });
          doc.text(line.text, left + PAD + 10, y, { width: inner - 10 });
        } else {
          doc.text(line.text, left + PAD, y, { width: inner });
        }
        y += lineHeight;
      }
      doc.y = top + height;
      if (rest.length > 0) {
        doc.addPage();
        doc.y = doc.page.margins.top;
      }
    }
    doc.y += 4;
  };

  // What to complete first, before anything else.
  if (sheet.missing.length > 0) {
    box(
      [
        {
          text: texts.missing.title(sheet.missing.length),
          font: FONT.semibold,
          size: SIZE.boxTitle,
          color: COLOR.alert,
        },
        { text: texts.missing.intro, font: FONT.regular, size: SIZE.small, color: COLOR.text },
        ...sheet.missing.map((text) => ({
          text,
          font: FONT.regular,
          size: SIZE.body,
          color: COLOR.text,
          bullet: true,
        })),
      ],
      COLOR.alert,
      COLOR.alertFill,
    );
  } else {
    box(
      [{ text: texts.missing.none, font: FONT.semibold, size: SIZE.body, color: COLOR.ok }],
      COLOR.ok,
      COLOR.okFill,
    );
  }
  writer.note(texts.intro);
  // The order's caveat in both languages, the sheet's own first.
  const other: Language = input.language === 'pl' ? 'en' : 'pl';
  box(
    [input.language, other].map((language) => ({
      text: `${language.toUpperCase()}: ${DATA_SHEET_ORDER_NOTICE[language]}`,
      font: FONT.regular,
      size: SIZE.small,
      color: COLOR.muted,
    })),
    COLOR.noteRule,
    COLOR.noteFill,
  );

  const columns = { element: 150, label: 140 };
  const x = {
    element: left,
    label: left + columns.element + GAP,
    value: left + columns.element + GAP + columns.label + GAP,
  };
  const valueWidth = width - (x.value - left);
  const rule = () =>
    doc
      .save()
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
  const columnHeader = () => {
    doc.font(FONT.semibold).fontSize(SIZE.small).fillColor(COLOR.muted);
    const y = doc.y;
    doc.text(texts.columns.element, x.element, y, { width: columns.element, lineBreak: false });
    doc.text(texts.columns.field, x.label, y, { width: columns.label, lineBreak: false });
    doc.text(texts.columns.value, x.value, y, { width: valueWidth, lineBreak: false });
    doc.y = y + doc.currentLineHeight(true) + 2;
    rule();
  };
  const rowHeight = (r: SheetRow) => {
    const element = doc
      .font(FONT.semibold)
      .fontSize(SIZE.element)
      .heightOfString(r.element ?? texts.noElement, { width: columns.element });
    const name = doc.font(FONT.regular).fontSize(SIZE.body).heightOfString(r.label, {
      width: columns.label,
    });
    const value =
      r.status === 'missing'
        ? BOX_HEIGHT
        : doc
            .font(FONT.semibold)
            .fontSize(SIZE.body)
            .heightOfString(r.value || '—', { width: valueWidth });
    return Math.max(element, name, value) + 7;
  };
  const drawRow = (r: SheetRow) => {
    const height = rowHeight(r);
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      columnHeader();
    }
    const y = doc.y + 4;
    const flagged = r.status === 'missing' || r.status === 'invalid';
    doc
      .font(FONT.semibold)
      .fontSize(SIZE.element)
      .fillColor(r.element ? COLOR.accent : COLOR.muted)
      .text(r.element ?? texts.noElement, x.element, y + 1, { width: columns.element });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .fillColor(flagged ? COLOR.alert : COLOR.muted)
      .text(r.label, x.label, y, { width: columns.label });
    if (r.status === 'missing') {
      doc
        .save()
        .lineWidth(1)
        .rect(x.value, y - 2, valueWidth, BOX_HEIGHT)
        .stroke(COLOR.alert)
        .restore();
    } else {
      const muted = r.status === 'empty' || r.status === 'later';
      doc
        .font(muted ? FONT.regular : FONT.semibold)
        .fontSize(SIZE.body)
        .fillColor(r.status === 'invalid' ? COLOR.alert : muted ? COLOR.muted : COLOR.text)
        .text(r.status === 'empty' ? '—' : r.value, x.value, y, { width: valueWidth });
    }
    doc.y = y - 4 + height;
    rule();
  };

  for (const block of sheet.blocks) {
    if (block.section) writer.section(block.section);
    if (block.title) {
      doc.font(FONT.semibold).fontSize(SIZE.heading);
      const titleHeight = doc.heightOfString(block.title, { width });
      // The heading stays with its column header and first row.
      ensure(titleHeight + 50);
      doc.y += 6;
      doc.fillColor(COLOR.text).text(block.title, left, doc.y, { width });
      if (block.element !== undefined) {
        doc
          .font(FONT.regular)
          .fontSize(SIZE.small)
          .fillColor(COLOR.accent)
          .text(block.element ?? texts.noElement, left, doc.y, { width });
      }
      doc.y += 2;
    }
    if (block.rows.length === 0) {
      writer.note(texts.noPersons);
      continue;
    }
    ensure(40);
    columnHeader();
    block.rows.forEach(drawRow);
  }

  return writer.finish(`AML · ${texts.footer} · ${input.code}`);
}
