import { PARTY_TYPES, type CreatePartyInput, type PartyType } from '@aml/shared';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateForm, FormPage } from '../../../components/record-form';
import { PARTY_QUERIES, createParty } from '../api/parties-api';
import { PartyDataView, type PartyData } from '../components/party-data-view';
import { PartyFormFields } from '../components/party-form-fields';
import {
  emptyPartyValues,
  partyFormResolver,
  valuesToInput,
  type PartyFormValues,
} from '../components/party-form-values';

const input = (values: PartyFormValues) => valuesToInput(values) as CreatePartyInput;

/** /dashboard/parties/create: a form per party type, then the confirm-creation step. */
export function PartyCreatePage() {
  const { t } = useTranslation('parties');
  const [params, setParams] = useSearchParams();
  const type = (PARTY_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as PartyType)
    : 'individual';
  return (
    <FormPage title={t('create.title')} description={t('create.description')}>
      <TextField
        select
        label={t('fields.type')}
        value={type}
        onChange={(event) => setParams({ type: event.target.value }, { replace: true })}
        sx={{ mb: 3, minWidth: 280 }}
      >
        {PARTY_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {/* A new type starts a new form: fields of one type do not leak into another. */}
      <CreateForm
        key={type}
        resolver={partyFormResolver}
        defaults={emptyPartyValues(type)}
        fields={(control) => <PartyFormFields control={control} type={type} />}
        summary={(values) => <PartyDataView party={input(values) as PartyData} />}
        confirmLabel={t('create.confirm')}
        submitLabel={t('create.submit')}
        save={(values, key) => createParty(input(values), key)}
        refresh={PARTY_QUERIES}
        pathOf={({ party }) => `/dashboard/parties/${party.code}`}
        stateOf={({ warnings }) => ({ warnings })}
        cancelTo="/dashboard/parties"
      />
    </FormPage>
  );
}
