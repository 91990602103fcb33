import type { Party } from '@aml/shared';
import { DataList, type DataRow } from '../../../components/data-list';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';

type Address = Record<string, string | undefined>;
/** A stored party, or what a form is about to save. */
export type PartyData = Partial<Omit<Party, 'document'>> & {
  document?: {
    type?: string;
    number?: string;
    expiry_date?: string;
    without_expiration?: boolean;
  } | null;
};

function addressText(address: Address | null | undefined): string {
  if (!address) return '';
  const street = [address.street, address.house_number].filter(Boolean).join(' ');
  const flat = address.flat_number ? `/${address.flat_number}` : '';
  const city = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [street + flat, city, address.region, address.country].filter(Boolean).join(', ');
}

/** A party's data, read-only, in titled groups; empty fields are left out. */
export function PartyDataView({ party }: { party: PartyData }) {
  const { t } = useTranslation('parties');
  const formatDate = useDateFormat();
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? '' : t(value ? 'yes' : 'no');
  const contact = (c: Record<string, string | undefined> | null | undefined) =>
    c
      ? [c.email, [c.phone_country_code, c.phone].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : '';
  const document = party.document
    ? [
        party.document.type ? t(`document_types.${party.document.type}`) : '',
        party.document.number,
        party.document.without_expiration
          ? t('fields.document.without_expiration')
          : party.document.expiry_date
            ? t('valid_until', { date: formatDate(party.document.expiry_date) })
            : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const rows: DataRow[] = [
    [t('fields.type'), party.type ? t(`types.${party.type}`) : ''],
    [t('fields.name'), party.name],
    [t('fields.first_name'), party.first_name],
    [t('fields.last_name'), party.last_name],
    [t('fields.pesel'), party.pesel],
    [t('fields.gender'), party.gender ? t(`genders.${party.gender}`) : ''],
    [t('fields.birth_date'), party.birth_date ? formatDate(party.birth_date) : ''],
    [t('fields.birth_country'), party.birth_country],
    [t('fields.citizenships'), party.citizenships?.join(', ')],
    [
      t('fields.tax_id'),
      [party.tax_id, party.tax_id && party.tax_id_country].filter(Boolean).join(' '),
    ],
    [t('fields.regon'), party.regon],
    [t('fields.legal_form'), party.legal_form],
    [t('fields.industries'), party.industries?.join(', ')],
    [
      t('fields.employment_type'),
      party.employment_type ? t(`employment_types.${party.employment_type}`) : '',
    ],
    [t('fields.pep'), yesNo(party.pep)],
    [t('sections.document'), document],
    [t('sections.accommodation_address'), addressText(party.accommodation_address)],
    [t('sections.business_address'), addressText(party.business_address)],
    [t('sections.forwarding_address'), addressText(party.forwarding_address)],
    [t('sections.contact'), contact(party.contact)],
    [t('sections.company_contact'), contact(party.company_contact)],
    [t('fields.bank_account'), party.bank_account],
    [t('fields.references'), party.references],
  ];
  return <DataList rows={rows} hideEmpty />;
}
