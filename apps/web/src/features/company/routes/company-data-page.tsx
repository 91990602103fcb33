import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSTITUTION_TYPES,
  ObligatedInstitutionSchema,
  isMenuEntryEnabled,
  type ObligatedInstitution,
  type ObligatedInstitutionInput,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import { Alert, Grid, MenuItem, Skeleton } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { PageHeader } from '../../../components/page-header';
import { RecordForm } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { companyKeys, institutionQuery, saveInstitution } from '../api/company-api';

const EMPTY: ObligatedInstitutionInput = {
  name: '',
  legal_form: '',
  institution_type: 'accounting_office',
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

/** /dashboard/company-data: the institution's data for the GIIF identification form. */
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
  const field = (
    name: Parameters<typeof FormTextField<ObligatedInstitutionInput>>[0]['name'],
    extra: object = {},
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      disabled={!canEdit}
      {...extra}
    />
  );
  const cell = (node: ReactNode, md = 6) => <Grid size={{ xs: 12, md }}>{node}</Grid>;

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
        }}
      >
        <Section grid title={t('institution')}>
          {cell(field('name'), 12)}
          {cell(
            field('institution_type', {
              select: true,
              children: INSTITUTION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              )),
            }),
          )}
          {cell(field('legal_form'))}
          {cell(field('nip', { helperText: t('nip_hint') }), 4)}
          {cell(field('regon'), 4)}
          {cell(field('krs'), 4)}
        </Section>
        <Section grid title={t('address')}>
          {cell(field('address.street'))}
          {cell(field('address.house_number'), 3)}
          {cell(field('address.flat_number'), 3)}
          {cell(field('address.postal_code'), 3)}
          {cell(field('address.city'), 5)}
          {cell(field('address.region'), 4)}
          {cell(field('address.country', { helperText: t('country_hint') }), 3)}
        </Section>
        <Section grid title={t('contact_person')}>
          {cell(field('contact_person.first_name'))}
          {cell(field('contact_person.last_name'))}
          {cell(field('contact_person.email', { type: 'email' }))}
          {cell(field('contact_person.phone', { type: 'tel' }))}
        </Section>
      </RecordForm>
      <NoticeSnackbar feedback={feedback} />
    </>
  );
}
