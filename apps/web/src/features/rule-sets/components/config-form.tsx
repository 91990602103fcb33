import type { RuleSetDetail } from '@aml/shared';
import { Alert } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordForm } from '../../../components/record-form';
import { ApiError } from '../../../lib/api-client';
import { RULE_SET_QUERIES } from '../api/rule-sets-api';
import { ObjectFields, type ConfigValues } from './config-fields';
import { objectShapeOf, valueAt } from './config-shape';

type Props = {
  /** The configuration as the API sent it: its shape decides the fields. */
  value: Record<string, unknown>;
  lists?: RuleSetDetail['lists'];
  onSave: (value: ConfigValues) => Promise<unknown>;
  onSaved: (value: ConfigValues) => void | Promise<void>;
  /**
   * The prefix of the server's field paths for this value ("config." for a rule: the API
   * answers 'config.bands.0.to_age'); paths without it are tried as they are.
   */
  errorPrefix?: string;
  /** Shown beside Save (a link back, a cancel button). */
  secondary?: ReactNode;
  submitLabel?: string;
};

/**
 * A form drawn from a configuration's value: numbers, switches, risk levels, lists of codes,
 * rows of objects. Saving asks first; the server's field errors land at their fields; every
 * rule-set query is fetched again after a save (each change makes a new version).
 */
export function ConfigForm({ value, lists, onSave, onSaved, errorPrefix, ...props }: Props) {
  const { t } = useTranslation('rule-sets');
  const fields = useMemo(() => objectShapeOf([value]), [value]);
  const form = useForm<ConfigValues>({ defaultValues: value, mode: 'onTouched' });

  /** Puts each server field error under its field; true when every one found its place. */
  const placeFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.fields.length === 0) return false;
    let placedAll = true;
    for (const field of error.fields) {
      const path =
        errorPrefix && field.path.startsWith(errorPrefix)
          ? field.path.slice(errorPrefix.length)
          : field.path;
      if (path && valueAt(form.getValues(), path) !== undefined) {
        form.setError(path as Path<ConfigValues>, { type: 'server', message: field.code });
      } else {
        placedAll = false;
      }
    }
    return placedAll;
  };

  return (
    <RecordForm
      form={form}
      label={props.submitLabel}
      confirm={{ kind: 'save', title: t('form.confirm_title') }}
      save={onSave}
      refresh={RULE_SET_QUERIES}
      onSaved={(_result, values) => onSaved(values)}
      fields={placeFieldErrors}
      disabled={fields.length === 0}
      secondary={props.secondary}
    >
      {fields.length === 0 ? (
        <Alert severity="info">{t('form.nothing_to_configure')}</Alert>
      ) : (
        <ObjectFields control={form.control} prefix="" fields={fields} lists={lists} />
      )}
    </RecordForm>
  );
}
