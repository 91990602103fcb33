import { hasPermission, type RiskAssessment } from '@aml/shared';
import { Alert, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGrid } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { RiskChip } from '../../../components/risk/risk-chip';
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
      headerName: t('list.columns.subject'),
      flex: 1,
      minWidth: 310,
      renderCell: ({ row }) => <SubjectCell record={row} />,
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
        minWidth={1170}
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

/** What the record assessed: its party, or its transaction, named as such and linked. */
function SubjectCell({ record }: { record: RiskAssessment }) {
  const { t } = useTranslation('risk');
  const [kind, link] = record.transaction
    ? [
        t('list.subject_transaction'),
        // "5500 EUR, 2026-03-02": short already, and cut it would lose the day.
        <Link
          key="transaction"
          component={RouterLink}
          to={`/dashboard/transactions/${record.transaction.code}?tab=risk`}
        >
          {record.transaction.label || record.transaction.code}
        </Link>,
      ]
    : record.party
      ? [
          t('list.subject_party'),
          <ShortLink
            key="party"
            to={`/dashboard/parties/${record.party.code}?tab=risk`}
            name={record.party.display_name}
            code={record.party.code}
          />,
        ]
      : [null, t('no_subject')];
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}
    >
      {kind && (
        <Typography variant="body2" color="text.secondary" component="span">
          {kind}:
        </Typography>
      )}
      <Typography variant="body2" component="span" noWrap>
        {link}
      </Typography>
    </Stack>
  );
}
