import { CLOSED_ALERT_STATUSES, type AlertStatus, type ChangeAlertStatus } from '@aml/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="alert-status-title"
    >
      <DialogTitle id="alert-status-title">{title}</DialogTitle>
      {/* The dialog unmounts its content when closed, so each opening starts afresh. */}
      <StatusForm onCancel={onCancel} {...form} />
    </Dialog>
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
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {notice && <Alert severity="info">{notice}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('status_dialog.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
