import type { Alert } from '@aml/shared';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValues } from '../../../components/data-list';
import { OverdueMark } from '../../../components/overdue-mark';
import { useDateFormat } from '../../../lib/dates';

/** Where the alert came from, who raised it and when, and who works on it until when. */
export function AlertDetails({ alert }: { alert: Alert }) {
  const { t } = useTranslation('alerts');
  const formatDate = useDateFormat();
  const rows: Array<[string, ReactNode]> = [
    [t('fields.source'), t(`sources.${alert.source}`)],
    [t('fields.created_by'), alert.created_by ?? t('history.system')],
    [t('fields.created_at'), formatDate(alert.created_at, true)],
    [
      t('fields.due_date'),
      alert.due_date ? (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{formatDate(alert.due_date)}</span>
          {alert.overdue && <OverdueMark />}
        </Stack>
      ) : (
        t('none')
      ),
    ],
    [t('fields.assignee'), alert.assignee?.email ?? t('unassigned')],
  ];
  return <LabelledValues rows={rows} size={{ xs: 12, sm: 6 }} />;
}
