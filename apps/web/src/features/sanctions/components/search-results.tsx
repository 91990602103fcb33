import type { SanctionSearchResult } from '@aml/shared';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';
import { useListName, usePercent } from './labels';
import { MatchCard } from './match-card';

type ListVersion = { source: string; version: number; created_at: string };

/** Which lists were searched: each with its version and the day it was imported. */
export function ListVersions({ lists, label }: { lists: ListVersion[]; label: string }) {
  const listName = useListName();
  const formatDate = useDateFormat();
  const { t } = useTranslation('sanctions');
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      aria-label={label}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {lists.map((list) => (
        <li key={list.source}>
          <Chip
            variant="outlined"
            label={t('search.list_version', {
              list: listName(list.source),
              version: list.version,
              date: formatDate(list.created_at),
            })}
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** The matches of a search as cards, with the lists searched and the threshold. */
export function SanctionSearchResults({ result }: { result: SanctionSearchResult }) {
  const { t } = useTranslation('sanctions');
  const percent = usePercent();
  const threshold = percent(result.threshold);
  return (
    <Stack spacing={2} component="section" aria-labelledby="sanction-results-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography variant="h2" id="sanction-results-title">
          {t('search.results_title')}
        </Typography>
        {result.searches_this_month !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('search.searches_this_month', { count: result.searches_this_month })}
          </Typography>
        )}
      </Stack>
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('search.lists_searched')}
        </Typography>
        <ListVersions lists={result.lists} label={t('search.lists_searched')} />
      </div>
      {result.matches.length === 0 ? (
        <Alert severity="success">{t('search.no_matches', { threshold })}</Alert>
      ) : (
        <>
          <Typography>
            {t('search.matches', { count: result.matches.length, threshold })}
          </Typography>
          <Stack
            component="ul"
            spacing={2}
            aria-label={t('search.results_label')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {result.matches.map((match, index) => (
              <li key={`${match.source}:${match.entry_id}:${index}`}>
                <MatchCard match={match} threshold={result.threshold} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
