import { RULE_RISKS, SetPartyRiskSchema, type RiskLevel, type SetPartyRisk } from '@aml/shared';
import { DialogContentText, MenuItem, TextField } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField, resolverFor } from '../../lib/forms';
import { ConfirmDialog } from '../confirm-dialog';
import { ReasonField } from '../reason-field';
import { DialogForm, FormDialog } from '../record-form';
import { useAction } from '../use-action';
import type { RiskSubject } from './rule-results';

/** The decision of set-risk, the same for a party and a transaction (SetTransactionRisk). */
export type RiskOverride = SetPartyRisk;

type OverrideValues = { level: RiskOverride['level'] | ''; reason: string };

const resolver = resolverFor<OverrideValues>(SetPartyRiskSchema, (values) => values);

type Props = {
  open: boolean;
  subject: RiskSubject;
  /** The party's name or the transaction's title, named in the confirmation. */
  name: string;
  /** The level the rules computed, named in the confirmation. */
  computed: RiskLevel;
  /** Sends the decision (POST …/set-risk). */
  save: (input: RiskOverride) => Promise<unknown>;
  /** What the decision makes stale (the record, its lists, the alert counts). */
  refresh: readonly QueryKey[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * A team administrator sets the level of a party or a transaction over the rules' result, with
 * a required reason; the computed level stays in the record beside it.
 */
export function RiskOverrideDialog({ open, onClose, ...form }: Props) {
  const { t } = useTranslation('risk');
  return (
    <FormDialog open={open} onClose={onClose} title={t('override.dialog_title')}>
      <OverrideForm onClose={onClose} {...form} />
    </FormDialog>
  );
}

function OverrideForm({
  subject,
  name,
  computed,
  save,
  refresh,
  onClose,
  onDone,
}: Omit<Props, 'open'>) {
  const { t } = useTranslation(['risk', 'parties']);
  const [confirming, setConfirming] = useState<RiskOverride | null>(null);
  const form = useForm<OverrideValues>({
    resolver,
    defaultValues: { level: '', reason: '' },
    mode: 'onTouched',
  });
  const { control, handleSubmit } = form;
  const change = useAction(save, { refresh, fields: form, onDone });
  const level = (value: RiskLevel) => t(`parties:risk_levels.${value}`);

  return (
    <>
      <DialogForm
        onSubmit={handleSubmit((values) =>
          setConfirming({
            level: values.level as RiskOverride['level'],
            reason: values.reason.trim(),
          }),
        )}
        onCancel={onClose}
        busy={change.busy}
        failure={change.failure}
        submitLabel={t('override.submit')}
      >
        <DialogContentText>
          {t(
            subject === 'transaction' ? 'override.dialog_text_transaction' : 'override.dialog_text',
          )}
        </DialogContentText>
        <Controller
          control={control}
          name="level"
          render={({ field, fieldState }) => (
            <TextField
              {...bindField(field)}
              select
              required
              fullWidth
              label={t('override.level')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t('override.level_required') : null}
            >
              {RULE_RISKS.map((option) => (
                <MenuItem key={option} value={option}>
                  {level(option)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <ReasonField
          control={control}
          name="reason"
          label={t('override.reason')}
          hint={t('override.reason_hint')}
          requiredText={t('override.reason_required')}
        />
      </DialogForm>
      <ConfirmDialog
        open={confirming !== null}
        title={t('override.confirm_title')}
        message={t(
          subject === 'transaction'
            ? 'override.confirm_question_transaction'
            : 'override.confirm_question',
          {
            name,
            level: confirming ? level(confirming.level) : '',
            computed: level(computed),
          },
        )}
        confirmLabel={t('override.confirm')}
        busy={change.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          change.run(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
