import type { Language, Transaction } from '@aml/shared';
import { SummaryWriter, formatters, label } from '../../lib/pdf/summary-writer.js';
import { TRANSACTION_PDF_TEXTS, riskLevelLabels } from './transaction-pdf.texts.js';

/**
 * The PDF of one transaction in the user's language: what, how much and when, its EUR value
 * with the NBP table it came from (or that it is pending), its parties, status and risk.
 */
export async function renderTransactionPdf(
  transaction: Transaction,
  language: Language,
  generatedAt: Date,
): Promise<Buffer> {
  const texts = TRANSACTION_PDF_TEXTS[language];
  const f = texts.fields;
  const format = formatters(texts);
  const amount = `${format.decimal(transaction.amount)} ${transaction.currency}`;
  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${transaction.code}`,
    Author: 'AML',
    Creator: 'AML',
    Subject: transaction.code,
    CreationDate: generatedAt,
    ModDate: generatedAt,
  });
  writer.header(
    `${label(texts.types, transaction.type)}: ${amount}`,
    `${texts.code}: ${transaction.code}    ${texts.generatedAt}: ${format.dateTime(generatedAt)}`,
  );

  writer.section(texts.sections.transaction);
  writer.fields([
    [f.type, label(texts.types, transaction.type)],
    [f.amount, amount],
    [f.bookedAt, format.dateTime(transaction.booked_at)],
    [f.paymentDate, transaction.payment_date && format.date(transaction.payment_date)],
    [
      f.paymentMethod,
      transaction.payment_method && label(texts.paymentMethods, transaction.payment_method),
    ],
    [
      f.countryOfOrder,
      transaction.country_of_order && format.country(transaction.country_of_order),
    ],
    [f.description, transaction.description],
    [f.createdBy, transaction.created_by],
    [f.createdAt, format.dateTime(transaction.created_at)],
  ]);

  const { eur } = transaction;
  writer.section(texts.sections.eur);
  writer.fields([
    [f.amountEur, eur.amount_eur ? `${format.decimal(eur.amount_eur)} EUR` : texts.pending],
    [f.rateTable, eur.rate_table && `${eur.rate_table} (${format.date(eur.rate_date ?? '')})`],
    [f.rate, eur.rate && format.decimal(eur.rate)],
    [f.eurRate, eur.eur_rate && format.decimal(eur.eur_rate)],
  ]);

  writer.section(texts.sections.parties);
  if (transaction.parties.length === 0) writer.note(texts.none);
  else
    writer.table(
      [
        { header: f.party, width: 3 },
        { header: f.role, width: 1.5 },
      ],
      transaction.parties.map((party) => [
        `${party.display_name} (${party.party_code})`,
        label(texts.roles, party.role),
      ]),
    );

  writer.section(texts.sections.statusAndRisk);
  writer.fields([
    [f.status, label(texts.statuses, transaction.status)],
    [f.riskLevel, label(riskLevelLabels(language), transaction.risk_level)],
  ]);
  return writer.finish(`AML · ${texts.title} · ${transaction.code}`);
}
