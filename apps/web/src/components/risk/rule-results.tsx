import { RISK_LEVELS, missingDataText, missingFieldsOf, type RuleResult } from '@aml/shared';
import { Alert, AlertTitle, Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/dates';
import { RiskChip } from './risk-chip';
import { useTextLanguage } from './risk-language';
import { RuleStatusChip } from './rule-status-chip';

const STATUS_ORDER: RuleResult['status'][] = [
  'risk_found',
  'missing_data',
  'cannot_be_processed',
  'passed',
];

/** The results that found a risk first (the gravest first), then those that lack data. */
export function sortResults(results: RuleResult[]): RuleResult[] {
  const gravity = (result: RuleResult) => (result.risk ? RISK_LEVELS.indexOf(result.risk) : -1);
  return [...results].sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || gravity(b) - gravity(a),
  );
}

/** What an assessment is about: a party (a customer) or a transaction. */
export type RiskSubject = 'party' | 'transaction';

/** The rule's name: its kind's, in the UI language. */
export function useKindName() {
  const { t, i18n } = useTranslation('risk');
  return (kind: string) =>
    i18n.exists(`risk:kinds.${kind}`) ? t(`kinds.${kind}`) : t('unknown_kind', { kind });
}

/** The names of a party's beneficial owners and board members, in the order the party lists them. */
export type LinkedPeopleNames = { beneficiaries?: string[]; board_members?: string[] };

/**
 * What every rule of an assessment said: its finding, the level it points to, what it lacks
 * (a person's missing data named with the person, when `people` are given).
 */
export function RuleResults({
  results,
  people,
}: {
  results: RuleResult[];
  people?: LinkedPeopleNames;
}) {
  const { t } = useTranslation('risk');
  const language = useTextLanguage();
  const kindName = useKindName();
  const formatDate = useDateFormat();
  if (results.length === 0) {
    return <Typography color="text.secondary">{t('results.empty')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('results.title')}>
      {sortResults(results).map((result) => (
        <ListItem key={result.code} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, mb: 0.5 }}
          >
            <Typography variant="h3" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {kindName(result.kind)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <RuleStatusChip status={result.status} />
              {result.risk && <RiskChip level={result.risk} />}
            </Stack>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {result.explanation[language]}
          </Typography>
          {result.rejected && (
            <Alert severity="info" variant="outlined" icon={false} sx={{ mt: 1 }}>
              <AlertTitle>{t('results.rejected')}</AlertTitle>
              <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {result.rejected.reason}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[result.rejected.by, formatDate(result.rejected.at, true)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Alert>
          )}
          {result.missing.length > 0 && (
            <Box sx={{ mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('results.missing')}:{' '}
                {/* Named as the task that asks for them names them (packages/shared). */}
                {missingFieldsOf(result.missing, people)
                  .map((field) => missingDataText(field, language))
                  .join(', ')}
              </Typography>
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
