import {
  ALERT_SEVERITIES,
  UpdateAlertSchema,
  type Alert as AlertRecord,
  type AlertSeverity,
  type UpdateAlert,
} from '@aml/shared';
import { Grid, MenuItem } from '@mui/material';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { AssigneeField } from '../../teams';
import type { FormSpec } from '../../../components/record-form';
import { resolverFor } from '../../../lib/forms';
import { ALERT_QUERIES, updateAlert } from '../api/alerts-api';

/** Changes who works on the alert, until when, and how severe it is. */
export type AlertEditValues = { severity: AlertSeverity; due_date: string; assignee_code: string };

/** The values as a PATCH: an emptied due date or assignee is sent as null, which clears it. */
const toUpdate = (code: string, values: AlertEditValues): UpdateAlert => ({
  code,
  severity: values.severity,
  due_date: values.due_date || null,
  assignee_code: values.assignee_code || null,
});

export const alertEditForm = (alert: AlertRecord): FormSpec<AlertEditValues, unknown> => ({
  resolver: resolverFor(UpdateAlertSchema, (values: AlertEditValues) =>
    toUpdate(alert.code, values),
  ),
  defaults: {
    severity: alert.severity,
    due_date: alert.due_date?.slice(0, 10) ?? '',
    assignee_code: alert.assignee?.code ?? '',
  },
  save: (values) => updateAlert(toUpdate(alert.code, values)),
  refresh: ALERT_QUERIES,
  fields: (control) => <AlertEditFields control={control} />,
});

/** Severity, due date and assignee: when raised by hand and when changed. */
export function AlertEditFields<T extends AlertEditValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('alerts');
  // The fields of AlertEditValues, which every T has.
  const name = (field: keyof AlertEditValues) => field as Path<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField
          control={control}
          name={name('severity')}
          label={t('fields.severity')}
          select
        >
          {ALERT_SEVERITIES.map((severity) => (
            <MenuItem key={severity} value={severity}>
              {t(`severities.${severity}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormDateField
          control={control}
          name={name('due_date')}
          label={t('fields.due_date')}
          expect="future"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <AssigneeField control={control} name={name('assignee_code')} />
      </Grid>
    </Grid>
  );
}
