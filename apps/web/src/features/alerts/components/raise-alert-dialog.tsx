import { CreateAlertSchema, type CreateAlert } from '@aml/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { resolverFor } from '../../../lib/forms';
import { ALERT_QUERIES, createAlert } from '../api/alerts-api';
import { AlertEditFields, type AlertEditValues } from './alert-edit-form';

type RaiseAlertValues = AlertEditValues & { title: string; explanation: string };

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
      <FormTextField
        control={control}
        name="title"
        label={t('fields.title')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
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
      {/* The same fields as its later changes. */}
      <AlertEditFields control={control} />
    </DialogForm>
  );
}
