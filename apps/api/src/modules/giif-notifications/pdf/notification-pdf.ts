import type { GiifIssue, GiifNotificationKind, Language } from '@aml/shared';
import { SummaryWriter, formatters, label, type Field } from '../../../lib/pdf/summary-writer.js';
import type { draftModel } from '../notification-model.js';
import { NOTIFICATION_PDF_TEXTS } from './notification-pdf.texts.js';

type Model = ReturnType<typeof draftModel>;
type Person = Model['persons'][number];
type Address = Person['address'];

/** What the PDF is made of; the renderer reads nothing else. */
export type NotificationPdfInput = {
  language: Language;
  /** When the PDF was made: printed in the header and stored as the creation date. */
  generatedAt: Date;
  code: string;
  kind: GiifNotificationKind;
  state: 'draft' | 'sent';
  /** The canonical model as far as it is complete. */
  model: Model;
  /** What the model lacks; a person's are printed with the person. */
  issues: GiifIssue[];
  deadlineOn: string | null;
  holdUntil: Date | null;
  holdMax: Date | null;
  sentAt: Date | null;
  giifReference: string | null;
};

const BODY = { font: 'Poppins', size: 9.5, color: '#1f2937' } as const;

const addressText = (a: Address | null | undefined) =>
  a
    ? [
        [a.street, [a.house_number, a.flat_number].filter(Boolean).join('/')]
          .filter(Boolean)
          .join(' '),
        [a.postal_code, a.city].filter(Boolean).join(' '),
        a.country,
      ]
        .filter((part) => part.trim() !== '')
        .join(', ')
    : '';

const nameOf = (person: Person) =>
  person.kind === 'legal_person'
    ? person.name
    : [person.first_name, person.last_name].filter(Boolean).join(' ');

/**
 * A notification to GIIF (art. 74, 86, 90) or to the prosecutor (art. 89) as a PDF, in the
 * reader's language: the addressee, the kind and its legal basis, the institution, the dates
 * and deadlines, the justification, every person with their art. 36 data (and what is missing),
 * the transactions, the assets and the attachments with their SHA-256. It serves to fill in
 * GIIF's form and as the institution's record of what was notified. Pure: the same input gives
 * the same document content.
 */
export async function renderNotificationPdf(input: NotificationPdfInput): Promise<Buffer> {
  const texts = NOTIFICATION_PDF_TEXTS[input.language];
  const f = texts.fields;
  const format = formatters(texts);
  const { model } = input;
  const when = (value: Date | string | null) => (value ? format.dateTime(value) : null);

  const writer = await SummaryWriter.create(
    { ...texts, title: texts.titles[input.kind] },
    {
      Title: `${texts.titles[input.kind]} ${input.code}`,
      Author: model.institution?.name || 'AML',
      Creator: 'AML',
      Subject: texts.confidential,
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    },
  );
  writer.header(
    model.institution?.name || texts.blank,
    `${texts.preparedAt}: ${format.dateTime(input.generatedAt)} · ${texts.states[input.state]}`,
  );
  writer.note(texts.confidential);
  if (input.state === 'draft') writer.note(texts.draftNotice);

  writer.section(texts.sections.addressee);
  writer.fields([[f.name, texts.addressees[input.kind]]]);

  writer.section(texts.sections.notification);
  writer.fields([
    [f.kind, texts.kinds[input.kind]],
    [f.legalBasis, model.legal_basis],
    [f.code, input.code],
    [f.state, texts.states[input.state]],
  ]);

  writer.section(texts.sections.institution);
  const institution = model.institution;
  const contact = institution?.contact_person;
  writer.fields([
    [f.name, institution?.name || texts.blank],
    [f.nip, institution?.nip || texts.blank],
    [f.regon, institution?.regon],
    [f.address, addressText(institution?.address) || texts.blank],
    [
      f.contact,
      contact
        ? [`${contact.first_name} ${contact.last_name}`.trim(), contact.phone, contact.email]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
  ]);

  writer.section(texts.sections.clocks);
  writer.fields([
    [f.suspicionConfirmedAt, when(model.suspicion_confirmed_at)],
    [f.deadline, input.deadlineOn ? format.date(input.deadlineOn) : null],
    [f.receiptAt, when(model.giif_receipt_at)],
    [f.holdUntil, when(input.holdUntil)],
    [f.holdMax, when(input.holdMax)],
    [f.sentAt, when(input.sentAt)],
    [f.reference, input.giifReference],
  ]);

  writer.section(texts.sections.justification);
  const doc = writer.doc;
  doc.font(BODY.font).fontSize(BODY.size).fillColor(BODY.color);
  doc.text(model.justification, doc.page.margins.left, doc.y, {
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  });

  writer.section(texts.sections.persons);
  if (model.persons.length === 0) writer.note(texts.none);
  model.persons.forEach((person, index) => {
    const missing = input.issues
      .filter((issue) => issue.field.startsWith(`persons.${index}.`))
      .map((issue) => issue.field.slice(`persons.${index}.`.length));
    const fields: Field[] = [
      [f.name, nameOf(person) || texts.blank],
      [f.personKind, texts.personKinds[person.kind]],
      [f.role, label(texts.roles, person.role)],
    ];
    if (person.kind === 'legal_person') {
      fields.push(
        [f.nip, person.nip],
        [f.regon, person.regon],
        [f.address, addressText(person.address)],
      );
    } else {
      fields.push(
        [f.pesel, person.pesel],
        [
          f.birth,
          [person.birth_date && format.date(person.birth_date), person.birth_country]
            .filter(Boolean)
            .join(', '),
        ],
        [f.citizenships, person.citizenships.map(format.country).join(', ')],
        [f.document, [person.document.type, person.document.number].filter(Boolean).join(' ')],
        [f.address, addressText(person.address)],
      );
      if (person.kind === 'sole_trader') {
        fields.push(
          [f.businessName, person.business_name],
          [f.nip, person.nip],
          [f.businessAddress, addressText(person.business_address)],
        );
      }
    }
    if (missing.length > 0) fields.push([texts.missingData, [...new Set(missing)].join(', ')]);
    if (index > 0) doc.moveDown(0.5);
    writer.fields(fields);
  });

  writer.section(texts.sections.transactions);
  if (model.transactions.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.transaction, width: 1.1 },
        { header: f.bookedAt, width: 1.2 },
        { header: f.amount, width: 1 },
        { header: f.description, width: 2.2 },
      ],
      model.transactions.map((t) => [
        t.code,
        format.dateTime(t.occurred_at),
        `${format.decimal(t.amount)} ${t.currency}`,
        [t.description, ...t.accounts.map((account) => `${f.account}: ${account}`)]
          .filter(Boolean)
          .join('\n'),
      ]),
    );

  writer.section(texts.sections.assets);
  if (model.assets.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.asset, width: 2 },
        { header: f.heldAt, width: 1 },
      ],
      model.assets.map((asset) => [asset.description, asset.held_at]),
    );

  writer.section(texts.sections.attachments);
  if (model.attachments.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.file, width: 1 },
        { header: f.sha256, width: 2 },
      ],
      model.attachments.map((file) => [file.name, file.sha256]),
    );

  return writer.finish(`AML · ${texts.title} ${input.code}`);
}
