import {
  ALERT_SEVERITIES,
  ALERT_SOURCES,
  ALERT_STATUSES,
  type Alert as AlertRecord,
  type AlertQuery,
} from '@aml/shared';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateFilter,
  ListPage,
  SearchFilter,
  SelectFilter,
  ValuesFilter,
  optionsOf,
  param,
  useListUrl,
} from '../../../components/list-page';
import { AssigneeFilter } from '../../teams';
import { useRecordColumns } from '../../../components/record-columns';
import { ALERT_QUERIES, alertListQuery, deleteAlerts } from '../api/alerts-api';
import { AlertSeverityChip, AlertStatusChip } from '../components/alert-chips';
import { GroupStatusChange } from '../components/group-status-change';
import { RaiseAlertDialog } from '../components/raise-alert-dialog';

/** The value of the status filter that stands for every alert still waiting for a decision. */
const OPEN = 'open';

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  status: param.oneOf(ALERT_STATUSES),
  open: param.flag,
  severity: param.oneOf(ALERT_SEVERITIES),
  source: param.oneOf(ALERT_SOURCES),
  assignee: param.sized(2, 64),
  party_code: param.sized(8, 64),
  transaction_code: param.sized(8, 64),
  created_from: param.date,
  created_to: param.date,
};

/** A chosen status is narrower than "open", so the two never go together. */
const refine = ({ open, ...query }: Record<string, unknown>) =>
  query.status ? query : { ...query, open };

/** /dashboard/alerts: the team's alerts, filtered and paged on the server. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const url = useListUrl<Partial<AlertQuery>>(FILTERS, { refine });
  const alerts = useQuery(alertListQuery(url.query));
  const column = useRecordColumns();
  const [raising, setRaising] = useState(false);

  const columns: GridColDef<AlertRecord>[] = [
    column.title(t('columns.title'), '/dashboard/alerts'),
    column.chip('severity', t('columns.severity'), 110, (row) => (
      <AlertSeverityChip severity={row.severity} />
    )),
    column.chip('status', t('columns.status'), 170, (row) => (
      <AlertStatusChip status={row.status} />
    )),
    column.label('source', t('columns.source'), 130, (source) => t(`sources.${source}`)),
    column.linked('party', t('columns.party'), 150),
    column.linked('transaction', t('columns.transaction'), 140),
    column.assignee(t('columns.assignee')),
    column.dueDate(t('columns.due_date'), 150),
    column.date('created_at', t('columns.created_at'), { withTime: true }),
  ];

  return (
    <ListPage
      namespace="alerts"
      actions={
        <Button variant="contained" onClick={() => setRaising(true)}>
          {t('raise_action')}
        </Button>
      }
      url={url}
      filters={
        <>
          <SearchFilter />
          <SelectFilter
            name="status"
            label={t('filters.status')}
            all={t('filters.all_statuses')}
            options={[
              { value: OPEN, label: t('filters.open') },
              ...optionsOf(ALERT_STATUSES, (status) => t(`statuses.${status}`)),
            ]}
            value={url.query.status ?? (url.query.open ? OPEN : '')}
            onChange={(value) =>
              url.setFilters(
                value === OPEN ? { open: 'true', status: '' } : { open: '', status: value },
              )
            }
          />
          <ValuesFilter name="severity" group="severities" values={ALERT_SEVERITIES} />
          <ValuesFilter name="source" group="sources" values={ALERT_SOURCES} />
          <AssigneeFilter unassigned />
          <DateFilter name="created_from" label={t('filters.created_from')} />
          <DateFilter name="created_to" label={t('filters.created_to')} />
        </>
      }
      list={alerts}
      columns={columns}
      minWidth={1000}
      hiddenColumns={['source', 'created_at']}
      onDelete={deleteAlerts}
      refresh={ALERT_QUERIES}
      selectionActions={(selection) => <GroupStatusChange selection={selection} />}
    >
      <RaiseAlertDialog open={raising} onClose={() => setRaising(false)} />
    </ListPage>
  );
}
