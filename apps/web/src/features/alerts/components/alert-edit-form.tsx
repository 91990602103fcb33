import {
  ALERT_SEVERITIES,
  UpdateAlertSchema,
  type Alert as AlertRecord,
  type AlertSeverity,
  type UpdateAlert,
} from '@aml/shared';
import { Alert, Button, Grid, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { MemberPicker } from '../../../components/member-picker';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors, resolverFor, validationText } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { updateAlert, useRefreshAlerts } from '../api/alerts-api';

type AlertEditValues = { severity: AlertSeverity; due_date: string; assignee_code: string };

/** The values as a PATCH: an emptied due date or assignee is sent as null, which clears it. */
const toUpdate = (code: string, values: AlertEditValues): UpdateAlert => ({
  code,
  severity: values.severity,
  due_date: values.due_date || null,
  assignee_code: values.assignee_code || null,
});

/** Changes who works on the alert, until when, and how severe it is. */
export function AlertEditForm({
  alert,
  onDone,
}: {
  alert: AlertRecord;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('alerts');
  const refresh = useRefreshAlerts();
  const [confirming, setConfirming] = useState<AlertEditValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<AlertEditValues>({
    resolver: resolverFor(UpdateAlertSchema, (values) => toUpdate(alert.code, values)),
    defaultValues: {
      severity: alert.severity,
      due_date: alert.due_date?.slice(0, 10) ?? '',
      assignee_code: alert.assignee?.code ?? '',
    },
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);

  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      await updateAlert(toUpdate(alert.code, values));
      await refresh();
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(setConfirming)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="severity" label={t('fields.severity')} select>
            {ALERT_SEVERITIES.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {t(`severities.${severity}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="due_date"
            label={t('fields.due_date')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="assignee_code"
            render={({ field, fieldState }) => (
              <MemberPicker
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={validationText(fieldState.error?.message)}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting || !formState.isDirty}
        >
          {t('common:save')}
        </Button>
        <Button onClick={() => onDone(false)}>{t('common:cancel')}</Button>
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
