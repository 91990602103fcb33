import type { BacktestStatus, RuleSetDetail } from '@aml/shared';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { backtestListQuery } from '../api/backtests-api';
import { BacktestForm } from './backtest-form';
import { BacktestStatusChip, BacktestView, useCount, useProgressText } from './backtest-view';
import { useRuleSetErrorText } from './use-error-text';

/** The back-test shown, in the URL (?backtest=CODE), so leaving and coming back finds it. */
function useOpenBacktest(): [string | null, (code: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = (code: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (code) next.set('backtest', code);
      else next.delete('backtest');
      return next;
    });
  return [params.get('backtest'), open];
}

/**
 * Back-testing on the rule set's page: what a version would have flagged among the
 * transactions booked in a period. Team administrators start and cancel back-tests; every
 * member sees them and their results. Nothing is changed: no level, alert or report.
 */
export function BacktestSection({
  ruleSet,
  isAdmin,
}: {
  ruleSet: RuleSetDetail;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('rule-sets');
  const [openCode, open] = useOpenBacktest();
  return (
    <Stack spacing={3}>
      {isAdmin ? (
        <BacktestForm ruleSet={ruleSet} onStarted={(backtest) => open(backtest.code)} />
      ) : (
        <Alert severity="info">{t('backtest.admins_only')}</Alert>
      )}
      {openCode && (
        <BacktestView
          key={openCode}
          code={openCode}
          canCancel={isAdmin}
          onClose={() => open(null)}
        />
      )}
      <BacktestList ruleSetCode={ruleSet.code} openCode={openCode} onOpen={open} />
    </Stack>
  );
}

function BacktestList({
  ruleSetCode,
  openCode,
  onOpen,
}: {
  ruleSetCode: string;
  openCode: string | null;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const errorText = useRuleSetErrorText();
  const progressText = useProgressText();
  const count = useCount();
  const list = useQuery(backtestListQuery(ruleSetCode));

  const heading = (
    <Typography variant="h3" component="h3">
      {t('backtest.list.title')}
    </Typography>
  );
  if (list.isError) {
    const forbidden = list.error instanceof ApiError && list.error.statusCode === 403;
    return (
      <Stack spacing={1}>
        {heading}
        <Alert severity={forbidden ? 'info' : 'error'}>
          {forbidden ? t('backtest.list.forbidden') : errorText(list.error)}
        </Alert>
      </Stack>
    );
  }
  if (!list.data) {
    return (
      <Stack spacing={1} aria-busy="true">
        {heading}
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  const items = list.data.items;
  const outcome = (item: (typeof items)[number]) => {
    const status: BacktestStatus = item.status;
    if (status === 'done') {
      return t('backtest.list.evaluated', {
        count: item.total ?? item.processed,
        n: count(item.total ?? item.processed),
      });
    }
    if (status === 'queued') return t('backtest.view.queued');
    return progressText(item);
  };
  const period = (item: (typeof items)[number]) =>
    t('backtest.list.period_value', {
      from: formatDay(item.booked_from),
      to: formatDay(item.booked_to),
    });
  return (
    <Stack spacing={1}>
      {heading}
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('backtest.list.empty')}</Typography>
      ) : (
        <DataTable
          outlined={false}
          hover
          label={t('backtest.list.title')}
          minWidth={720}
          rows={items}
          rowKey={(item) => item.code}
          selected={(item) => item.code === openCode}
          columns={[
            {
              key: 'started',
              header: t('backtest.list.started'),
              render: (item) => (
                <>
                  {formatDate(item.created_at, true)}
                  {item.created_by && (
                    <Typography variant="body2" color="text.secondary">
                      {item.created_by}
                    </Typography>
                  )}
                </>
              ),
            },
            { key: 'version', header: t('backtest.list.version'), render: (item) => item.version },
            { key: 'period', header: t('backtest.list.period'), render: period },
            {
              key: 'status',
              header: t('backtest.list.status'),
              render: (item) => <BacktestStatusChip status={item.status} />,
            },
            { key: 'progress', header: t('backtest.list.progress'), render: outcome },
            {
              key: 'actions',
              header: <VisuallyHidden>{t('backtest.list.actions')}</VisuallyHidden>,
              sx: { position: 'relative' },
              render: (item) => {
                const isOpen = item.code === openCode;
                return (
                  <Button
                    size="small"
                    variant={isOpen ? 'contained' : 'outlined'}
                    aria-current={isOpen ? 'true' : undefined}
                    aria-label={t('backtest.list.open_named', {
                      version: item.version,
                      period: period(item),
                    })}
                    onClick={() => onOpen(item.code)}
                  >
                    {t(isOpen ? 'backtest.list.shown' : 'backtest.list.open')}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </Stack>
  );
}
