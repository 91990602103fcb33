import type { AlertStatus, SanctionHit, SanctionHitStatus, SanctionMatch } from '@aml/shared';
import {
  Alert,
  Box,
  Chip,
  Grid,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WrapRow } from '../../../components/wrap-row';
import { HintChip, ValueChip, type ChipColours } from '../../../components/value-chip';
import { useDateFormat } from '../../../lib/dates';
import { STRONG_MATCH, useListName, usePercent } from './labels';
import { MatchExplanation } from './match-explanation';

const STATUS_COLOURS: ChipColours<SanctionHitStatus> = {
  hit: 'warning',
  false_positive: 'default',
  confirmed: 'error',
};

/** A hit's status as a chip that always carries its text. */
export function HitStatusChip({ status }: { status: SanctionHitStatus }) {
  return (
    <ValueChip
      value={status}
      colours={STATUS_COLOURS}
      text="sanctions:statuses"
      outlined={status === 'false_positive'}
    />
  );
}

/** Waiting alerts in the warning colour, escalated ones in the error colour, decided ones calm. */
const ALERT_COLOURS: Record<AlertStatus, ChipProps['color']> = {
  new: 'warning',
  in_progress: 'warning',
  escalated: 'error',
  closed_false_positive: 'success',
  closed_confirmed: 'default',
};

/**
 * The alert the hit raised, with its status, linking to it: a decision on the hit settles the
 * alert, so the officer sees here that there is nothing left to decide there.
 */
function HitAlertChip({ alert }: { alert: NonNullable<SanctionHit['alert']> }) {
  const { t } = useTranslation(['sanctions', 'alerts']);
  return (
    <Tooltip title={t('card.alert_hint')} describeChild>
      <Chip
        size="small"
        variant="outlined"
        color={ALERT_COLOURS[alert.status]}
        clickable
        component={RouterLink}
        to={`/dashboard/alerts/${alert.code}`}
        label={t('card.alert', { status: t(`alerts:statuses.${alert.status}`) })}
      />
    </Tooltip>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The score as a percentage with a bar; strong matches in the error colour. */
function Score({ score, threshold }: { score: number; threshold?: number }) {
  const { t } = useTranslation('sanctions');
  const percent = usePercent();
  const strong = score >= STRONG_MATCH;
  return (
    <Box sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography
          variant="h2"
          component="p"
          aria-label={`${t('score_label')}: ${percent(score)}`}
        >
          {percent(score)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(strong ? 'strength.strong' : 'strength.possible')}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, score * 100))}
        color={strong ? 'error' : 'warning'}
        aria-label={t('score_label')}
        sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
      />
      {threshold !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {t('threshold', { threshold: percent(threshold) })}
        </Typography>
      )}
    </Box>
  );
}

/** One labelled fact of the card. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

type Props = {
  match: SanctionMatch;
  /** A stored hit: its status, whose it is, whether it still matches, its decision. */
  hit?: SanctionHit;
  /** The party whose page shows the card: its own hits need no link to it. */
  ownerCode?: string;
  /** The search's threshold, shown under the score. */
  threshold?: number;
  actions?: ReactNode;
};

/**
 * A possible match on a sanctions list: the screened name against the list's name, the list
 * and its entry, the score, what the list says about the entry and why the names matched.
 * Used by the Sanctions tabs (with the hit's status and actions) and by the search pages.
 */
export function MatchCard({ match, hit, ownerCode, threshold, actions }: Props) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  const formatDate = useDateFormat();
  const headingId = useId();
  const { entry, explanation } = match;
  const day = (value: string) => (ISO_DAY.test(value) ? formatDate(value) : value);
  const listOf = (values: string[], format: (value: string) => string = (value) => value) =>
    values.length > 0 ? values.map(format).join('; ') : t('card.none');

  let concerns: ReactNode = null;
  if (hit?.party && hit.party.code !== ownerCode) {
    concerns = (
      <Link component={RouterLink} to={`/dashboard/parties/${hit.party.code}?tab=sanctions`}>
        {hit.party.display_name}
      </Link>
    );
  } else if (hit && !hit.party && hit.transaction_code) {
    concerns = t('card.transaction_description');
  }

  const decision = hit?.decision;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, md: 3 },
        opacity: hit && !hit.current ? 0.85 : 1,
        borderLeftWidth: 4,
        borderLeftColor:
          hit?.status === 'confirmed'
            ? 'error.main'
            : hit?.status === 'false_positive'
              ? 'divider'
              : 'warning.main',
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h3" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {match.entry_name}
          </Typography>
          <WrapRow sx={{ mt: 1 }}>
            <Chip
              size="small"
              variant="outlined"
              label={t('card.entry', { list: listName(match.source), id: match.entry_id })}
            />
            {hit && <HitStatusChip status={hit.status} />}
            {hit?.alert && <HitAlertChip alert={hit.alert} />}
            {hit && !hit.current && (
              <HintChip
                label={t('card.no_longer_matching')}
                hint={t('card.no_longer_matching_hint')}
                color="info"
              />
            )}
            {entry?.removed && (
              <HintChip label={t('card.removed')} hint={t('card.removed_hint')} color="success" />
            )}
          </WrapRow>
        </Box>
        <Score score={match.score} threshold={threshold} />
      </Stack>

      <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: concerns ? 4 : 6 }}>
          <Fact label={t('card.screened_name')}>{hit?.subject_name ?? explanation.query_name}</Fact>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: concerns ? 4 : 6 }}>
          <Fact label={t('card.list_name')}>
            {match.matched_name}
            {explanation.name_kind !== 'primary' && (
              <Typography component="span" color="text.secondary">
                {' '}
                ({t(`name_kinds.${explanation.name_kind}`, { defaultValue: explanation.name_kind })}
                )
              </Typography>
            )}
          </Fact>
        </Grid>
        {concerns && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Fact label={t('card.concerns')}>{concerns}</Fact>
          </Grid>
        )}
      </Grid>

      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('card.entry_title')}
      </Typography>
      {entry ? (
        <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 2 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Fact label={t('card.names')}>{listOf(entry.names)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Fact label={t('card.type')}>
              {t(`entry_types.${entry.type}`, { defaultValue: entry.type })}
            </Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Fact label={t('card.birth_dates')}>{listOf(entry.birth_dates, day)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Fact label={t('card.nationalities')}>{listOf(entry.nationalities)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Fact label={t('card.programs')}>{listOf(entry.programs)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Fact label={t('card.listed_on')}>
              {entry.listed_on ? day(entry.listed_on) : t('card.none')}
            </Fact>
          </Grid>
        </Grid>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('card.entry_missing')}
        </Typography>
      )}

      {decision && hit && hit.status !== 'hit' && (
        <Alert severity={hit.status === 'confirmed' ? 'error' : 'success'} sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(
              hit.status === 'confirmed'
                ? 'card.decision_confirmed'
                : 'card.decision_false_positive',
              {
                by: decision.by ?? t('card.decision_by_unknown'),
                date: formatDate(decision.at, true),
              },
            )}
          </Typography>
          {decision.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {decision.note}
            </Typography>
          )}
        </Alert>
      )}

      <MatchExplanation explanation={explanation} />

      {(actions || hit) && (
        <WrapRow sx={{ mt: 2 }}>
          {hit && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
            >
              {t('card.found_on', { date: formatDate(hit.created_at, true) })}
            </Typography>
          )}
          {actions}
        </WrapRow>
      )}
    </Paper>
  );
}
