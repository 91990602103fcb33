import { partyDisplayName, type Language, type Party } from '@aml/shared';
import {
  SummaryWriter,
  formatters,
  label,
  type Field,
  type Formatters,
} from '../../../lib/pdf/summary-writer.js';
import { PARTY_PDF_TEXTS } from './party-pdf.texts.js';

/** What the summary of one party is made of; the renderer itself reads nothing else. */
export type PartyPdfInput = {
  party: Party;
  beneficiaries: Party[];
  boardMembers: Party[];
  language: Language;
  /** When the summary was made: printed in the header and stored as the creation date. */
  generatedAt: Date;
};

type Address = NonNullable<Party['accommodation_address']>;
function formatAddress(address: Address | null, format: Formatters): string | undefined {
  if (!address) return undefined;
  const number = [address.house_number, address.flat_number].filter(Boolean).join('/');
  const parts = [
    [address.street, number].filter(Boolean).join(' '),
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.region,
    address.country ? format.country(address.country) : undefined,
  ];
  return parts.filter(Boolean).join(', ') || undefined;
}

type Contact = NonNullable<Party['contact']>;
const phoneOf = (contact: Contact | null) =>
  contact?.phone
    ? [contact.phone_country_code, contact.phone].filter(Boolean).join(' ')
    : undefined;

/**
 * The PDF summary of a party in the user's language: its data, addresses, contact, business
 * data, status and risk, beneficial owners and board members. Pure: the same input gives the
 * same document content.
 */
export async function renderPartyPdf(input: PartyPdfInput): Promise<Buffer> {
  const { party, beneficiaries, boardMembers, language, generatedAt } = input;
  const texts = PARTY_PDF_TEXTS[language];
  const f = texts.fields;
  const format = formatters(texts);
  const name = partyDisplayName(party);
  const yesNo = (value: boolean | null) =>
    value === null || value === undefined ? undefined : value ? texts.yes : texts.no;

  const writer = await SummaryWriter.create(texts, {
    Title: `${texts.title}: ${name}`,
    Author: 'AML',
    Creator: 'AML',
    Subject: party.code,
    CreationDate: generatedAt,
    ModDate: generatedAt,
  });
  writer.header(
    name,
    `${texts.code}: ${party.code}    ${texts.generatedAt}: ${format.dateTime(generatedAt)}`,
  );

  const isPerson = party.type === 'individual' || party.type === 'representative';
  writer.section(texts.sections.basic);
  writer.fields([
    [f.type, label(texts.partyTypes, party.type)],
    [f.name, party.name],
    [f.firstName, party.first_name],
    [f.lastName, party.last_name],
    [f.gender, party.gender && label(texts.genders, party.gender)],
    [f.pesel, party.pesel],
    [f.birthDate, party.birth_date && format.date(party.birth_date)],
    [f.birthCountry, party.birth_country && format.country(party.birth_country)],
    [f.citizenships, (party.citizenships ?? []).map(format.country).join(', ')],
    [
      f.employmentType,
      party.employment_type && label(texts.employmentTypes, party.employment_type),
    ],
    [f.pep, yesNo(party.pep)],
    [f.bankAccount, party.bank_account],
    [f.references, party.references],
    [f.createdBy, party.created_by],
    [f.createdAt, party.created_at && format.dateTime(party.created_at)],
    [f.updatedAt, party.updated_at && format.dateTime(party.updated_at)],
  ]);

  if (party.document) {
    const { document } = party;
    writer.section(texts.sections.document);
    writer.fields([
      [f.documentType, label(texts.documentTypes, document.type)],
      [f.documentNumber, document.number],
      [
        f.documentExpiry,
        document.expiry_date
          ? format.date(document.expiry_date)
          : document.without_expiration
            ? texts.withoutExpiration
            : undefined,
      ],
    ]);
  }

  const addresses: Field[] = [
    [f.accommodationAddress, formatAddress(party.accommodation_address, format)],
    [f.forwardingAddress, formatAddress(party.forwarding_address, format)],
    [f.businessAddress, formatAddress(party.business_address, format)],
  ];
  if (addresses.some(([, value]) => value)) {
    writer.section(texts.sections.addresses);
    writer.fields(addresses);
  }

  const contact: Field[] = [
    [f.email, party.contact?.email],
    [f.phone, phoneOf(party.contact)],
    [f.companyEmail, party.company_contact?.email],
    [f.companyPhone, phoneOf(party.company_contact)],
  ];
  if (contact.some(([, value]) => value)) {
    writer.section(texts.sections.contact);
    writer.fields(contact);
  }

  const business: Field[] = [
    [f.taxId, party.tax_id],
    [f.taxIdCountry, party.tax_id && party.tax_id_country && format.country(party.tax_id_country)],
    [f.regon, party.regon],
    [f.legalForm, party.legal_form],
    [f.industries, (party.industries ?? []).join(', ')],
  ];
  if (business.some(([, value]) => value)) {
    writer.section(texts.sections.business);
    writer.fields(business);
  }

  writer.section(texts.sections.statusAndRisk);
  writer.fields([
    [f.status, label(texts.statuses, party.status)],
    // Until the risk module assesses a party, its level is missing or pending.
    [f.riskLevel, party.risk_level ? label(texts.riskLevels, party.risk_level) : texts.notAssessed],
  ]);

  // Beneficial owners and board members belong to companies and sole proprietorships: what
  // art. 36 and CRBR ask of them (identity, citizenship, residence, control, PEP status).
  const lines = (...values: Array<string | null | undefined | false>) =>
    values.filter(Boolean).join('\n');
  const identity = (person: Party) =>
    lines(
      person.pesel ? `${f.pesel}: ${person.pesel}` : texts.noPesel,
      person.birth_date && `${f.birthDate}: ${format.date(person.birth_date)}`,
      person.citizenships?.length > 0 &&
        `${f.citizenships}: ${person.citizenships.map(format.country).join(', ')}`,
      person.accommodation_address?.country &&
        `${f.residence}: ${format.country(person.accommodation_address.country)}`,
    );
  const control = (person: Party) =>
    lines(
      person.share && `${f.share}: ${format.share(person.share)}`,
      person.votes && `${f.votes}: ${format.share(person.votes)}`,
      person.other_control && `${f.otherControl}: ${person.other_control}`,
    );
  const personColumns = [
    { header: f.fullName, width: 2.2 },
    { header: f.identification, width: 3.2 },
  ];
  const pepColumn = { header: f.pepShort, width: 1.4 };
  const pepCell = (person: Party) => yesNo(person.pep) ?? texts.notDeclared;
  const hasPeople = !isPerson || beneficiaries.length > 0 || boardMembers.length > 0;
  if (hasPeople) {
    writer.section(texts.sections.beneficiaries);
    if (beneficiaries.length === 0) writer.note(texts.none);
    else
      writer.table(
        [...personColumns, { header: f.control, width: 2.6 }, pepColumn],
        beneficiaries.map((person) => [
          partyDisplayName(person),
          identity(person),
          control(person),
          pepCell(person),
        ]),
      );

    writer.section(texts.sections.boardMembers);
    if (boardMembers.length === 0) writer.note(texts.none);
    else
      writer.table(
        [...personColumns, { header: f.boardRole, width: 2.6 }, pepColumn],
        boardMembers.map((person) => [
          partyDisplayName(person),
          identity(person),
          person.board_role ?? '',
          pepCell(person),
        ]),
      );
  }

  return writer.finish(`AML · ${texts.title} · ${party.code}`);
}
