import {
  CLOSED_ALERT_STATUSES,
  type AlertDetail,
  type AlertStatus,
  type ChangeAlertStatus,
} from '@aml/shared';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/use-action';
import { ALERT_QUERIES, changeAlertStatus } from '../api/alerts-api';
import { AlertStatusDialog } from './alert-status-dialog';

/** A button for each status the alert may move to; each asks for its note first. */
export function AlertStatusActions({
  alert,
  onChanged,
}: {
  alert: AlertDetail;
  onChanged: () => void;
}) {
  const { t } = useTranslation('alerts');
  // The target outlives the dialog's closing, so its title does not change while it fades.
  const [target, setTarget] = useState<AlertStatus>('in_progress');
  const [open, setOpen] = useState(false);
  const change = useAction((status: ChangeAlertStatus) => changeAlertStatus(alert.code, status), {
    refresh: ALERT_QUERIES,
    onDone: () => {
      setOpen(false);
      onChanged();
    },
  });
  const label = (status: AlertStatus) => t(`statuses.${status}`);
  // Closing decides the undecided hits with the note: the officer is told before, not after.
  const undecided = alert.sanctions_hits.filter((hit) => hit.status === 'hit' && hit.current);
  const notice =
    undecided.length > 0 && CLOSED_ALERT_STATUSES.includes(target)
      ? t(`status_dialog.decides_hits_${target}`, { count: undecided.length })
      : null;
  return (
    <>
      {alert.allowed_statuses.map((status) => (
        <Button
          key={status}
          // None stands out: which way an alert closes is the officer's finding, not a default.
          variant="outlined"
          onClick={() => {
            change.reset();
            setTarget(status);
            setOpen(true);
          }}
        >
          {t('detail.status_to', { status: label(status) })}
        </Button>
      ))}
      <AlertStatusDialog
        open={open}
        title={t('status_dialog.title', { status: label(target) })}
        statuses={[target]}
        busy={change.busy}
        error={change.failure}
        notice={notice}
        onCancel={() => setOpen(false)}
        onConfirm={change.run}
      />
    </>
  );
}
