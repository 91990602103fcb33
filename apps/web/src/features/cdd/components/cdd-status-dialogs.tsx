import { type CddExecution, type CddKind, type CddStatus } from '@aml/shared';
import { Alert, DialogContentText } from '@mui/material';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/reason-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { CDD_QUERIES, changeCddKind, changeCddStatus } from '../api/cdd-api';
import { KindSelect } from './cdd-fields';
import { reasonResolver, type ReasonValues } from './reason-resolver';

/** The statuses an execution ends in: completed, refused (art. 41) or cancelled. */
export type CddEnd = Exclude<CddStatus, 'in_progress'>;

/**
 * Asks before an execution ends: completing it with a question, refusing or cancelling it with
 * the reason, which stays on the record. Refusing says first what it does besides: the party
 * is rejected and a task asks to consider a report to GIIF.
 */
export function CddStatusDialog({
  execution,
  target,
  onClose,
  onDone,
  onFailed,
}: {
  execution: CddExecution;
  /** The status asked for; null while the dialog is closed. */
  target: CddEnd | null;
  onClose: () => void;
  onDone: (status: CddEnd) => void;
  /** A completion refused (measures still pending): said on the page. */
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('cdd');
  const name = execution.party.display_name;
  const complete = useAction(() => changeCddStatus(execution.code, { status: 'completed' }), {
    refresh: CDD_QUERIES,
    onDone: () => {
      onClose();
      onDone('completed');
    },
    onFailed: (error) => {
      onClose();
      onFailed(error);
    },
  });
  return (
    <>
      <ConfirmDialog
        open={target === 'completed'}
        title={t('status_dialog.completed_title')}
        message={t('status_dialog.completed_question', { name })}
        confirmLabel={t('status_dialog.confirm_completed')}
        busy={complete.busy}
        onCancel={onClose}
        onConfirm={() => complete.run()}
      />
      {(['refused', 'cancelled'] as const).map((status) => (
        <FormDialog
          key={status}
          open={target === status}
          onClose={onClose}
          title={t(`status_dialog.${status}_title`)}
        >
          <EndWithReason
            code={execution.code}
            status={status}
            name={name}
            onClose={onClose}
            onDone={() => {
              onClose();
              onDone(status);
            }}
          />
        </FormDialog>
      ))}
    </>
  );
}

function EndWithReason({
  code,
  status,
  name,
  onClose,
  onDone,
}: {
  code: string;
  status: 'refused' | 'cancelled';
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('cdd');
  const form = useForm<ReasonValues>({
    resolver: reasonResolver,
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const change = useAction((reason: string) => changeCddStatus(code, { status, reason }), {
    refresh: CDD_QUERIES,
    fields: form,
    onDone,
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) => change.run(values.reason.trim()))}
      onCancel={onClose}
      busy={change.busy}
      failure={change.failure}
      submitLabel={t(`status_dialog.confirm_${status}`)}
      submitColor={status === 'refused' ? 'error' : 'primary'}
    >
      {status === 'refused' ? (
        <Alert severity="warning">{t('status_dialog.refused_question', { name })}</Alert>
      ) : (
        <DialogContentText>{t('status_dialog.cancelled_question', { name })}</DialogContentText>
      )}
      <ReasonField
        control={form.control}
        name="reason"
        label={t('status_dialog.reason')}
        hint={t(`status_dialog.${status}_reason_hint`)}
        requiredText={t('status_dialog.reason_required')}
      />
    </DialogForm>
  );
}

type KindValues = { kind: CddKind | ''; reason: string };

/** A kind chosen, and the reason written. */
const kindResolver: Resolver<KindValues> = (values) => {
  const errors: FieldErrors<KindValues> = {};
  if (values.kind === '') errors.kind = { type: 'required', message: 'required' };
  if (!values.reason.trim()) errors.reason = { type: 'required', message: 'required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * A team admin applies another kind of measures to an execution in progress, with the reason:
 * a stronger kind adds the measures its template has beyond the checklist (what was done stays
 * done), a weaker one keeps the checklist as it is.
 */
export function ChangeKindDialog({
  execution,
  open,
  onClose,
  onDone,
}: {
  execution: CddExecution;
  open: boolean;
  onClose: () => void;
  onDone: (kind: CddKind) => void;
}) {
  const { t } = useTranslation('cdd');
  return (
    <FormDialog open={open} onClose={onClose} title={t('change_kind.title')}>
      <ChangeKindForm execution={execution} onClose={onClose} onDone={onDone} />
    </FormDialog>
  );
}

function ChangeKindForm({
  execution,
  onClose,
  onDone,
}: {
  execution: CddExecution;
  onClose: () => void;
  onDone: (kind: CddKind) => void;
}) {
  const { t } = useTranslation('cdd');
  const form = useForm<KindValues>({
    resolver: kindResolver,
    defaultValues: { kind: '', reason: '' },
    mode: 'onTouched',
  });
  const change = useAction(
    (values: { kind: CddKind; reason: string }) => changeCddKind(execution.code, values),
    { refresh: CDD_QUERIES, fields: form, onDone: (saved) => onDone(saved.kind) },
  );
  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) =>
        change.run({ kind: values.kind as CddKind, reason: values.reason.trim() }),
      )}
      onCancel={onClose}
      busy={change.busy}
      failure={change.failure}
      submitLabel={t('change_kind.submit')}
    >
      <DialogContentText>
        {t('change_kind.text', {
          kind: t(`kinds_long.${execution.kind}`),
          suggested: t(`kinds_long.${execution.suggested_kind}`),
        })}
      </DialogContentText>
      <KindSelect
        control={form.control}
        name="kind"
        label={t('change_kind.kind')}
        requiredText={t('change_kind.kind_required')}
        except={execution.kind}
      />
      <ReasonField
        control={form.control}
        name="reason"
        label={t('change_kind.reason')}
        hint={t('change_kind.reason_hint')}
        requiredText={t('change_kind.reason_required')}
      />
    </DialogForm>
  );
}
