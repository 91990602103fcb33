import type { Alert as AlertRecord } from '@aml/shared';
import { Alert, Button, Snackbar, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OverdueMark } from '../../../components/overdue-mark';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { alertListQuery, deleteAlerts, useRefreshAlerts } from '../api/alerts-api';
import { AlertSeverityChip, AlertStatusChip } from '../components/alert-chips';
import { AlertFilters } from '../components/alert-filters';
import { alertQueryFrom, hasAlertFilters } from '../components/alert-list-query';
import { GroupStatusChange } from '../components/group-status-change';
import { RaiseAlertDialog } from '../components/raise-alert-dialog';

/** /dashboard/alerts: the team's alerts, filtered and paged on the server. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const [params] = useSearchParams();
  const query = useMemo(() => alertQueryFrom(params), [params]);
  const alerts = useQuery(alertListQuery(query));
  const refresh = useRefreshAlerts();
  const formatDate = useDateFormat();
  const [raising, setRaising] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: GridColDef<AlertRecord>[] = [
    {
      field: 'title',
      headerName: t('columns.title'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <ShortLink to={`/dashboard/alerts/${row.code}`} name={row.title} code={row.code} />
      ),
    },
    {
      field: 'severity',
      headerName: t('columns.severity'),
      width: 130,
      renderCell: ({ row }) => <AlertSeverityChip severity={row.severity} />,
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 220,
      renderCell: ({ row }) => <AlertStatusChip status={row.status} />,
    },
    {
      field: 'source',
      headerName: t('columns.source'),
      width: 180,
      valueFormatter: (value: AlertRecord['source']) => t(`sources.${value}`),
    },
    {
      field: 'party',
      headerName: t('columns.party'),
      width: 180,
      renderCell: ({ row }) =>
        row.party && (
          <ShortLink
            to={`/dashboard/parties/${row.party.code}`}
            name={row.party.display_name}
            code={row.party.code}
          />
        ),
    },
    {
      field: 'transaction',
      headerName: t('columns.transaction'),
      width: 180,
      renderCell: ({ row }) =>
        row.transaction && (
          <ShortLink
            to={`/dashboard/transactions/${row.transaction.code}`}
            name={row.transaction.display_name}
            code={row.transaction.code}
          />
        ),
    },
    {
      field: 'assignee',
      headerName: t('columns.assignee'),
      width: 200,
      valueGetter: (_value, row) => row.assignee?.email ?? '',
    },
    {
      field: 'due_date',
      headerName: t('columns.due_date'),
      width: 200,
      renderCell: ({ row }) =>
        row.due_date && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Typography variant="body2">{formatDate(row.due_date)}</Typography>
            {row.overdue && <OverdueMark />}
          </Stack>
        ),
    },
    {
      field: 'created_at',
      headerName: t('columns.created_at'),
      width: 180,
      valueFormatter: (value: string) => formatDate(value, true),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button variant="contained" onClick={() => setRaising(true)}>
            {t('raise_action')}
          </Button>
        }
      />
      <AlertFilters />
      {alerts.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(alerts.error)}
        </Alert>
      )}
      <RecordGrid
        namespace="alerts"
        label={t('title')}
        rows={alerts.data?.items}
        total={alerts.data?.total ?? 0}
        loading={alerts.isFetching}
        columns={columns}
        filtered={hasAlertFilters(params)}
        minWidth={1000}
        onDelete={async (codes) => {
          await deleteAlerts(codes);
          await refresh();
        }}
        selectionActions={(codes, clear) => (
          <GroupStatusChange
            codes={codes}
            onChanged={(count) => {
              clear();
              setNotice(t('list.status_changed', { count }));
            }}
          />
        )}
      />
      <RaiseAlertDialog open={raising} onClose={() => setRaising(false)} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
