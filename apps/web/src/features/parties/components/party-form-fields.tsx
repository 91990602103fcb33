import { EMPLOYMENT_TYPES, GENDERS, type PartyType } from '@aml/shared';
import { Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { Section } from '../../../components/section';
import { gridDateFields } from '../../../components/form-date-field';
import { gridFields, optionItems } from '../../../components/form-text-field';
import { CheckboxField, DocumentFields } from './document-fields';
import { PartyAutofill } from './party-autofill';
import type { PartyFormValues } from './party-form-values';

type Props = { control: Control<PartyFormValues>; type: PartyType; disabled?: boolean };

const isCompany = (type: PartyType): type is 'company' | 'sole_proprietorship' =>
  type === 'company' || type === 'sole_proprietorship';
const hasPerson = (type: PartyType) => type !== 'company';

/** The sections of a party's form, as its type needs them (spec section 3 fields). */
export function PartyFormFields({ control, type, disabled }: Props) {
  const { t } = useTranslation('parties');
  const field = gridFields(control, (name) => t(`fields.${name}`), { disabled });
  const select = (name: Path<PartyFormValues>, values: readonly string[], label: string, md = 6) =>
    field(name, md, {
      select: true,
      children: optionItems(values, (value) => t(`${label}.${value}`), t('not_given')),
    });
  const dateField = gridDateFields(control, (name) => t(`fields.${name}`), { disabled });
  // Countries are chosen by their names in the user's language; the form keeps ISO codes.
  const country = (name: Path<PartyFormValues>, md: number, multiple = false) => (
    <Grid size={{ xs: 12, md }}>
      <CountryField
        control={control}
        name={name}
        label={t(`fields.${name}`)}
        multiple={multiple}
        disabled={disabled}
      />
    </Grid>
  );
  const checkbox = (name: Path<PartyFormValues>) => (
    <CheckboxField control={control} name={name} label={t(`fields.${name}`)} disabled={disabled} />
  );
  const address = (prefix: 'accommodation_address' | 'forwarding_address' | 'business_address') =>
    section(
      t(`sections.${prefix}`),
      <>
        {field(`${prefix}.street`)}
        {field(`${prefix}.house_number`, 3)}
        {field(`${prefix}.flat_number`, 3)}
        {field(`${prefix}.postal_code`, 3, { helperText: t('hints.postal_code') })}
        {field(`${prefix}.city`, 5)}
        {field(`${prefix}.region`, 4)}
        {country(`${prefix}.country`, 4)}
      </>,
    );
  const contact = (prefix: 'contact' | 'company_contact') =>
    section(
      t(`sections.${prefix}`),
      <>
        {field(`${prefix}.email`, 6, { type: 'email' })}
        {field(`${prefix}.phone_country_code`, 2, { helperText: t('hints.phone_country_code') })}
        {field(`${prefix}.phone`, 4, { type: 'tel' })}
      </>,
    );

  return (
    <Stack spacing={3}>
      {isCompany(type) &&
        section(
          t('sections.company'),
          <>
            {field('name', 12)}
            {field('tax_id', 4, { helperText: t('hints.tax_id') })}
            {country('tax_id_country', 4)}
            {field('regon', 4)}
            {type === 'company' && field('legal_form', 12, { helperText: t('hints.legal_form') })}
            {!disabled && (
              <Grid size={12}>
                <PartyAutofill control={control} type={type} />
              </Grid>
            )}
            {field('industries', 12, { helperText: t('hints.industries') })}
          </>,
        )}
      {hasPerson(type) &&
        section(
          type === 'sole_proprietorship' ? t('sections.owner') : t('sections.person'),
          <>
            {field('first_name')}
            {field('last_name')}
            {field('pesel', 6, { helperText: t('hints.pesel') })}
            {select('gender', GENDERS, 'genders')}
            {dateField('birth_date', 6, { expect: 'past' })}
            {country('birth_country', 6)}
            {country('citizenships', 6, true)}
            {select('employment_type', EMPLOYMENT_TYPES, 'employment_types')}
            {!isCompany(type) && field('tax_id', 6, { helperText: t('hints.tax_id') })}
            {checkbox('pep')}
          </>,
        )}
      {hasPerson(type) &&
        section(t('sections.document'), <DocumentFields control={control} disabled={disabled} />)}
      {isCompany(type) ? address('business_address') : address('accommodation_address')}
      {address('forwarding_address')}
      {isCompany(type) && contact('company_contact')}
      {hasPerson(type) && contact('contact')}
      {section(
        t('sections.other'),
        <>
          {field('bank_account', 12, { helperText: t('hints.bank_account') })}
          {field('references', 12, { multiline: true, minRows: 2 })}
        </>,
      )}
    </Stack>
  );
}

const section = (title: string, children: ReactNode) => (
  <Section grid title={title}>
    {children}
  </Section>
);
