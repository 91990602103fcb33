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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/reason-field';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors, resolverFor } from '../../../lib/forms';
import { refreshParties } from '../api/parties-api';
import { setPartyRisk } from '../api/party-risk-api';

type OverrideValues = { level: SetPartyRisk['level'] | ''; reason: string };

const resolver = resolverFor<OverrideValues>(SetPartyRiskSchema, (values) => values);

type Props = {
  open: boolean;
  code: string;
  name: string;
  /** The level the rules computed, named in the confirmation. */
  computed: RiskLevel;
  onClose: () => void;
  onDone: () => void;
};

/**
 * A team administrator sets the party's level over the rules' result, with a required reason;
 * the computed level stays in the record beside it.
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

function OverrideForm({ code, name, computed, onClose, onDone }: Omit<Props, 'open'>) {
  const { t } = useTranslation(['risk', 'parties']);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<SetPartyRisk | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm<OverrideValues>({
    resolver,
    defaultValues: { level: '', reason: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: (input: SetPartyRisk) => setPartyRisk(code, input),
    onSuccess: async () => {
      onDone();
      await refreshParties(queryClient);
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
            level: values.level as SetPartyRisk['level'],
            reason: values.reason.trim(),
          }),
        )}
      >
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('override.dialog_text')}</DialogContentText>
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
        message={t('override.confirm_question', {
          name,
          level: confirming ? level(confirming.level) : '',
          computed: level(computed),
        })}
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
