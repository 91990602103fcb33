import type { Rule, RuleSetDetail } from '@aml/shared';
import { Box, Breadcrumbs, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRuleSetLabels } from './use-labels';

/** A rule's page header: where it belongs, its name and kind, whether it is on. */
export function RuleHeading({
  ruleSet,
  rule,
  title,
  action,
}: {
  ruleSet: RuleSetDetail | undefined;
  rule: Pick<Rule, 'name' | 'kind' | 'enabled' | 'applies_to'> | undefined;
  title?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const code = ruleSet?.code ?? '';
  return (
    <Box sx={{ mb: 3 }}>
      <Breadcrumbs aria-label={t('rule.breadcrumbs')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/dashboard/rule-sets">
          {t('title')}
        </Link>
        <Link component={RouterLink} to={`/dashboard/rule-sets/${code}`}>
          {ruleSet?.name ?? code}
        </Link>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title ?? (rule ? labels.nameOf(rule.name, rule.kind) : '')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            {rule && (
              <Chip
                size="small"
                color={rule.enabled ? 'success' : 'default'}
                label={t(rule.enabled ? 'rule.enabled' : 'rule.disabled')}
              />
            )}
            {rule && (
              <Chip size="small" variant="outlined" label={t(`rules.${rule.applies_to}.one`)} />
            )}
            {rule && (
              <Typography variant="body2" color="text.secondary">
                {t('rule.kind', { kind: labels.kindName(rule.kind) })}
              </Typography>
            )}
            {ruleSet && (
              <Typography variant="body2" color="text.secondary">
                {t('rule.version', { version: ruleSet.shown_version })}
              </Typography>
            )}
          </Stack>
        </Box>
        {action}
      </Stack>
    </Box>
  );
}

/** A configuration as an object the form can hold ({} when the rule has none). */
export const configObject = (config: unknown): Record<string, unknown> =>
  typeof config === 'object' && config !== null && !Array.isArray(config)
    ? (config as Record<string, unknown>)
    : {};
