import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { applyFieldErrors } from '../../../lib/forms';
import type { PartyWarning } from './party-warnings';
import { partyQuery, updateParty, refreshParties } from '../api/parties-api';
import { PartyDataView } from './party-data-view';
import { PartyFormFields } from './party-form-fields';
import {
  partyFormResolver,
  partyToValues,
  valuesToInput,
  type PartyFormValues,
} from './party-form-values';
import type { Party } from '@aml/shared';

type Props = {
  code: string;
  editable: boolean;
  whyNot: string;
  onSaved: (warnings: PartyWarning[]) => void;
};

/** The data tab: the party's fields, and the same form as creation for editing them. */
export function PartyDataTab({ code, editable, whyNot, onSaved }: Props) {
  const { t } = useTranslation('parties');
  const party = useQuery(partyQuery(code));
  const [editing, setEditing] = useState(false);
  if (party.isError) return <Alert severity="error">{errorText(party.error)}</Alert>;
  if (!party.data) return <Skeleton variant="rounded" height={240} />;
  if (editing) {
    return (
      <EditForm
        party={party.data}
        onDone={(warnings) => {
          setEditing(false);
          if (warnings) onSaved(warnings);
        }}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <PartyDataView party={party.data} />
      {editable ? (
        <Button
          variant="contained"
          onClick={() => setEditing(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('detail.edit')}
        </Button>
      ) : (
        <Alert severity="info">{whyNot}</Alert>
      )}
    </Stack>
  );
}

/** Edits the party; `onDone` gets the warnings of the saved data, or null when cancelled. */
function EditForm({
  party,
  onDone,
}: {
  party: Party;
  onDone: (warnings: PartyWarning[] | null) => void;
}) {
  const { t } = useTranslation('parties');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<PartyFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<PartyFormValues>({
    resolver: partyFormResolver,
    defaultValues: partyToValues(party),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);
  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      const { type: _type, ...fields } = valuesToInput(values, true);
      const result = await updateParty({ ...fields, code: party.code });
      await refreshParties(queryClient);
      onDone(result.warnings);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <PartyFormFields control={control} type={party.type} />
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting || !formState.isDirty}
        >
          {t('common:save')}
        </Button>
        <Button size="large" onClick={() => onDone(null)}>
          {t('common:cancel')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(null)}
        onConfirm={save}
      />
    </Stack>
  );
}
