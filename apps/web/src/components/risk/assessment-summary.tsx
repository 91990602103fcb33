import { ruleSetNameText, type RiskAssessment } from '@aml/shared';
import { Alert, AlertTitle, Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WrapRow } from '../wrap-row';
import { useDateFormat } from '../../lib/dates';
import { LabelledValues } from '../data-list';
import { RiskChip } from './risk-chip';
import { useTextLanguage } from './risk-language';

/**
 * The level that counts and why: the computed level beside a person's override (with the
 * override's reason, author and date), the reason of the combination, the rule set version.
 */
export function AssessmentSummary({
  assessment,
  actions,
}: {
  assessment: RiskAssessment;
  /** What the reader may do about it (override, open the record). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation(['risk', 'parties']);
  const language = useTextLanguage();
  const formatDate = useDateFormat();
  const { override } = assessment;
  const rows: Array<[label: string, value: string]> = [
    [
      t('rule_set'),
      t('rule_set_version', {
        name: ruleSetNameText(assessment.rule_set.name, language),
        version: assessment.rule_set.version,
      }),
    ],
    [t('assessed_at'), formatDate(assessment.created_at, true)],
  ];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <WrapRow aria-label={t('level')} role="group">
          <Typography color="text.secondary">{t('level')}:</Typography>
          <RiskChip level={assessment.level} />
          {override && (
            <Typography color="text.secondary">
              {t('computed_level', {
                level: t(`parties:risk_levels.${assessment.computed_level}`),
              })}
            </Typography>
          )}
        </WrapRow>
        {override && (
          <Alert severity="info" variant="outlined">
            <AlertTitle>{t('override.title')}</AlertTitle>
            <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{override.reason}</Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {override.by
                ? t('override.by', { by: override.by, at: formatDate(override.at, true) })
                : t('override.by_unknown', { at: formatDate(override.at, true) })}
            </Typography>
          </Alert>
        )}
        <Box>
          {/* The first heading under the page's: a level below it, beside "Rule results". */}
          <Typography variant="h3" component="h2" gutterBottom>
            {t('reason')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {assessment.reason[language]}
          </Typography>
        </Box>
        <LabelledValues rows={rows} />
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
