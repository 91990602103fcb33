import { ALERT_STATUSES, type ChangeAlertStatus } from '@aml/shared';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { changeAlertsStatus, useRefreshAlerts } from '../api/alerts-api';
import { AlertStatusDialog } from './alert-status-dialog';

/** The list's bulk status change of the selected alerts: its button and its dialog. */
export function GroupStatusChange({
  codes,
  onChanged,
}: {
  codes: string[];
  onChanged: (count: number) => void;
}) {
  const { t } = useTranslation('alerts');
  const refresh = useRefreshAlerts();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: (status: ChangeAlertStatus) => changeAlertsStatus(codes, status),
    onSuccess: async () => {
      setOpen(false);
      onChanged(codes.length);
      await refresh();
    },
  });
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
        title={t('status_dialog.group_title', { count: codes.length })}
        statuses={ALERT_STATUSES}
        busy={change.isPending}
        error={change.isError ? errorText(change.error) : null}
        onCancel={() => setOpen(false)}
        onConfirm={(status) => change.mutate(status)}
      />
    </>
  );
}
