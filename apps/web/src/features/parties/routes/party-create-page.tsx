import { PARTY_TYPES, type CreatePartyInput, type PartyType } from '@aml/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { applyFieldErrors } from '../../../lib/forms';
import { createParty, refreshParties } from '../api/parties-api';
import { PartyDataView, type PartyData } from '../components/party-data-view';
import { PartyFormFields } from '../components/party-form-fields';
import {
  emptyPartyValues,
  partyFormResolver,
  valuesToInput,
  type PartyFormValues,
} from '../components/party-form-values';

/** /dashboard/parties/create: a form per party type, then the confirm-creation step. */
export function PartyCreatePage() {
  const { t } = useTranslation('parties');
  const [params, setParams] = useSearchParams();
  const type = (PARTY_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as PartyType)
    : 'individual';
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
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
      <CreateForm key={type} type={type} />
    </>
  );
}

function CreateForm({ type }: { type: PartyType }) {
  const { t } = useTranslation('parties');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<CreatePartyInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState, setError, getValues } = useForm<PartyFormValues>({
    resolver: partyFormResolver,
    defaultValues: emptyPartyValues(type),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { party, warnings } = await createParty(confirming!);
      await refreshParties(queryClient);
      navigate(`/dashboard/parties/${party.code}`, {
        state: { created: true, warnings },
      });
    } catch (error) {
      setConfirming(null);
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSubmit((values) => setConfirming(valuesToInput(values) as CreatePartyInput))}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <PartyFormFields control={control} type={type} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" size="large">
          {t('create.submit')}
        </Button>
        <Button component={RouterLink} to="/dashboard/parties" size="large">
          {t('common:cancel')}
        </Button>
      </Stack>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="confirm-creation-title"
      >
        <DialogTitle id="confirm-creation-title">{t('create.confirm_title')}</DialogTitle>
        <DialogContent>
          {confirming && <PartyDataView party={confirming as PartyData} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('create.back_to_form')}
          </Button>
          <Button variant="contained" onClick={create} disabled={busy}>
            {t('create.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
