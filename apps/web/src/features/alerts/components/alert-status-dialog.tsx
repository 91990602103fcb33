import { CLOSED_ALERT_STATUSES, type AlertStatus, type ChangeAlertStatus } from '@aml/shared';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../../components/record-form';

type Props = {
  open: boolean;
  title: string;
  /** The statuses offered; with a single one the dialog only asks for the note. */
  statuses: readonly AlertStatus[];
  busy: boolean;
  /** The server's refusal, shown inside the dialog so the note typed is not lost. */
  error: string | null;
  /** What else the change will do (closing a sanctions alert decides its hits). */
  notice?: string | null;
  onCancel: () => void;
  onConfirm: (change: ChangeAlertStatus) => void;
};

/**
 * Asks for a new status and its note. Closing an alert needs a resolution note (the decision
 * must be explained for an audit); for other changes the note is optional.
 */
export function AlertStatusDialog({ open, title, onCancel, ...form }: Props) {
  return (
    <FormDialog open={open} onClose={onCancel} title={title}>
      <StatusForm onCancel={onCancel} {...form} />
    </FormDialog>
  );
}

function StatusForm({
  statuses,
  busy,
  error,
  notice,
  onCancel,
  onConfirm,
}: Omit<Props, 'open' | 'title'>) {
  const { t } = useTranslation('alerts');
  const [status, setStatus] = useState<AlertStatus | ''>(statuses.length === 1 ? statuses[0]! : '');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const closing = status !== '' && CLOSED_ALERT_STATUSES.includes(status);
  const statusError = submitted && status === '' ? t('status_dialog.status_required') : null;
  // Worded as the API's refusal of a closing without a note, so both say the same.
  const noteError =
    submitted && closing && !note.trim() ? t('errors:resolution_note_required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (status === '' || (closing && !note.trim())) return;
    onConfirm({ status, ...(note.trim() ? { resolution_note: note.trim() } : {}) });
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      failure={error}
      submitLabel={t('status_dialog.confirm')}
    >
      {notice && <Alert severity="info">{notice}</Alert>}
      {statuses.length > 1 && (
        <TextField
          select
          required
          label={t('status_dialog.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as AlertStatus)}
          error={statusError !== null}
          helperText={statusError}
        >
          {statuses.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`statuses.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={closing ? t('status_dialog.note') : t('status_dialog.note_optional')}
        required={closing}
        multiline
        minRows={3}
        fullWidth
        autoFocus={statuses.length === 1}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteError !== null}
        helperText={noteError ?? (closing ? t('status_dialog.note_hint') : null)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </DialogForm>
  );
}
