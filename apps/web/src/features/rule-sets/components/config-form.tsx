import type { RuleSetDetail } from '@aml/shared';
import { Alert, Button, Stack } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, errorText } from '../../../lib/api-client';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
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
 * rows of objects. Saving asks first; the server's field errors land at their fields.
 */
export function ConfigForm({ value, lists, onSave, onSaved, errorPrefix, ...props }: Props) {
  const { t } = useTranslation('rule-sets');
  const fields = useMemo(() => objectShapeOf([value]), [value]);
  const { control, handleSubmit, formState, setError, clearErrors, getValues, reset } =
    useForm<ConfigValues>({ defaultValues: value, mode: 'onTouched' });
  const [confirming, setConfirming] = useState<ConfigValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedChangesPrompt(formState.isDirty && !busy);

  const save = async () => {
    const values = confirming!;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(values);
      reset(values);
      setConfirming(null);
      await onSaved(values);
    } catch (error) {
      setConfirming(null);
      if (!placeFieldErrors(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  /** Puts each server field error under its field; true when every one found its place. */
  const placeFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.fields.length === 0) return false;
    let placedAll = true;
    for (const field of error.fields) {
      const path =
        errorPrefix && field.path.startsWith(errorPrefix)
          ? field.path.slice(errorPrefix.length)
          : field.path;
      if (path && valueAt(getValues(), path) !== undefined) {
        setError(path as Path<ConfigValues>, { type: 'server', message: field.code });
      } else {
        placedAll = false;
      }
    }
    return placedAll;
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={3}
        aria-label={props.submitLabel}
        onSubmit={(event) => {
          // Server errors at rows or lists have no field of their own to clear them.
          clearErrors();
          void handleSubmit(setConfirming)(event);
        }}
      >
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {fields.length === 0 ? (
          <Alert severity="info">{t('form.nothing_to_configure')}</Alert>
        ) : (
          <ObjectFields control={control} prefix="" fields={fields} lists={lists} />
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy || fields.length === 0}>
            {t('common:save')}
          </Button>
          {props.secondary}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('form.confirm_title')}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void save()}
      />
    </>
  );
}
