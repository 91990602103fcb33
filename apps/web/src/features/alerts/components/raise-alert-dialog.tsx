import {
  ALERT_SEVERITIES,
  CreateAlertSchema,
  type AlertSeverity,
  type CreateAlert,
} from '@aml/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { MemberPicker } from '../../../components/member-picker';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors, resolverFor, validationText } from '../../../lib/forms';
import { createAlert, useRefreshAlerts } from '../api/alerts-api';

type RaiseAlertValues = {
  title: string;
  explanation: string;
  severity: AlertSeverity;
  due_date: string;
  assignee_code: string;
};

const EMPTY: RaiseAlertValues = {
  title: '',
  explanation: '',
  severity: 'medium',
  due_date: '',
  assignee_code: '',
};

/** The values as the API takes them: empty optional fields are left out. */
function toInput(values: RaiseAlertValues): CreateAlert {
  return {
    title: values.title.trim(),
    explanation: values.explanation.trim(),
    severity: values.severity,
    ...(values.due_date ? { due_date: values.due_date } : {}),
    ...(values.assignee_code ? { assignee_code: values.assignee_code } : {}),
  };
}

const resolver = resolverFor<RaiseAlertValues>(CreateAlertSchema, toInput);

/** Raises an alert by hand and opens it. */
export function RaiseAlertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="raise-title">
      <DialogTitle id="raise-title">{t('raise.title')}</DialogTitle>
      {/* Unmounted when closed, so the next alert starts from an empty form. */}
      <RaiseAlertForm onClose={onClose} />
    </Dialog>
  );
}

function RaiseAlertForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const refresh = useRefreshAlerts();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<RaiseAlertValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const raise = async (values: RaiseAlertValues) => {
    setFailure(null);
    try {
      const alert = await createAlert(toInput(values));
      await refresh();
      onClose();
      navigate(`/dashboard/alerts/${alert.code}`, { state: { created: true } });
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(raise)}>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="title"
              label={t('fields.title')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="explanation"
              label={t('fields.explanation')}
              helperText={t('raise.explanation_hint')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Grid>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('raise.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
