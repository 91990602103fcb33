import { type CddExecution } from '@aml/shared';
import {
  Alert,
  Box,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValues } from '../../../components/data-list';
import { DataTable } from '../../../components/data-table';
import { GuardedButton } from '../../../components/detail-page';
import { OverdueMark } from '../../../components/overdue-mark';
import { WrapRow } from '../../../components/wrap-row';
import { errorText } from '../../../lib/api-client';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { partyCddQuery } from '../api/cdd-api';
import { CddKindChip, CddStatusChip } from './cdd-chips';
import { CddProgress } from './cdd-progress';
import { StartCddDialog, type CddParty } from './start-cdd-dialog';

/**
 * The party page's tab "Due diligence": the party's executions, newest first, when it is checked
 * again, the kind a new execution would have, and the start of one (one at a time). Its texts
 * load on first use within the tab, so the party page stays in view meanwhile.
 */
/** `editable`: whether the caller may change the party, which starting due diligence needs. */
type TabParty = CddParty & { editable: boolean };

export function PartyCddTab({ party }: { party: TabParty }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <PartyCddContent party={party} />
    </Suspense>
  );
}

function PartyCddContent({ party }: { party: TabParty }) {
  const { t } = useTranslation('cdd');
  const formatDay = useDayFormat();
  const cdd = useQuery(partyCddQuery(party.code));
  const canStart = party.editable;
  const [starting, setStarting] = useState(false);

  if (cdd.isError) return <Alert severity="error">{errorText(cdd.error)}</Alert>;
  if (!cdd.data) return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  const { items, suggested_kind, next_due_date, in_progress } = cdd.data;
  const overdue = items.some((item) => item.overdue);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ flex: 1 }}>
            <LabelledValues
              rows={[
                [
                  t('party_tab.next_due'),
                  next_due_date ? (
                    <WrapRow component="span">
                      <span>{formatDay(next_due_date)}</span>
                      {overdue && <OverdueMark />}
                    </WrapRow>
                  ) : (
                    t('party_tab.none_due')
                  ),
                ],
                [t('party_tab.suggested'), <CddKindChip kind={suggested_kind} />],
                [
                  t('party_tab.in_progress'),
                  in_progress ? (
                    <Link
                      component={RouterLink}
                      to={`/dashboard/customer-due-diligence/${in_progress}`}
                    >
                      {t('party_tab.open_running')}
                    </Link>
                  ) : (
                    t('party_tab.none_running')
                  ),
                ],
              ]}
            />
          </Box>
          {canStart && (
            <Stack spacing={0.5} sx={{ maxWidth: { md: 280 } }}>
              <Box sx={{ display: 'flex', justifyContent: { md: 'flex-end' } }}>
                <GuardedButton
                  whyNot={in_progress ? t('party_tab.start_blocked') : ''}
                  variant="contained"
                  disabled={in_progress !== null}
                  onClick={() => setStarting(true)}
                >
                  {t('create_action')}
                </GuardedButton>
              </Box>
              {/* Said in words too: a phone has no hover to show the tooltip. */}
              {in_progress && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ textAlign: { md: 'right' } }}
                >
                  {t('party_tab.start_blocked')}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Box>
        <Typography component="h2" variant="h2" sx={{ mb: 1.5 }}>
          {t('party_tab.title')}
        </Typography>
        {items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('party_tab.empty')}</Typography>
          </Paper>
        ) : (
          <Executions items={items} />
        )}
      </Box>
      {canStart && (
        <StartCddDialog open={starting} onClose={() => setStarting(false)} party={party} />
      )}
    </Stack>
  );
}

/** The party's executions: a table on a desktop, cards on a phone (UI-PATTERNS: lists). */
function Executions({ items }: { items: CddExecution[] }) {
  const { t } = useTranslation('cdd');
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const link = (execution: CddExecution) => (
    <Link component={RouterLink} to={`/dashboard/customer-due-diligence/${execution.code}`}>
      {t('party_tab.execution', { date: formatDate(execution.started_at) })}
    </Link>
  );
  const due = (execution: CddExecution) =>
    execution.next_due_date ? (
      <WrapRow component="span">
        <span>{formatDay(execution.next_due_date)}</span>
        {execution.overdue && <OverdueMark />}
      </WrapRow>
    ) : (
      '—'
    );
  if (phone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((execution) => (
          <Paper key={execution.code} variant="outlined" component="li" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 500 }}>{link(execution)}</Typography>
            <WrapRow sx={{ mt: 1 }}>
              <CddStatusChip status={execution.status} />
              <CddKindChip kind={execution.kind} />
            </WrapRow>
            <Box sx={{ mt: 1.5 }}>
              <CddProgress settled={execution.measures_settled} total={execution.measures_total} />
            </Box>
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
              {t('columns.next_due_date')}: {due(execution)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      label={t('party_tab.title')}
      size="medium"
      minWidth={820}
      rows={items}
      rowKey={(execution) => execution.code}
      columns={[
        { key: 'started', header: t('columns.started_at'), rowHeader: true, render: link },
        {
          key: 'kind',
          header: t('columns.kind'),
          render: (execution) => <CddKindChip kind={execution.kind} />,
        },
        {
          key: 'status',
          header: t('columns.status'),
          render: (execution) => <CddStatusChip status={execution.status} />,
        },
        {
          key: 'progress',
          header: t('columns.progress'),
          sx: { minWidth: 140 },
          render: (execution) => (
            <CddProgress settled={execution.measures_settled} total={execution.measures_total} />
          ),
        },
        {
          key: 'ended',
          header: t('columns.ended_at'),
          render: (execution) => (execution.ended_at ? formatDate(execution.ended_at) : '—'),
        },
        { key: 'due', header: t('columns.next_due_date'), render: due },
      ]}
    />
  );
}
