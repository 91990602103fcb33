import { ALERT_STATUSES, type ChangeAlertStatus } from '@aml/shared';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '../../../components/record-grid';
import { useAction } from '../../../components/use-action';
import { ALERT_QUERIES, changeAlertsStatus } from '../api/alerts-api';
import { AlertStatusDialog } from './alert-status-dialog';

/** The list's bulk status change of the selected alerts: its button and its dialog. */
export function GroupStatusChange({ selection }: { selection: Selection }) {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  const count = selection.codes.length;
  const change = useAction(
    (status: ChangeAlertStatus) => changeAlertsStatus(selection.codes, status),
    {
      refresh: ALERT_QUERIES,
      onDone: () => {
        setOpen(false);
        selection.done(t('list.status_changed', { count }));
      },
    },
  );
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {t('list.change_status')}
      </Button>
      <AlertStatusDialog
        open={open}
        title={t('status_dialog.group_title', { count })}
        statuses={ALERT_STATUSES}
        busy={change.busy}
        error={change.failure}
        onCancel={() => setOpen(false)}
        onConfirm={change.run}
      />
    </>
  );
}
