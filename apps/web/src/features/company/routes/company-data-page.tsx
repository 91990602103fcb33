import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSTITUTION_TYPES,
  ObligatedInstitutionSchema,
  isMenuEntryEnabled,
  isValidNip,
  isValidRegon,
  normaliseNip,
  normaliseRegon,
  type ObligatedInstitution,
  type ObligatedInstitutionInput,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import { Alert, Box, Grid, MenuItem, Skeleton } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gridFields } from '../../../components/form-text-field';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { PageHeader } from '../../../components/page-header';
import { RecordForm } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { IDENTIFICATION_FORM_QUERIES, IdentificationFormCard } from '../../giif';
import { RegistryFill, fetchInstitutionAutofill, type FillValues } from '../../registries';
import { companyKeys, institutionQuery, saveInstitution } from '../api/company-api';

const EMPTY: ObligatedInstitutionInput = {
  name: '',
  legal_form: '',
  // Not pre-filled: the rules and the reports read it, so the officer chooses it.
  institution_type: '' as ObligatedInstitutionInput['institution_type'],
  nip: '',
  regon: '',
  krs: '',
  address: {
    country: 'PL',
    region: '',
    city: '',
    street: '',
    postal_code: '',
    house_number: '',
    flat_number: '',
  },
  contact_person: { first_name: '', last_name: '', email: '', phone: '' },
};

/** The stored data as the form holds it: without the time of its last change, which the
 * shared schema (strict) refuses. */
function formValuesOf(data: ObligatedInstitutionResponse['data']): ObligatedInstitutionInput {
  if (!data) return EMPTY;
  const { updated_at: _updated, ...values } = data;
  return values as ObligatedInstitutionInput;
}

/**
 * /dashboard/company-data: the institution's data, and under it GIIF's identification form
 * (art. 77) made from them: what it lacks leads back to the fields above.
 */
export function CompanyDataPage() {
  const { t } = useTranslation('company');
  const institution = useQuery(institutionQuery());
  const { data: user } = useCurrentUser();
  const canEdit = isMenuEntryEnabled('team_admin', currentTeamOf(user)?.role);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('read_only')}
        </Alert>
      )}
      {institution.isError && <Alert severity="error">{errorText(institution.error)}</Alert>}
      {institution.isPending ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        institution.data && (
          <CompanyForm initial={formValuesOf(institution.data.data)} canEdit={canEdit} />
        )
      )}
    </>
  );
}

function CompanyForm({
  initial,
  canEdit,
}: {
  initial: ObligatedInstitutionInput;
  canEdit: boolean;
}) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const feedback = usePageFeedback();
  const form = useForm<ObligatedInstitutionInput, unknown, ObligatedInstitution>({
    resolver: zodResolver(ObligatedInstitutionSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const field = gridFields(form.control, (name) => t(`fields.${name}`), { disabled: !canEdit });

  return (
    <>
      <RecordForm
        form={form}
        confirm={{ kind: 'save' }}
        needsChange
        readOnly={!canEdit}
        save={(values) => saveInstitution(values as ObligatedInstitution)}
        onSaved={(result, values) => {
          queryClient.setQueryData(companyKeys.institution, result);
          form.reset(result.data ? formValuesOf(result.data) : values);
          feedback.notify(t('common:data_updated'));
          // The form is made from the data just saved: what it lacks is read again.
          for (const queryKey of IDENTIFICATION_FORM_QUERIES) {
            void queryClient.invalidateQueries({ queryKey });
          }
        }}
      >
        <Section grid title={t('institution')}>
          {field('name', 12, { required: true })}
          {field('institution_type', 6, {
            required: true,
            select: true,
            children: INSTITUTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            )),
          })}
          {field('legal_form')}
          {field('nip', 4, { required: true, helperText: t('nip_hint') })}
          {field('regon', 4)}
          {field('krs', 4)}
          {canEdit && (
            <Grid size={12}>
              <InstitutionAutofill form={form} />
            </Grid>
          )}
        </Section>
        <Section grid title={t('address')}>
          {field('address.street')}
          {field('address.house_number', 3, { required: true })}
          {field('address.flat_number', 3)}
          {field('address.postal_code', 3, { required: true })}
          {field('address.city', 5, { required: true })}
          {field('address.region', 4)}
          {field('address.country', 3, { required: true, helperText: t('country_hint') })}
        </Section>
        <Section grid title={t('contact_person')} description={t('contact_person_hint')}>
          {field('contact_person.first_name')}
          {field('contact_person.last_name')}
          {field('contact_person.email', 6, { type: 'email' })}
          {field('contact_person.phone', 6, { type: 'tel' })}
        </Section>
      </RecordForm>
      <Box sx={{ mt: 3 }}>
        <IdentificationFormCard
          feedback={feedback}
          // A field a read-only member cannot fill is not one to go to.
          onShowField={
            canEdit
              ? (name) => form.setFocus(name as Parameters<InstitutionForm['setFocus']>[0])
              : undefined
          }
        />
      </Box>
      <NoticeSnackbar feedback={feedback} />
    </>
  );
}

type InstitutionForm = UseFormReturn<ObligatedInstitutionInput, unknown, ObligatedInstitution>;

/**
 * "Fill from registries" by the institution's NIP (else its REGON): after the review, the
 * values chosen go into the form as changes to save (name, legal form, identifiers, address).
 */
function InstitutionAutofill({ form }: { form: InstitutionForm }) {
  const { t } = useTranslation(['company', 'registries']);
  const [name, legalForm, nip, regon, krs, address] = useWatch({
    control: form.control,
    name: ['name', 'legal_form', 'nip', 'regon', 'krs', 'address'],
  });
  const lookup = isValidNip(nip)
    ? () => fetchInstitutionAutofill({ kind: 'nip', value: normaliseNip(nip) })
    : regon && isValidRegon(regon)
      ? () => fetchInstitutionAutofill({ kind: 'regon', value: normaliseRegon(regon) })
      : null;
  const set = (name: Parameters<InstitutionForm['setValue']>[0], value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const apply = (values: Partial<FillValues>) => {
    if (values.name !== undefined) set('name', values.name);
    if (values.legal_form !== undefined) set('legal_form', values.legal_form);
    if (values.nip !== undefined) set('nip', values.nip);
    if (values.regon !== undefined) set('regon', values.regon);
    if (values.krs !== undefined) set('krs', values.krs);
    if (values.address !== undefined) {
      for (const [part, value] of Object.entries(values.address)) {
        set(`address.${part as keyof FillValues['address']}`, value);
      }
    }
  };
  return (
    <RegistryFill
      lookup={lookup}
      whyNot={t('registries:autofill.needs_identifier')}
      holds={{
        name,
        legal_form: legalForm ?? '',
        nip,
        regon: regon ?? '',
        krs: krs ?? '',
        address: {
          country: address.country ?? '',
          region: address.region ?? '',
          city: address.city,
          street: address.street ?? '',
          postal_code: address.postal_code,
          house_number: address.house_number,
          flat_number: address.flat_number ?? '',
        },
      }}
      labels={{
        name: t('fields.name'),
        legal_form: t('fields.legal_form'),
        nip: t('fields.nip'),
        regon: t('fields.regon'),
        krs: t('fields.krs'),
        address: t('address'),
      }}
      onApply={apply}
    />
  );
}
