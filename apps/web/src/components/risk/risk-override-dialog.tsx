import { RULE_RISKS, SetPartyRiskSchema, type RiskLevel, type SetPartyRisk } from '@aml/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { applyFieldErrors, resolverFor } from '../../lib/forms';
import { ConfirmDialog } from '../confirm-dialog';
import { ReasonField } from '../reason-field';
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
  /** Fetches again what the decision changed (the record, its lists, the alert counts). */
  refresh: () => Promise<unknown>;
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="override-title">
      <DialogTitle id="override-title">{t('override.dialog_title')}</DialogTitle>
      {/* The dialog unmounts its content when closed, so each opening starts afresh. */}
      <OverrideForm onClose={onClose} {...form} />
    </Dialog>
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
  const { control, handleSubmit, setError, getValues } = useForm<OverrideValues>({
    resolver,
    defaultValues: { level: '', reason: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      onDone();
      await refresh();
    },
    onError: (error) => applyFieldErrors(error, { setError, getValues }),
  });
  const level = (value: RiskLevel) => t(`parties:risk_levels.${value}`);

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          setConfirming({
            level: values.level as RiskOverride['level'],
            reason: values.reason.trim(),
          }),
        )}
      >
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t(
                subject === 'transaction'
                  ? 'override.dialog_text_transaction'
                  : 'override.dialog_text',
              )}
            </DialogContentText>
            {change.isError && <Alert severity="error">{errorText(change.error)}</Alert>}
            <Controller
              control={control}
              name="level"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('override.submit')}
          </Button>
        </DialogActions>
      </form>
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
        busy={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          change.mutate(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
