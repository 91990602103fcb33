import {
  PARTY_STATUSES,
  RISK_LEVELS,
  type QuarterlyParties,
  type QuarterlyTransactions,
  type TeamStatistics,
} from '@aml/shared';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  Skeleton,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RISK_COLOURS } from '../../../components/risk/risk-chip';
import { chipColour } from '../../../components/value-chip';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { formatDecimal, localeOf } from '../../../lib/amounts';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import {
  quarterlyPartiesQuery,
  quarterlyTransactionsQuery,
  statisticsQuery,
} from '../api/dashboard-api';

/**
 * /dashboard: the team's customers by risk and status, the quarterly report of spec section 2,
 * due diligence due this month and overdue, and the quarter's transactions (count, value in
 * euro, risk) against the previous quarter.
 */
export function DashboardHomePage() {
  const { t } = useTranslation(['shell', 'parties']);
  const { data: user } = useCurrentUser();
  const team = currentTeamOf(user);
  const statistics = useQuery(statisticsQuery());
  const quarterly = useQuery(quarterlyPartiesQuery());
  const transactions = useQuery(quarterlyTransactionsQuery());
  const transactionsByRisk = transactions.data
    ? RISK_LEVELS.map((level) => transactions.data.by_risk[level] ?? 0)
    : [];
  const theme = useTheme();
  const parties = statistics.data?.parties;
  const riskColours = RISK_LEVELS.map((level) => chipColour(theme, RISK_COLOURS[level]));
  const chart = (spec: Omit<ChartProps, 'colours'>, colours?: string[]) => (
    <CountsChart {...spec} colours={colours ?? spec.labels.map(() => theme.palette.primary.main)} />
  );

  return (
    <>
      <PageHeader
        title={t('home.title')}
        description={
          team?.type === 'organization' ? t('home.team', { name: team.name }) : t('home.personal')
        }
      />
      {statistics.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(statistics.error)}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Panel title={t('home.quarterly_title')} icon={PeopleAltOutlined} md={12}>
          {quarterly.data ? (
            <QuarterlyReport report={quarterly.data} />
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </Panel>
        <Panel title={t('home.cdd_title')} icon={VerifiedUserOutlined} md={12}>
          {statistics.data ? (
            <CddFigures counts={statistics.data.cdd} />
          ) : (
            <Skeleton variant="rounded" height={72} />
          )}
        </Panel>
        <Panel title={t('home.risk_title')} icon={GppMaybeOutlined}>
          {parties ? (
            parties.total === 0 ? (
              <Typography color="text.secondary">{t('home.no_parties')}</Typography>
            ) : (
              <>
                <Typography color="text.secondary">
                  {t('home.assessed', { assessed: parties.assessed, count: parties.total })}
                </Typography>
                {chart(
                  {
                    title: t('home.risk_title'),
                    category: t('parties:filters.risk_level'),
                    labels: RISK_LEVELS.map((level) => t(`parties:risk_levels.${level}`)),
                    values: RISK_LEVELS.map((level) => parties.by_risk[level]),
                    label: t('home.parties_count'),
                  },
                  riskColours,
                )}
              </>
            )
          ) : (
            <Skeleton variant="rounded" height={260} />
          )}
        </Panel>
        <Panel title={t('home.status_title')} icon={FactCheckOutlined}>
          {parties ? (
            parties.total === 0 ? (
              <Typography color="text.secondary">{t('home.no_parties')}</Typography>
            ) : (
              chart({
                title: t('home.status_title'),
                category: t('parties:filters.status'),
                labels: PARTY_STATUSES.map((status) => t(`parties:statuses.${status}`)),
                values: PARTY_STATUSES.map((status) => parties.by_status[status]),
                label: t('home.parties_count'),
              })
            )
          ) : (
            <Skeleton variant="rounded" height={260} />
          )}
        </Panel>
        <Panel title={t('home.transactions_title')} icon={SwapHorizOutlined} md={12}>
          {transactions.isError ? (
            <Alert severity="error">{errorText(transactions.error)}</Alert>
          ) : transactions.data ? (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <TransactionsReport report={transactions.data} />
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Typography variant="h3" component="h3">
                  {t('home.transactions_risk_title')}
                </Typography>
                {transactionsByRisk.every((count) => count === 0) ? (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t('home.no_transactions')}
                  </Typography>
                ) : (
                  chart(
                    {
                      title: t('home.transactions_risk_title'),
                      category: t('parties:filters.risk_level'),
                      labels: RISK_LEVELS.map((level) => t(`parties:risk_levels.${level}`)),
                      values: transactionsByRisk,
                      label: t('home.transactions_count'),
                    },
                    riskColours,
                  )
                )}
              </Grid>
            </Grid>
          ) : (
            <Skeleton variant="rounded" height={260} />
          )}
        </Panel>
      </Grid>
    </>
  );
}

type ChartProps = {
  /** What the chart shows, the caption of its table. */
  title: string;
  /** What its bars are (a risk level, a status), the heading of their column. */
  category: string;
  labels: string[];
  values: number[];
  /** What is counted, the heading of the counts' column. */
  label: string;
  /** The colour of each bar (a risk level's is its chip's); the text says it as well. */
  colours: string[];
};

/** Pixels per bar, and around them, of a chart that grows with the categories it shows. */
const BAR_HEIGHT = 34;
const CHART_MARGIN = 24;

/**
 * Counts as horizontal bars, written at the bars, and as a table for screen readers: the
 * drawing is hidden from them and takes no focus (it would be a stop without a name), while
 * the table reads out every count with its label (WCAG 1.1.1, 1.3.1, 2.4.3). Categories with
 * nothing in them are left out of both.
 */
function CountsChart({ title, category, labels, values, label, colours }: ChartProps) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const shown = labels
    .map((name, index) => ({ name, value: values[index] ?? 0, colour: colours[index]! }))
    .filter((bar) => bar.value > 0);
  const names = shown.map((bar) => bar.name);
  return (
    <>
      <Box aria-hidden>
        <BarChart
          height={CHART_MARGIN * 2 + BAR_HEIGHT * shown.length}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: names,
              width: 150,
              colorMap: { type: 'ordinal', values: names, colors: shown.map((bar) => bar.colour) },
            },
          ]}
          // The counts are written at the bars, so the value axis is not drawn; a fifth more
          // room than the longest bar leaves its count inside the drawing, which clips.
          xAxis={[
            {
              tickMinStep: 1,
              position: 'none',
              domainLimit: (min, max) => ({ min, max: Number(max) * 1.2 }),
            },
          ]}
          series={[
            {
              data: shown.map((bar) => bar.value),
              label,
              barLabel: (item) => number.format(item.value ?? 0),
              barLabelPlacement: 'outside',
            },
          ]}
          hideLegend
          disableKeyboardNavigation
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
        />
      </Box>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{category}</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((bar) => (
            <tr key={bar.name}>
              <th scope="row">{bar.name}</th>
              <td>{number.format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}

function Panel({
  title,
  icon: Icon,
  md = 6,
  children,
}: {
  title: string;
  /** Beside the title, in the primary colour: it says nothing the title does not. */
  icon: SvgIconComponent;
  md?: number;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Icon color="primary" aria-hidden />
            <Typography variant="h2">{title}</Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

function QuarterlyReport({ report }: { report: QuarterlyParties }) {
  const { t, i18n } = useTranslation('shell');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  });
  const change =
    report.percentage === null
      ? t('home.no_previous')
      : t('home.change', {
          difference: number.format(report.difference),
          percentage: number.format(report.percentage),
        });
  return (
    <Comparison
      label={(quarter) => t('home.parties_in', { quarter })}
      current={[report.current.label, report.current.count]}
      previous={[report.previous.label, report.previous.count]}
      change={change}
      trend={report.percentage === null ? null : Math.sign(report.difference)}
    />
  );
}

/** A figure of this quarter and of the previous one, and how it changed between them. */
function Comparison({
  label,
  current,
  previous,
  change,
  trend,
  small = false,
}: {
  /** The label of the figure of a quarter. */
  label: (quarter: string) => string;
  /** The quarter's label and its figure. */
  current: [string, number | string];
  previous: [string, number | string];
  change: string;
  /** Up (1), down (-1) or level (0); null without a previous quarter to compare with. */
  trend: number | null;
  small?: boolean;
}) {
  const { t } = useTranslation('shell');
  const Arrow = trend === null ? null : TREND_ARROWS[Math.sign(trend) + 1]!;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Figure label={label(current[0])} value={current[1]} small={small} />
      <Figure label={label(previous[0])} value={previous[1]} small={small} />
      <Stack sx={{ justifyContent: 'center' }}>
        <Typography color="text.secondary">{t('home.compared')}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {/* The arrow repeats the sign of the change written beside it. */}
          {Arrow && <Arrow aria-hidden />}
          <Typography variant="h3" component="p">
            {change}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** Down, level and up, by the sign of a change plus one. */
const TREND_ARROWS = [TrendingDown, TrendingFlat, TrendingUp];

function Figure({
  label,
  value,
  small = false,
}: {
  label: string;
  value: number | string;
  small?: boolean;
}) {
  return (
    <Stack>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h3" component="p" sx={{ fontSize: small ? '1.5rem' : '2rem' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** This quarter's transactions and their value in euro, against the previous quarter's. */
function TransactionsReport({ report }: { report: QuarterlyTransactions }) {
  const { t, i18n } = useTranslation('shell');
  const locale = localeOf(i18n.resolvedLanguage);
  const number = new Intl.NumberFormat(locale, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  });
  const euro = (amount: string) => `${formatDecimal(amount, locale, 2)} EUR`;
  const signed = (amount: string) =>
    /^\d/.test(amount) && /[1-9]/.test(amount) ? `+${euro(amount)}` : euro(amount);
  const change = (difference: string, percentage: number | null) =>
    percentage === null
      ? t('home.no_previous_transactions')
      : t('home.change', { difference, percentage: number.format(percentage) });
  const pending = report.current.pending + report.previous.pending;
  return (
    <Stack spacing={3}>
      <Comparison
        label={(quarter) => t('home.transactions_in', { quarter })}
        current={[report.current.label, report.current.count]}
        previous={[report.previous.label, report.previous.count]}
        change={change(number.format(report.count_difference), report.count_percentage)}
        trend={report.count_percentage === null ? null : Math.sign(report.count_difference)}
      />
      <Comparison
        label={(quarter) => t('home.value_in', { quarter })}
        current={[report.current.label, euro(report.current.amount_eur)]}
        previous={[report.previous.label, euro(report.previous.amount_eur)]}
        change={change(signed(report.amount_difference), report.amount_percentage)}
        trend={report.amount_percentage === null ? null : Math.sign(report.amount_percentage)}
        small
      />
      {pending > 0 && <Alert severity="info">{t('home.pending_rates', { count: pending })}</Alert>}
    </Stack>
  );
}

/**
 * Due diligence to act on: renewals due this month (Warsaw), overdue ones and those in
 * progress, each leading to the list filtered to them.
 */
function CddFigures({ counts }: { counts: TeamStatistics['cdd'] }) {
  const { t, i18n } = useTranslation('shell');
  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const figures = [
    ['due_this_month', '?due=this_month', counts.due_this_month],
    ['overdue', '?due=overdue', counts.overdue],
    ['in_progress', '?status=in_progress', counts.in_progress],
  ] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }}>
      {figures.map(([key, query, count]) => (
        <Stack key={key}>
          <Link component={RouterLink} to={`/dashboard/customer-due-diligence${query}`}>
            {t(`home.cdd.${key}`)}
          </Link>
          <Typography
            variant="h3"
            component="p"
            sx={{
              fontSize: '2rem',
              color: key === 'overdue' && count > 0 ? 'error.main' : undefined,
            }}
          >
            {number.format(count)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
