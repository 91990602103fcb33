import type { RuleSetSummary } from '@aml/shared';
import { Alert, Box, Button, Snackbar, Stack, Tooltip, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { ShortLink } from '../../../components/short-link';
import { useDateFormat } from '../../../lib/dates';
import {
  activateRuleSet,
  deleteRuleSet,
  ruleSetListQuery,
  useIsTeamAdmin,
  useRefreshRuleSets,
} from '../api/rule-sets-api';
import { ActiveChip } from '../components/rule-set-chips';
import { useRuleSetErrorText } from '../components/use-error-text';

type Pending = { action: 'activate' | 'delete'; set: RuleSetSummary };

/** /dashboard/rule-sets: the team's rule sets, the active one marked. */
export function RuleSetsPage() {
  const { t, i18n } = useTranslation('rule-sets');
  const sets = useQuery(ruleSetListQuery());
  const isAdmin = useIsTeamAdmin();
  const refresh = useRefreshRuleSets();
  const formatDate = useDateFormat();
  const errorText = useRuleSetErrorText();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ action, set }: Pending) =>
      action === 'activate' ? activateRuleSet(set.code) : deleteRuleSet(set.code),
    onSuccess: async (_result, { action, set }) => {
      setPending(null);
      setNotice(t(action === 'activate' ? 'activated' : 'deleted', { name: set.name }));
      await refresh();
    },
    onError: (error) => {
      setPending(null);
      setFailure(errorText(error));
    },
  });

  const whyNot = isAdmin ? '' : t('admins_only');
  const columns: GridColDef<RuleSetSummary>[] = [
    {
      field: 'name',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <ShortLink to={`/dashboard/rule-sets/${row.code}`} name={row.name} code={row.code} />
      ),
    },
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
    {
      field: 'updated_at',
      headerName: t('columns.updated_at'),
      width: 190,
      valueFormatter: (value: string) => formatDate(value, true),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 240,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title={whyNot}>
            <span>
              <Button
                size="small"
                disabled={!isAdmin || row.active}
                onClick={() => setPending({ action: 'activate', set: row })}
                aria-label={t('activate_named', { name: row.name })}
              >
                {t('activate')}
              </Button>
            </span>
          </Tooltip>
          <Tooltip title={whyNot || (row.active ? t('delete_active') : '')}>
            <span>
              <Button
                size="small"
                color="error"
                disabled={!isAdmin || row.active}
                onClick={() => setPending({ action: 'delete', set: row })}
                aria-label={t('delete_named', { name: row.name })}
              >
                {t('delete')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          isAdmin && (
            <Button variant="contained" component={RouterLink} to="/dashboard/rule-sets/create">
              {t('new')}
            </Button>
          )
        }
      />
      {(sets.isError || failure) && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          onClose={failure ? () => setFailure(null) : undefined}
        >
          {failure ?? errorText(sets.error)}
        </Alert>
      )}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          rows={sets.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.code}
          loading={sets.isPending}
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter={(sets.data?.items.length ?? 0) <= 25}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={
            i18n.resolvedLanguage === 'pl'
              ? plPL.components.MuiDataGrid.defaultProps.localeText
              : undefined
          }
          slots={{
            noRowsOverlay: () => (
              <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
                <Typography color="text.secondary" align="center">
                  {t('empty')}
                </Typography>
              </Stack>
            ),
          }}
          autoHeight
          sx={{ minWidth: 900 }}
          aria-label={t('title')}
        />
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`${pending.action}_title`) : undefined}
        message={pending ? t(`${pending.action}_question`, { name: pending.set.name }) : ''}
        confirmLabel={pending ? t(pending.action) : ''}
        destructive={pending?.action === 'delete'}
        busy={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && change.mutate(pending)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
