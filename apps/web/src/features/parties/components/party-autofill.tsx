import { isValidNip, isValidRegon, normaliseNip, normaliseRegon } from '@aml/shared';
import type { Control, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegistryFill, fetchAutofill, fetchViesAutofill, type FillValues } from '../../registries';
import { list, type PartyFormValues } from './party-form-values';

/** The EU states VIES answers for, besides Poland (Northern Ireland as XI). */
const VIES_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PT RO SE SI SK XI'.split(' '),
);

/** A foreign VAT number as VIES takes it: no separators, no country prefix. */
function viesNumber(taxId: string, country: string): string | null {
  const prefix = country === 'GR' ? '(?:EL|GR)' : country;
  const compact = taxId.replace(/[\s.-]/g, '').replace(new RegExp(`^${prefix}`, 'i'), '');
  return /^[0-9A-Za-z+*]{2,14}$/.test(compact) ? compact : null;
}

const WATCHED = [
  'name',
  'tax_id',
  'tax_id_country',
  'regon',
  'legal_form',
  'industries',
  'bank_account',
  'business_address',
] as const;

/**
 * "Fill from registries" on the form of a company or sole trader: looked up by the NIP, else the
 * REGON (a foreign EU company by its VAT number in VIES); what the officer chooses in the
 * review fills the company's name, identifiers, business address, PKD codes and, when the form
 * has none, a White List account. Values are set as if typed, so the form knows it changed.
 */
export function PartyAutofill({
  control,
  type,
}: {
  control: Control<PartyFormValues>;
  type: 'company' | 'sole_proprietorship';
}) {
  const { t } = useTranslation(['parties', 'registries']);
  const [name, taxId, taxIdCountry, regon, legalForm, industries, bankAccount, address] = useWatch({
    control,
    name: WATCHED,
  });
  const country = (taxIdCountry || 'PL').toUpperCase();
  const polish = country === 'PL';
  const foreign = VIES_COUNTRIES.has(country) ? viesNumber(taxId, country) : null;
  const lookup = polish
    ? isValidNip(taxId)
      ? () => fetchAutofill({ kind: 'nip', value: normaliseNip(taxId) })
      : isValidRegon(regon)
        ? () => fetchAutofill({ kind: 'regon', value: normaliseRegon(regon) })
        : null
    : foreign
      ? () => fetchViesAutofill(country, foreign)
      : null;

  const set = (field: Path<PartyFormValues>, value: string) =>
    void control.register(field).onChange({ target: { name: field, value }, type: 'change' });
  const apply = (values: Partial<FillValues>) => {
    if (values.name !== undefined) set('name', values.name);
    if (values.nip !== undefined) set('tax_id', values.nip);
    if (values.regon !== undefined) set('regon', values.regon);
    if (values.legal_form !== undefined && type === 'company') set('legal_form', values.legal_form);
    if (values.industries !== undefined) set('industries', values.industries.join(', '));
    if (values.bank_account !== undefined) set('bank_account', values.bank_account);
    if (values.address !== undefined) {
      for (const [part, value] of Object.entries(values.address)) {
        set(`business_address.${part}` as Path<PartyFormValues>, value);
      }
    }
  };

  return (
    <RegistryFill
      lookup={lookup}
      registries={polish ? undefined : ['vies']}
      whyNot={t('registries:autofill.needs_identifier')}
      holds={{
        name,
        ...(polish ? { nip: taxId } : {}),
        regon,
        // A sole trader's legal form is the trader: the form has no field for it.
        ...(type === 'company' ? { legal_form: legalForm } : {}),
        address,
        industries: list(industries, true),
        bank_account: bankAccount,
      }}
      labels={{
        name: t('fields.name'),
        nip: t('fields.tax_id'),
        regon: t('fields.regon'),
        legal_form: t('fields.legal_form'),
        address: t('sections.business_address'),
        industries: t('fields.industries'),
        bank_account: t('fields.bank_account'),
      }}
      expectedKind={type === 'company' ? 'legal_person' : 'sole_trader'}
      peopleNote={t('registries:autofill.people_note')}
      onApply={apply}
    />
  );
}
