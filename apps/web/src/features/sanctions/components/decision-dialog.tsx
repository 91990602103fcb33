import { HitDecisionSchema, type SanctionHit } from '@aml/shared';
import { DialogContentText } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../../components/reason-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { resolverFor } from '../../../lib/forms';
import { SCREENING_QUERIES, decideHit, type HitDecisionKind } from '../api/sanctions-api';
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
    <FormDialog open={deciding !== null} onClose={onClose} title={title}>
      {deciding && <DecisionForm {...deciding} onClose={onClose} onDone={onDone} />}
    </FormDialog>
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
  const { control, handleSubmit } = useForm<NoteValues>({
    resolver: resolverFor<NoteValues>(HitDecisionSchema, (values) => ({
      code: hit.code,
      note: values.note,
    })),
    defaultValues: { note: '' },
    mode: 'onTouched',
  });
  const decide = useAction((note: string) => decideHit(decision, { code: hit.code, note }), {
    refresh: SCREENING_QUERIES,
    onDone: (decided) => onDone(decision, decided),
  });
  const confirming = decision === 'confirmed';
  const values = {
    subject: hit.subject_name,
    entry: hit.entry_name,
    list: listName(hit.source),
    id: hit.entry_id,
  };

  return (
    <DialogForm
      onSubmit={handleSubmit((form) => decide.run(form.note.trim()))}
      onCancel={onClose}
      busy={decide.busy}
      failure={decide.failure}
      submitLabel={confirming ? t('decision.submit_confirm') : t('decision.submit_false_positive')}
      submitColor={confirming ? 'error' : 'primary'}
    >
      <DialogContentText>
        {confirming
          ? t('decision.confirm_text', values)
          : t('decision.false_positive_text', values)}
      </DialogContentText>
      <ReasonField
        control={control}
        name="note"
        autoFocus
        label={t('decision.note')}
        hint={t('decision.note_hint')}
        requiredText={t('decision.note_required')}
      />
    </DialogForm>
  );
}
