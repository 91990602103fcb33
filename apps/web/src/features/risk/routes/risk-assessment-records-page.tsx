import { hasPermission, type RiskAssessment } from '@aml/shared';
import { Alert, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { RiskChip } from '../../parties/components/party-chips';
import { deleteRiskAssessments, riskAssessmentListQuery, riskKeys } from '../api/risk-api';
import { RiskRecordFilters } from '../components/risk-record-filters';
import { hasRiskRecordFilters, riskRecordQueryFrom } from '../components/risk-record-list-query';

/**
 * /dashboard/risk-assessment-records: every assessment the user may see, newest first,
 * filtered and paged on the server; team administrators delete a selection.
 */
export function RiskAssessmentRecordsPage() {
  const { t } = useTranslation(['risk', 'parties']);
  const [params] = useSearchParams();
  const query = useMemo(() => riskRecordQueryFrom(params), [params]);
  const records = useQuery(riskAssessmentListQuery(query));
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const user = useCurrentUser();
  // Only hides the action: the server refuses anyone else (records.edit_all).
  const canDelete = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');

  const columns: GridColDef<RiskAssessment>[] = [
    {
      field: 'code',
      headerName: t('list.columns.code'),
      width: 160,
      renderCell: ({ row }) => (
        <ShortLink
          to={`/dashboard/risk-assessment-records/${row.code}`}
          name={row.code}
          code={row.code}
        />
      ),
    },
    {
      field: 'party',
      headerName: t('list.columns.party'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) =>
        row.party ? (
          <ShortLink
            to={`/dashboard/parties/${row.party.code}?tab=risk`}
            name={row.party.display_name}
            code={row.party.code}
          />
        ) : (
          t('no_party')
        ),
    },
    {
      field: 'level',
      headerName: t('list.columns.level'),
      width: 190,
      renderCell: ({ row }) => <RiskChip level={row.level} />,
    },
    {
      field: 'computed_level',
      headerName: t('list.columns.computed_level'),
      width: 260,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Typography variant="body2">{t(`parties:risk_levels.${row.computed_level}`)}</Typography>
          {row.override && (
            <Typography variant="body2" color="text.secondary">
              {t('list.overridden_by', { by: row.override.by ?? '—' })}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'rule_set',
      headerName: t('rule_set'),
      width: 220,
      valueGetter: (_value, row) =>
        t('rule_set_version', { name: row.rule_set.name, version: row.rule_set.version }),
    },
    {
      field: 'created_at',
      headerName: t('assessed_at'),
      width: 180,
      valueFormatter: (value: string) => formatDate(value, true),
    },
  ];

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <RiskRecordFilters />
      {records.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(records.error)}
        </Alert>
      )}
      <RecordGrid
        namespace="risk"
        label={t('list.title')}
        rows={records.data?.items}
        total={records.data?.total ?? 0}
        loading={records.isFetching}
        columns={columns}
        filtered={hasRiskRecordFilters(params)}
        minWidth={1100}
        onDelete={
          canDelete
            ? async (codes) => {
                await deleteRiskAssessments(codes);
                await queryClient.invalidateQueries({ queryKey: riskKeys.all });
              }
            : undefined
        }
      />
    </>
  );
}
