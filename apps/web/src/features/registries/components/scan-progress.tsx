import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerIcon } from './answer-status';
import { useRegistryName } from './labels';
import type { ScanState } from './use-scan';

/** One step of the scan: its icon, its name, and where it stands. */
function Step({
  icon,
  name,
  status,
  detail,
}: {
  icon: ReactNode;
  name: string;
  status: string;
  /** Why a registry could not answer, as it said. */
  detail?: string | null;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '24px minmax(0, 1fr)',
        columnGap: 1.5,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>{icon}</Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0, sm: 2 }}
        sx={{ alignItems: { sm: 'baseline' }, minWidth: 0 }}
      >
        <Typography sx={{ fontWeight: 500, flex: { sm: '0 0 230px' } }}>{name}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {status}
          {detail ? ` · ${detail}` : ''}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * The scan as it runs (UI-PATTERNS: long work): one row per registry, a spinner until it
 * answers and then what it answered; the screening once every registry has; a bar of the
 * registries that have answered.
 */
export function ScanProgress({ scan }: { scan: ScanState }) {
  const { t } = useTranslation('registries');
  const registryName = useRegistryName();
  const titleId = useId();
  const total = scan.registries.length;
  const answered = scan.registries.filter((registry) => scan.answers[registry]).length;
  const allAnswered = answered === total;
  const counted = t('scan.answered', { answered, total });
  const screening = scan.screening
    ? scan.screening.done
      ? `${t('scan.screened', { count: scan.screening.screened })}, ${t('scan.hits', { count: scan.screening.hits })}`
      : t('scan.screening_no_lists')
    : allAnswered && scan.running
      ? t('scan.screening_running')
      : scan.running
        ? t('scan.screening_waiting')
        : t('scan.screening_stopped');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" id={titleId}>
        {t('scan.progress_title', { identifier: scan.identifier })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : (answered / total) * 100}
          aria-label={counted}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography
          variant="body2"
          role="status"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {counted}
        </Typography>
      </Stack>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {scan.registries.map((registry) => {
          const answer = scan.answers[registry];
          return (
            <Step
              key={registry}
              icon={
                answer || scan.running ? (
                  <AnswerIcon status={answer?.status ?? null} />
                ) : (
                  <AnswerIcon status="unavailable" />
                )
              }
              name={registryName(registry)}
              status={
                answer
                  ? t(`reports.statuses.${answer.status}`)
                  : scan.running
                    ? t('scan.registry_waiting')
                    : t('scan.registry_stopped')
              }
              detail={answer?.status === 'unavailable' ? answer.message : null}
            />
          );
        })}
        <Step
          icon={
            scan.screening ? (
              <FactCheckOutlined
                aria-hidden
                fontSize="small"
                sx={{
                  color: !scan.screening.done
                    ? 'text.secondary'
                    : scan.screening.hits > 0
                      ? 'error.main'
                      : 'success.main',
                }}
              />
            ) : (
              <AnswerIcon status={scan.running && allAnswered ? null : 'not_applicable'} />
            )
          }
          name={t('scan.screening')}
          status={screening}
        />
      </Box>
    </Paper>
  );
}
