import {
  RISK_LEVELS,
  RULE_SUBJECTS,
  hasPermission,
  ruleSetNameText,
  type RiskAssessment,
  type RiskAssessmentQuery,
} from '@aml/shared';
import { Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ChipFilter,
  DateFilter,
  ListPage,
  SearchFilter,
  SelectFilter,
  optionsOf,
  param,
  useListUrl,
} from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import { RiskChip } from '../../../components/risk/risk-chip';
import { useTextLanguage } from '../../../components/risk/risk-language';
import { ShortLink } from '../../../components/short-link';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { deleteRiskAssessments, riskAssessmentListQuery, riskKeys } from '../api/risk-api';

/** The filters of the list, as the URL holds them. */
const FILTERS = {
  text: param.text(),
  party_code: param.sized(8, 64),
  transaction_code: param.sized(8, 64),
  subject: param.oneOf(RULE_SUBJECTS),
  level: param.oneOf(RISK_LEVELS),
  overridden: param.yesNo,
  created_from: param.date,
  created_to: param.date,
};

/**
 * /dashboard/risk-assessment-records: every assessment the user may see, newest first,
 * filtered and paged on the server; team administrators delete a selection.
 */
export function RiskAssessmentRecordsPage() {
  const { t } = useTranslation(['risk', 'parties']);
  const language = useTextLanguage();
  const url = useListUrl<Partial<RiskAssessmentQuery>>(FILTERS);
  const records = useQuery(riskAssessmentListQuery(url.query));
  const column = useRecordColumns();
  const user = useCurrentUser();
  // Only hides the action: the server refuses anyone else (records.edit_all).
  const canDelete = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');

  const columns: GridColDef<RiskAssessment>[] = [
    column.link('code', t('list.columns.code'), '/dashboard/risk-assessment-records', undefined, {
      width: 150,
    }),
    {
      field: 'party',
      headerName: t('list.columns.subject'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => <SubjectCell record={row} />,
    },
    column.chip('level', t('list.columns.level'), 170, (row) => <RiskChip level={row.level} />),
    {
      field: 'computed_level',
      headerName: t('list.columns.computed_level'),
      width: 180,
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
      width: 190,
      valueGetter: (_value, row) =>
        t('rule_set_version', {
          name: ruleSetNameText(row.rule_set.name, language),
          version: row.rule_set.version,
        }),
    },
    column.date('created_at', t('assessed_at'), { withTime: true, width: 160 }),
  ];

  return (
    <ListPage
      namespace="risk"
      title={t('list.title')}
      description={t('list.description')}
      url={url}
      filters={
        <>
          <SearchFilter
            label={t('list.filters.text')}
            placeholder={t('list.filters.text_placeholder')}
          />
          <ChipFilter name="party_code" label={(code) => t('list.filters.party', { code })} />
          <ChipFilter
            name="transaction_code"
            label={(code) => t('list.filters.transaction', { code })}
          />
          <SelectFilter
            name="subject"
            label={t('list.filters.subject')}
            all={t('list.filters.all_subjects')}
            options={optionsOf(RULE_SUBJECTS, (subject) => t(`list.filters.subjects.${subject}`))}
            minWidth={200}
          />
          <SelectFilter
            name="level"
            label={t('list.filters.level')}
            all={t('list.filters.all_levels')}
            options={optionsOf(RISK_LEVELS, (level) => t(`parties:risk_levels.${level}`))}
            minWidth={200}
          />
          <SelectFilter
            name="overridden"
            label={t('list.filters.overridden')}
            all={t('list.filters.computed_or_overridden')}
            options={[
              { value: 'false', label: t('list.filters.computed') },
              { value: 'true', label: t('list.filters.overridden_only') },
            ]}
            minWidth={220}
          />
          <DateFilter name="created_from" label={t('list.filters.created_from')} />
          <DateFilter name="created_to" label={t('list.filters.created_to')} />
        </>
      }
      list={records}
      columns={columns}
      minWidth={1100}
      onDelete={canDelete ? deleteRiskAssessments : undefined}
      refresh={[riskKeys.all]}
    />
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
