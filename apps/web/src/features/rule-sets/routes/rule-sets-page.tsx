import { ruleSetNameText, type RuleSetSummary } from '@aml/shared';
import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GuardedButton } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { ListPage } from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import { useTextLanguage } from '../../../components/risk/risk-language';
import { useAction } from '../../../components/use-action';
import {
  RULE_SET_QUERIES,
  activateRuleSet,
  deleteRuleSet,
  ruleSetListQuery,
  useIsTeamAdmin,
} from '../api/rule-sets-api';
import { ActiveChip } from '../components/rule-set-chips';
import { useRuleSetErrorText } from '../components/use-error-text';

type Pending = { action: 'activate' | 'delete'; set: RuleSetSummary };

/** /dashboard/rule-sets: the team's rule sets, the active one marked. */
export function RuleSetsPage() {
  const { t } = useTranslation('rule-sets');
  const language = useTextLanguage();
  const sets = useQuery(ruleSetListQuery());
  const isAdmin = useIsTeamAdmin();
  const column = useRecordColumns();
  const errorText = useRuleSetErrorText();
  const feedback = usePageFeedback();
  const [pending, setPending] = useState<Pending | null>(null);
  const change = useAction(
    ({ action, set }: Pending) =>
      action === 'activate' ? activateRuleSet(set.code) : deleteRuleSet(set.code),
    {
      refresh: RULE_SET_QUERIES,
      onDone: (_result, { action, set }) => {
        setPending(null);
        feedback.notify(
          t(action === 'activate' ? 'activated' : 'deleted', {
            name: ruleSetNameText(set.name, language),
          }),
        );
      },
      onFailed: (error) => {
        setPending(null);
        feedback.fail(errorText(error));
      },
    },
  );

  const whyNot = isAdmin ? '' : t('admins_only');
  const columns: GridColDef<RuleSetSummary>[] = [
    column.link(
      'name',
      t('columns.name'),
      (row) => `/dashboard/rule-sets/${row.code}`,
      (row) => ruleSetNameText(row.name, language),
    ),
    {
      field: 'active',
      headerName: t('columns.status'),
      width: 120,
      renderCell: ({ row }) => (row.active ? <ActiveChip /> : null),
    },
    { field: 'version', headerName: t('columns.version'), width: 100, type: 'number' },
    {
      field: 'enabled_rules',
      headerName: t('columns.rules'),
      width: 150,
      valueGetter: (_value, row) =>
        t('rules_count', { enabled: row.enabled_rules, total: row.rule_count }),
    },
    column.date('updated_at', t('columns.updated_at'), { withTime: true, width: 190 }),
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 240,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <GuardedButton
            whyNot={whyNot}
            size="small"
            disabled={!isAdmin || row.active}
            onClick={() => setPending({ action: 'activate', set: row })}
            aria-label={t('activate_named', { name: row.name })}
          >
            {t('activate')}
          </GuardedButton>
          <GuardedButton
            whyNot={whyNot || (row.active ? t('delete_active') : '')}
            size="small"
            color="error"
            disabled={!isAdmin || row.active}
            onClick={() => setPending({ action: 'delete', set: row })}
            aria-label={t('delete_named', { name: row.name })}
          >
            {t('delete')}
          </GuardedButton>
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      namespace="rule-sets"
      actions={
        isAdmin && (
          <Button variant="contained" component={RouterLink} to="/dashboard/rule-sets/create">
            {t('new')}
          </Button>
        )
      }
      feedback={feedback}
      list={sets}
      describe={errorText}
      columns={columns}
      paging="client"
    >
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`${pending.action}_title`) : undefined}
        message={pending ? t(`${pending.action}_question`, { name: pending.set.name }) : ''}
        confirmLabel={pending ? t(pending.action) : ''}
        destructive={pending?.action === 'delete'}
        busy={change.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && change.run(pending)}
      />
    </ListPage>
  );
}
