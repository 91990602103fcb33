import { HIT_DECISION_PERMISSION, hasPermission, type SanctionHit } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import {
  SCREENING_QUERIES,
  sanctionsKeys,
  screeningQuery,
  screenNow,
  type HitDecisionKind,
  type ScreenedRecord,
} from '../api/sanctions-api';
import { DecisionDialog } from './decision-dialog';
import { MatchCard } from './match-card';

const STATUS_ORDER = { hit: 0, confirmed: 1, false_positive: 2 } as const;

/** What the decision did, to the hit and to the alert it raised (docs/sanctions-screening.md). */
function doneKey(decision: HitDecisionKind, decided: SanctionHit) {
  const status = decided.alert?.status;
  if (decision === 'confirmed') {
    return status === 'escalated' ? 'decision.done_confirmed_escalated' : 'decision.done_confirmed';
  }
  if (status === 'closed_false_positive') return 'decision.done_false_positive_closed';
  if (status === 'new' || status === 'in_progress') return 'decision.done_false_positive_waiting';
  if (status === 'escalated') return 'decision.done_false_positive_escalated';
  return 'decision.done_false_positive';
}

/** Current hits first, then those waiting for a decision, then by score. */
const byRelevance = (a: SanctionHit, b: SanctionHit) =>
  Number(b.current) - Number(a.current) ||
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
  b.score - a.score;

/**
 * The Sanctions tab of a party or a transaction: when it was screened, its possible matches
 * (for a company also its beneficial owners' and board members'; for a transaction also its
 * parties'), the decisions on them, and "Screen now".
 */
export function ScreeningPanel({ record }: { record: ScreenedRecord }) {
  const { t } = useTranslation('sanctions');
  const formatDate = useDateFormat();
  const queryClient = useQueryClient();
  const screening = useQuery(screeningQuery(record));
  const user = useCurrentUser();
  const role = currentTeamOf(user.data)?.role;
  // These only hide the buttons: the server refuses anyone else.
  const canScreen = hasPermission(role, 'records.create');
  const canDecide = hasPermission(role, HIT_DECISION_PERMISSION);
  const isAdmin = user.data?.roles.includes('admin') ?? false;
  const [deciding, setDeciding] = useState<{
    hit: SanctionHit;
    decision: HitDecisionKind;
  } | null>(null);
  const feedback = usePageFeedback();

  const screen = useAction(() => screenNow(record), {
    refresh: SCREENING_QUERIES,
    onDone: (result) => {
      queryClient.setQueryData(sanctionsKeys.screening(record), result);
      feedback.notify(t('screening.screened'));
    },
  });

  if (screening.isError) return <Alert severity="error">{errorText(screening.error)}</Alert>;
  if (!screening.data) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }

  const { hits, screened_at, lists_available } = screening.data;
  const sorted = [...hits].sort(byRelevance);
  const awaiting = hits.filter((hit) => hit.current && hit.status === 'hit').length;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2">{t('screening.title')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {screened_at
                ? t('screening.screened_at', { date: formatDate(screened_at, true) })
                : t('screening.never_screened')}
              {hits.length > 0 &&
                ` · ${t('screening.summary', { count: hits.length })}, ${t('screening.awaiting', {
                  count: awaiting,
                })}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(record.kind === 'party' ? 'screening.party_hint' : 'screening.transaction_hint')}
            </Typography>
          </Box>
          {canScreen && lists_available && (
            <Button
              variant="outlined"
              onClick={() => screen.run()}
              disabled={screen.busy}
              startIcon={screen.busy ? <CircularProgress size={16} /> : undefined}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
              {screen.busy ? t('screening.screening') : t('screening.screen_now')}
            </Button>
          )}
        </Stack>
      </Paper>
      {screen.failure && (
        <Alert severity="error" onClose={screen.dismiss}>
          {screen.failure}
        </Alert>
      )}

      {!lists_available ? (
        <Alert
          severity="info"
          action={
            isAdmin ? (
              <Button color="inherit" component={RouterLink} to="/dashboard/admin/sanctions-lists">
                {t('screening.open_lists')}
              </Button>
            ) : undefined
          }
        >
          {t('screening.no_lists')}
        </Alert>
      ) : hits.length === 0 ? (
        <Alert severity="success">
          {t('screening.no_hits', {
            date: screened_at ? formatDate(screened_at, true) : t('screening.never_screened'),
          })}
        </Alert>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label={t('screening.hits_label')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {sorted.map((hit) => (
            <li key={hit.code}>
              <MatchCard
                match={hit}
                hit={hit}
                ownerCode={record.kind === 'party' ? record.code : undefined}
                actions={
                  canDecide && (
                    <>
                      {hit.status !== 'false_positive' && (
                        <Button
                          variant="outlined"
                          onClick={() => setDeciding({ hit, decision: 'false_positive' })}
                        >
                          {t('decision.false_positive')}
                        </Button>
                      )}
                      {hit.status !== 'confirmed' && (
                        <Button
                          variant="outlined"
                          color="error"
                          onClick={() => setDeciding({ hit, decision: 'confirmed' })}
                        >
                          {t('decision.confirm')}
                        </Button>
                      )}
                    </>
                  )
                }
              />
            </li>
          ))}
        </Stack>
      )}

      <DecisionDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        onDone={(decision, decided) => {
          setDeciding(null);
          feedback.notify(t(doneKey(decision, decided)));
        }}
      />
      <NoticeSnackbar feedback={feedback} />
    </Stack>
  );
}
