import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSTITUTION_TYPES,
  ObligatedInstitutionSchema,
  isMenuEntryEnabled,
  type ObligatedInstitution,
  type ObligatedInstitutionInput,
} from '@aml/shared';
import { Alert, Button, Grid, MenuItem, Skeleton, Snackbar, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Section } from '../../../components/section';
import { FormTextField } from '../../../components/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
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
          <CompanyForm initial={institution.data.data ?? EMPTY} canEdit={canEdit} />
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
  const [confirming, setConfirming] = useState<ObligatedInstitution | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues, reset } = useForm<
    ObligatedInstitutionInput,
    unknown,
    ObligatedInstitution
  >({
    resolver: zodResolver(ObligatedInstitutionSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      const result = await saveInstitution(values);
      queryClient.setQueryData(companyKeys.institution, result);
      reset(result.data ?? values);
      setSaved(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };
  const field = (
    name: Parameters<typeof FormTextField<ObligatedInstitutionInput>>[0]['name'],
    extra: object = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`fields.${name}`)}
      disabled={!canEdit}
      {...extra}
    />
  );
  const group = (title: string, children: ReactNode) => (
    <Section grid title={title}>
      {children}
    </Section>
  );
  const cell = (node: ReactNode, md = 6) => <Grid size={{ xs: 12, md }}>{node}</Grid>;

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={handleSubmit((values) => setConfirming(values))}
      noValidate
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {group(
        t('institution'),
        <>
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
        </>,
      )}
      {group(
        t('address'),
        <>
          {cell(field('address.street'))}
          {cell(field('address.house_number'), 3)}
          {cell(field('address.flat_number'), 3)}
          {cell(field('address.postal_code'), 3)}
          {cell(field('address.city'), 5)}
          {cell(field('address.region'), 4)}
          {cell(field('address.country', { helperText: t('country_hint') }), 3)}
        </>,
      )}
      {group(
        t('contact_person'),
        <>
          {cell(field('contact_person.first_name'))}
          {cell(field('contact_person.last_name'))}
          {cell(field('contact_person.email', { type: 'email' }))}
          {cell(field('contact_person.phone', { type: 'tel' }))}
        </>,
      )}
      {canEdit && (
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting || !formState.isDirty}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common:save')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(null)}
        onConfirm={save}
      />
      <Snackbar
        open={saved}
        autoHideDuration={5000}
        onClose={() => setSaved(false)}
        message={t('common:data_updated')}
      />
    </Stack>
  );
}
