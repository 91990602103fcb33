import type { GiifIdentificationFormModel, Language } from '@aml/shared';
import { SummaryWriter, formatters } from '../../../lib/pdf/summary-writer.js';
import type { refilingReminder } from '../identification-form.js';
import { IDENTIFICATION_FORM_PDF_TEXTS } from './identification-form-pdf.texts.js';

export type IdentificationFormPdfInput = {
  language: Language;
  generatedAt: Date;
  form: GiifIdentificationFormModel;
  reminder: ReturnType<typeof refilingReminder>;
};

/**
 * The identification form's data in the order of GIIF's form, to key in or keep: the
 * institution, its address, the contact person, and where it stands with the 2025 re-filing.
 */
export async function renderIdentificationFormPdf(input: IdentificationFormPdfInput) {
  const texts = IDENTIFICATION_FORM_PDF_TEXTS[input.language];
  const f = texts.fields;
  const format = formatters(texts);
  const { institution } = input.form;
  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${institution.name}`,
    Author: institution.name,
    Creator: 'AML',
    Subject: texts.footer,
    CreationDate: input.generatedAt,
    ModDate: input.generatedAt,
  });
  writer.header(institution.name, `${texts.preparedAt}: ${format.dateTime(input.generatedAt)}`);
  writer.note(texts.intro);
  writer.section(texts.sections.institution);
  writer.fields([
    [f.name, institution.name],
    [f.legalForm, institution.legal_form],
    [f.nip, institution.nip],
    [f.regon, institution.regon],
    [f.activity, input.form.activity],
    [f.intermediary, institution.intermediary?.name ?? texts.none],
  ]);
  const a = institution.address;
  writer.section(texts.sections.address);
  writer.fields([
    [f.country, format.country(a.country)],
    [f.city, a.city],
    [
      f.street,
      [a.street, [a.house_number, a.flat_number].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(' '),
    ],
    [f.postalCode, a.postal_code],
  ]);
  const c = institution.contact_person;
  writer.section(texts.sections.contact);
  writer.fields([
    [f.contact, `${c.first_name} ${c.last_name}`],
    [f.phone, c.phone],
    [f.email, c.email],
  ]);
  writer.section(texts.sections.filing);
  writer.fields([
    [f.filedOn, input.form.filed_on ? format.date(input.form.filed_on) : texts.notFiled],
    [f.dueOn, input.reminder.due_on ? format.date(input.reminder.due_on) : null],
  ]);
  writer.note(texts.reminder[input.reminder.state]);
  return writer.finish(`AML · ${texts.footer}`);
}
