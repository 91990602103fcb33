import { HitDecisionSchema, type SanctionHit } from '@aml/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { ReasonField } from '../../../components/reason-field';
import { resolverFor } from '../../../lib/forms';
import { decideHit, refreshAfterScreening, type HitDecisionKind } from '../api/sanctions-api';
import { useListName } from './labels';

type Props = {
  /** The hit being decided and how; null while closed. */
  deciding: { hit: SanctionHit; decision: HitDecisionKind } | null;
  onClose: () => void;
  /** With the hit as decided, which names the alert the decision settled. */
  onDone: (decision: HitDecisionKind, decided: SanctionHit) => void;
};

/**
 * A team administrator's decision on a hit, with what it means and a required note: a false
 * positive does not alert again unless the list entry changes, and closes the hit's alert once
 * none of its hits waits; a confirmed match means freezing the assets and escalates the alert.
 */
export function DecisionDialog({ deciding, onClose, onDone }: Props) {
  const { t } = useTranslation('sanctions');
  const title =
    deciding?.decision === 'confirmed'
      ? t('decision.confirm_title')
      : t('decision.false_positive_title');
  return (
    <Dialog
      open={deciding !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="hit-decision-title"
    >
      <DialogTitle id="hit-decision-title">{title}</DialogTitle>
      {/* The content unmounts when closed, so each opening starts with an empty note. */}
      {deciding && <DecisionForm {...deciding} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

type NoteValues = { note: string };

function DecisionForm({
  hit,
  decision,
  onClose,
  onDone,
}: { hit: SanctionHit; decision: HitDecisionKind } & Omit<Props, 'deciding'>) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<NoteValues>({
    resolver: resolverFor<NoteValues>(HitDecisionSchema, (values) => ({
      code: hit.code,
      note: values.note,
    })),
    defaultValues: { note: '' },
    mode: 'onTouched',
  });
  const decide = useMutation({
    mutationFn: (note: string) => decideHit(decision, { code: hit.code, note }),
    onSuccess: async (decided) => {
      onDone(decision, decided);
      await refreshAfterScreening(queryClient);
    },
  });
  const confirming = decision === 'confirmed';
  const values = {
    subject: hit.subject_name,
    entry: hit.entry_name,
    list: listName(hit.source),
    id: hit.entry_id,
  };

  return (
    <form noValidate onSubmit={handleSubmit((form) => decide.mutate(form.note.trim()))}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <DialogContentText>
            {confirming
              ? t('decision.confirm_text', values)
              : t('decision.false_positive_text', values)}
          </DialogContentText>
          {decide.isError && <Alert severity="error">{errorText(decide.error)}</Alert>}
          <ReasonField
            control={control}
            name="note"
            autoFocus
            label={t('decision.note')}
            hint={t('decision.note_hint')}
            requiredText={t('decision.note_required')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          color={confirming ? 'error' : 'primary'}
          disabled={decide.isPending}
        >
          {confirming ? t('decision.submit_confirm') : t('decision.submit_false_positive')}
        </Button>
      </DialogActions>
    </form>
  );
}
