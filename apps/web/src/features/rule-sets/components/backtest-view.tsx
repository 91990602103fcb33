import {
  RISK_LEVELS,
  type Backtest,
  type BacktestResults,
  type BacktestRuleResult,
  type BacktestStatus,
} from '@aml/shared';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RiskChip } from '../../../components/risk/risk-chip';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { localeOf, useAmountFormat } from '../../../lib/amounts';
import { ApiError } from '../../../lib/api-client';
import { ValueChip, type ChipColours } from '../../../components/value-chip';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { backtestKeys, backtestQuery, cancelBacktest, isActive } from '../api/backtests-api';
import { RiskLevelChip } from './rule-set-chips';
import { useRuleSetErrorText } from './use-error-text';
import { useRuleSetLabels } from './use-labels';

const STATUS_COLOURS: ChipColours<BacktestStatus> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  canceled: 'warning',
};

/** A back-test's state as a chip that always carries its text. */
export function BacktestStatusChip({ status }: { status: BacktestStatus }) {
  return <ValueChip value={status} colours={STATUS_COLOURS} text="rule-sets:backtest.statuses" />;
}

/** Counts in the UI language: "1,000,000", "1 000 000". */
export function useCount() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  return (value: number) => format.format(value);
}

/** "123,456 of 1,000,000 transactions", or "123,456 transactions so far" before the total is known. */
export function useProgressText() {
  const { t } = useTranslation('rule-sets');
  const count = useCount();
  return (backtest: Pick<Backtest, 'processed' | 'total'>) =>
    backtest.total === null
      ? t('backtest.progress_uncounted', {
          count: backtest.processed,
          processed: count(backtest.processed),
        })
      : t('backtest.progress', {
          count: backtest.total,
          processed: count(backtest.processed),
          total: count(backtest.total),
        });
}

/**
 * One back-test: its progress while it runs (asked every second), then what the version would
 * have done over the period. The job runs on the server: leaving the page does not stop it.
 */
export function BacktestView({
  code,
  canCancel,
  onClose,
}: {
  code: string;
  canCancel: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const errorText = useRuleSetErrorText();
  const queryClient = useQueryClient();
  const backtest = useQuery(backtestQuery(code));
  const progressText = useProgressText();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBacktest(code),
    onSuccess: (canceled) => {
      setConfirming(false);
      queryClient.setQueryData(backtestKeys.detail(code), canceled);
    },
    onError: () => {
      setConfirming(false);
      // It may have ended meanwhile (backtest_finished): show how.
      void queryClient.invalidateQueries({ queryKey: backtestKeys.detail(code) });
    },
  });
  const status = backtest.data?.status;
  const ruleSetCode = backtest.data?.rule_set.code;
  useEffect(() => {
    // Once it ends, the list shows its final state too.
    if (ruleSetCode && status && !isActive(status)) {
      void queryClient.invalidateQueries({ queryKey: backtestKeys.list(ruleSetCode) });
    }
  }, [queryClient, ruleSetCode, status]);

  const title = backtest.data
    ? t('backtest.view.title', {
        version: backtest.data.version,
        from: formatDay(backtest.data.booked_from),
        to: formatDay(backtest.data.booked_to),
      })
    : t('backtest.view.loading');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'primary.main' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {backtest.data && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <BacktestStatusChip status={backtest.data.status} />
              <Typography variant="body2" color="text.secondary">
                {backtest.data.created_by
                  ? t('backtest.view.started_by', {
                      by: backtest.data.created_by,
                      at: formatDate(backtest.data.created_at, true),
                    })
                  : t('backtest.view.started_at', {
                      at: formatDate(backtest.data.created_at, true),
                    })}
              </Typography>
            </Stack>
          )}
        </Box>
        <Tooltip title={t('backtest.view.close')}>
          <IconButton aria-label={t('backtest.view.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Tooltip>
      </Stack>
      {backtest.isError ? (
        <Alert severity="error">
          {backtest.error instanceof ApiError && backtest.error.statusCode === 404
            ? t('backtest.view.not_found')
            : errorText(backtest.error)}
        </Alert>
      ) : !backtest.data ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {isActive(backtest.data.status) && (
            <>
              <Progress backtest={backtest.data} />
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {t('backtest.view.leave_hint')}
                </Typography>
                {canCancel && (
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={cancel.isPending}
                    onClick={() => setConfirming(true)}
                  >
                    {t('backtest.cancel.action')}
                  </Button>
                )}
              </Stack>
              {cancel.isError && (
                <Alert severity="error" onClose={() => cancel.reset()}>
                  {errorText(cancel.error)}
                </Alert>
              )}
            </>
          )}
          {backtest.data.status === 'failed' && (
            <Alert severity="error">
              <AlertTitle>{t('backtest.view.failed_title')}</AlertTitle>
              {t('backtest.view.failed_text')}
              {backtest.data.error && (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('backtest.view.failed_reason', { reason: backtest.data.error })}
                </Typography>
              )}
            </Alert>
          )}
          {backtest.data.status === 'canceled' && (
            <Alert severity="warning">
              <AlertTitle>{t('backtest.view.canceled_title')}</AlertTitle>
              {t('backtest.view.canceled_text', {
                progress: progressText(backtest.data),
              })}
            </Alert>
          )}
          {backtest.data.status === 'done' &&
            (backtest.data.results ? (
              <Results results={backtest.data.results} />
            ) : (
              <Alert severity="info">{t('backtest.view.no_results')}</Alert>
            ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('backtest.cancel.title')}
        message={t('backtest.cancel.question')}
        confirmLabel={t('backtest.cancel.confirm')}
        destructive
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
      />
    </Paper>
  );
}

/** The bar and its counts; queued, or with no total yet, it only says that work goes on. */
function Progress({ backtest }: { backtest: Backtest }) {
  const { t } = useTranslation('rule-sets');
  const progressText = useProgressText();
  const queued = backtest.status === 'queued';
  const percent =
    !queued && backtest.total ? Math.min(100, (backtest.processed / backtest.total) * 100) : null;
  const text = queued ? t('backtest.view.queued') : progressText(backtest);
  return (
    <Box>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={t('backtest.view.progress_label')}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
}

/** What the version would have done: totals, levels, and each rule with its alerts. */
function Results({ results }: { results: BacktestResults }) {
  const { t } = useTranslation(['rule-sets', 'parties']);
  const count = useCount();
  const levels = RISK_LEVELS.filter((level) => (results.levels[level] ?? 0) > 0);
  const stats: Array<[label: string, value: number]> = [
    [t('backtest.results.transactions'), results.transactions],
    [t('backtest.results.alerts_total'), results.alerts],
  ];
  return (
    <Stack spacing={3}>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {stats.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h2" sx={{ m: 0, mt: 0.5 }}>
                {count(value)}
              </Typography>
            </Paper>
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('backtest.results.levels')}
            </Typography>
            <Box component="dd" sx={{ m: 0, mt: 1 }}>
              {levels.length === 0 ? (
                <Typography color="text.secondary">{t('backtest.results.no_levels')}</Typography>
              ) : (
                <Stack
                  component="ul"
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  aria-label={t('backtest.results.levels')}
                  sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
                >
                  {levels.map((level) => (
                    <Stack
                      key={level}
                      component="li"
                      direction="row"
                      spacing={0.75}
                      sx={{ alignItems: 'center' }}
                    >
                      <RiskChip level={level} />
                      <Typography>{count(results.levels[level] ?? 0)}</Typography>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Box>
          </Paper>
        </Grid>
      </Grid>
      <RuleResultsTable rules={results.rules} />
    </Stack>
  );
}

const COUNTS = ['alerts', 'findings', 'giif_reports', 'not_processed'] as const;

function RuleResultsTable({ rules }: { rules: BacktestRuleResult[] }) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const count = useCount();
  const [open, setOpen] = useState<string | null>(null);
  if (rules.length === 0) {
    return <Typography color="text.secondary">{t('backtest.results.no_rules')}</Typography>;
  }
  return (
    <Box>
      <Typography variant="h3" component="h4" gutterBottom>
        {t('backtest.results.by_rule')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('backtest.results.by_rule')} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 180 }}>{t('backtest.results.rule')}</TableCell>
              {COUNTS.map((name) => (
                <TableCell key={name} align="right">
                  {t(`backtest.results.${name}`)}
                </TableCell>
              ))}
              <TableCell sx={{ position: 'relative' }}>
                <VisuallyHidden>{t('backtest.results.transactions_column')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rules.map((rule) => {
              const name = labels.nameOf(rule.name, rule.kind);
              const expanded = open === rule.rule_code;
              const detailsId = `backtest-rule-${rule.rule_code}`;
              return (
                <Fragment key={rule.rule_code}>
                  <TableRow hover selected={expanded}>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    {COUNTS.map((field) => (
                      <TableCell key={field} align="right">
                        {count(rule[field])}
                      </TableCell>
                    ))}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {rule.transactions.length > 0 && (
                        <Button
                          size="small"
                          endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={t(
                            expanded
                              ? 'backtest.results.hide_transactions'
                              : 'backtest.results.show_transactions',
                            { name, count: rule.transactions.length },
                          )}
                          onClick={() => setOpen(expanded ? null : rule.rule_code)}
                        >
                          {t('backtest.results.transactions_count', {
                            count: rule.transactions.length,
                          })}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                  {expanded && (
                    <TableRow>
                      <TableCell colSpan={COUNTS.length + 2} id={detailsId} sx={{ py: 0 }}>
                        <AlertingTransactions rule={rule} name={name} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The transactions on which a rule would have raised an alert, with its explanation. */
function AlertingTransactions({ rule, name }: { rule: BacktestRuleResult; name: string }) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  const count = useCount();
  return (
    <Box sx={{ py: 1 }}>
      <List dense disablePadding aria-label={t('backtest.results.transactions_of', { name })}>
        {rule.transactions.map((transaction) => (
          <ListItem key={transaction.code} divider disableGutters sx={{ display: 'block', py: 1 }}>
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Link component={RouterLink} to={`/dashboard/transactions/${transaction.code}`}>
                {transaction.code}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {formatDate(transaction.booked_at, true)}
              </Typography>
              <Typography variant="body2">
                {formatAmount(transaction.amount, transaction.currency)}
              </Typography>
              <Typography variant="body2">
                {transaction.amount_eur === null
                  ? t('backtest.results.eur_pending')
                  : formatAmount(transaction.amount_eur, 'EUR', 2)}
              </Typography>
              <RiskLevelChip level={transaction.risk} />
            </Stack>
            <Typography
              variant="body2"
              sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {transaction.explanation[labels.language]}
            </Typography>
          </ListItem>
        ))}
      </List>
      {rule.alerts > rule.transactions.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('backtest.results.listed_newest', {
            count: rule.alerts,
            listed: count(rule.transactions.length),
            total: count(rule.alerts),
          })}
        </Typography>
      )}
    </Box>
  );
}
