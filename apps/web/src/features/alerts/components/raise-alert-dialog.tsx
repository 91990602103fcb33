import {
  ALERT_SEVERITIES,
  CreateAlertSchema,
  type AlertSeverity,
  type CreateAlert,
} from '@aml/shared';
import { Grid, MenuItem } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { AssigneeField } from '../../../components/member-picker';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { resolverFor } from '../../../lib/forms';
import { ALERT_QUERIES, createAlert } from '../api/alerts-api';

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
    <FormDialog open={open} onClose={onClose} title={t('raise.title')} maxWidth="md">
      <RaiseAlertForm onClose={onClose} />
    </FormDialog>
  );
}

function RaiseAlertForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const form = useForm<RaiseAlertValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const raise = useAction((values: RaiseAlertValues) => createAlert(toInput(values)), {
    refresh: ALERT_QUERIES,
    fields: form,
    onDone: (alert) => {
      onClose();
      navigate(`/dashboard/alerts/${alert.code}`, { state: { created: true } });
    },
  });
  const { control } = form;

  return (
    <DialogForm
      onSubmit={form.handleSubmit(raise.run)}
      onCancel={onClose}
      busy={raise.busy}
      failure={raise.failure}
      submitLabel={t('raise.submit')}
    >
      <Grid container spacing={2}>
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
          <AssigneeField control={control} name="assignee_code" />
        </Grid>
      </Grid>
    </DialogForm>
  );
}
