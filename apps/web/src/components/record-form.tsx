import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  type ButtonProps,
} from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useUnsavedChangesPrompt } from '../lib/use-unsaved-changes';
import { ConfirmDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { useAction, type FieldErrorTarget } from './use-action';
import { newIdempotencyKey } from '../lib/idempotency-key';

/** What is asked before the values are sent. */
export type ConfirmStep<V> =
  /** Creation: a summary of what will be saved (the spec's confirm-creation step). */
  | { kind: 'create'; summary: (values: V) => ReactNode; confirmLabel: string; title?: string }
  /** A change: "Are you sure you want to save the changes?", under a title when given. */
  | { kind: 'save'; title?: string }
  /** Nothing: the values are sent at once (a team's name, an invitation). */
  | { kind: 'none' };

type RecordFormProps<V extends FieldValues, R> = {
  // The form's own types vary (a transform of its values); only its state and fields are used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>;
  /** Sends the confirmed values. */
  save: (values: V) => Promise<R>;
  /** The queries the write makes stale. */
  refresh?: readonly QueryKey[];
  /** After the write and the refresh: go to the record, close the form, say so. */
  onSaved?: (result: R, values: V) => unknown;
  /** Said under the fields once the values are saved, until they are sent again. */
  savedNotice?: string;
  confirm: ConfirmStep<V>;
  /** The submit button's text; "Save" when not given. */
  submitLabel?: string;
  /** Cancel leads back here (a create page)… */
  cancelTo?: string;
  /** …or closes the form (an edit in place). */
  onCancel?: () => void;
  /** Beside the submit button, after Cancel: a link back, a discard button. */
  secondary?: ReactNode;
  /** Saving waits for a change of the values (edit forms). */
  needsChange?: boolean;
  /** Nothing to save (no fields): the submit button is disabled. */
  disabled?: boolean;
  /** The user may not change the record: the buttons are not shown. */
  readOnly?: boolean;
  /** Where the server's field errors go, when not the form's own fields. */
  fields?: FieldErrorTarget;
  /** The text of a failure (a feature with codes of its own). */
  describe?: (error: unknown) => string;
  /** The form's accessible name, when the page has more than one. */
  label?: string;
  spacing?: number;
  children: ReactNode;
};

/**
 * A create or edit form (UI-PATTERNS: create and edit): the fields in titled sections, errors
 * under each field on blur and on submit, the confirm-creation step or the save question,
 * a submit button that shows progress and cannot be pressed twice, the server's field errors
 * at their fields and the rest in an alert above the form, and a question before leaving the
 * page with unsaved changes. A change saved leaves the form clean.
 */
export function RecordForm<V extends FieldValues, R>({
  form,
  save,
  refresh,
  onSaved,
  savedNotice,
  confirm,
  submitLabel,
  cancelTo,
  onCancel,
  secondary,
  needsChange = false,
  disabled = false,
  readOnly = false,
  label,
  spacing = 3,
  children,
  ...errors
}: RecordFormProps<V, R>) {
  const { t } = useTranslation('common');
  const [confirming, setConfirming] = useState<V | null>(null);
  const [saved, setSaved] = useState(false);
  const send = (values: V) => {
    setSaved(false);
    return save(values);
  };
  const action = useAction(send, {
    refresh,
    fields: errors.fields ?? form,
    describe: errors.describe,
    onDone: async (result, values) => {
      setConfirming(null);
      if (confirm.kind !== 'create') form.reset(values);
      await onSaved?.(result, values);
      setSaved(true);
    },
    onFailed: () => setConfirming(null),
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesPrompt(isDirty && !action.busy);

  const onSubmit: FormEventHandler = (event) => {
    // Server errors at rows or lists have no field of their own to clear them.
    form.clearErrors();
    void form.handleSubmit((values: V) =>
      confirm.kind === 'none' ? action.run(values) : setConfirming(values),
    )(event);
  };

  return (
    <>
      <Stack component="form" noValidate spacing={spacing} aria-label={label} onSubmit={onSubmit}>
        {action.failure && (
          <Alert severity="error" onClose={action.dismiss}>
            {action.failure}
          </Alert>
        )}
        {children}
        {saved && savedNotice && <Alert severity="success">{savedNotice}</Alert>}
        {!readOnly && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={disabled || action.busy || isSubmitting || (needsChange && !isDirty)}
            >
              {submitLabel ?? t('save')}
            </Button>
            {cancelTo && (
              <Button component={RouterLink} to={cancelTo}>
                {t('cancel')}
              </Button>
            )}
            {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
            {secondary}
          </Stack>
        )}
      </Stack>
      {confirm.kind === 'create' && (
        <Dialog
          open={confirming !== null}
          onClose={() => setConfirming(null)}
          maxWidth="md"
          fullWidth
          aria-labelledby="confirm-creation-title"
        >
          <DialogTitle id="confirm-creation-title">
            {confirm.title ?? t('record.confirm_creation')}
          </DialogTitle>
          <DialogContent>{confirming && confirm.summary(confirming)}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)} autoFocus>
              {t('record.back_to_form')}
            </Button>
            <Button
              variant="contained"
              onClick={() => confirming && action.run(confirming)}
              disabled={action.busy}
            >
              {confirm.confirmLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {confirm.kind === 'save' && (
        <ConfirmDialog
          open={confirming !== null}
          title={confirm.title}
          message={t('save_question')}
          confirmLabel={t('save')}
          busy={action.busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => confirming && action.run(confirming)}
        />
      )}
    </>
  );
}

/** A form of a record type: how its values are checked, where they start, what is sent. */
export type FormSpec<V extends FieldValues, R> = {
  resolver: Resolver<V>;
  defaults: DefaultValues<V>;
  save: (values: V) => Promise<R>;
  refresh?: readonly QueryKey[];
  /** The form's fields in their sections. */
  fields: (control: Control<V>) => ReactNode;
};

/**
 * The creation of a record: its form, the confirm-creation step with `summary`, then the new
 * record's page, which says it was created (`state` carries more, the warnings found).
 */
type CreateFormProps<V extends FieldValues, R> = Omit<FormSpec<V, R>, 'save'> & {
  /** Sends the new record with the form's Idempotency-Key: sent twice, it is created once. */
  save: (values: V, idempotencyKey: string) => Promise<R>;
  summary: (values: V) => ReactNode;
  confirmLabel: string;
  confirmTitle?: string;
  submitLabel: string;
  /** The new record's page. */
  pathOf: (created: R) => string;
  stateOf?: (created: R) => object;
  cancelTo: string;
  describe?: (error: unknown) => string;
};

export function CreateForm<V extends FieldValues, R>({
  resolver,
  defaults,
  fields,
  summary,
  confirmLabel,
  confirmTitle,
  submitLabel,
  pathOf,
  stateOf,
  save,
  ...rest
}: CreateFormProps<V, R>) {
  const navigate = useNavigate();
  const form = useForm<V>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const [idempotencyKey] = useState(newIdempotencyKey);
  return (
    <RecordForm
      form={form}
      save={(values) => save(values, idempotencyKey)}
      confirm={{ kind: 'create', summary, confirmLabel, title: confirmTitle }}
      submitLabel={submitLabel}
      onSaved={(created) =>
        navigate(pathOf(created), { state: { created: true, ...stateOf?.(created) } })
      }
      {...rest}
    >
      {fields(form.control)}
    </RecordForm>
  );
}

/**
 * A record edited in place with the form of its creation: the save question, then `done`
 * closes the form (with the answer, when saved).
 */
export function EditForm<V extends FieldValues, R>({
  resolver,
  defaults,
  fields,
  done,
  spacing,
  ...rest
}: FormSpec<V, R> & { done: (saved: R | null) => void; spacing?: number }) {
  const form = useForm<V>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  return (
    <RecordForm
      form={form}
      confirm={{ kind: 'save' }}
      needsChange
      spacing={spacing}
      onSaved={(result) => done(result)}
      onCancel={() => done(null)}
      {...rest}
    >
      {fields(form.control)}
    </RecordForm>
  );
}

/**
 * A create or edit page: its title and what it is for, then the form, or a skeleton while
 * what the form starts from loads (the records named in the URL).
 */
export function FormPage({
  title,
  description,
  waiting = false,
  children,
}: {
  title: string;
  description?: string;
  waiting?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {waiting ? <Skeleton variant="rounded" height={320} aria-busy="true" /> : children}
    </>
  );
}

/**
 * A create page: its header, then the form and its confirm-creation step, worded by the
 * feature's namespace (create.title, create.description, create.confirm, create.submit).
 * Cancel leads back to `listPath`; `waiting` holds the form back behind a skeleton.
 */
export function CreatePage<V extends FieldValues, R>({
  namespace,
  listPath,
  waiting,
  ...form
}: Omit<CreateFormProps<V, R>, 'confirmLabel' | 'submitLabel' | 'cancelTo'> & {
  /** The feature's namespace first, and those its form also reads. */
  namespace: string | string[];
  listPath: string;
  waiting?: boolean;
}) {
  const { t } = useTranslation(namespace);
  return (
    <FormPage title={t('create.title')} description={t('create.description')} waiting={waiting}>
      <CreateForm
        {...form}
        confirmLabel={t('create.confirm')}
        submitLabel={t('create.submit')}
        cancelTo={listPath}
      />
    </FormPage>
  );
}

/**
 * A dialog holding a form (raising an alert, a linked person, a decision). Its content
 * unmounts when it closes, so a form inside starts afresh at each opening.
 */
export function FormDialog({
  open,
  title,
  onClose,
  maxWidth = 'sm',
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby="form-dialog-title"
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * The form of a FormDialog: the failure above the fields, then Cancel and the submit button,
 * which cannot be pressed twice.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  busy,
  failure,
  submitLabel,
  submitColor,
  children,
}: {
  onSubmit: FormEventHandler;
  onCancel: () => void;
  busy: boolean;
  failure?: string | null;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
