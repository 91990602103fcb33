import type { Rule, RuleSetDetail } from '@aml/shared';
import { Breadcrumbs, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DetailSpec } from '../../../components/detail-page';
import { useRuleSetLabels } from './use-labels';

/**
 * The header of a rule's page: where it belongs, its name (or `title`) and kind, whether it is
 * on, the version shown.
 */
export function useRuleHeader() {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  return (
    ruleSet: RuleSetDetail,
    rule: Pick<Rule, 'name' | 'kind' | 'enabled' | 'applies_to'> | undefined,
    { title, action }: { title?: string; action?: ReactNode } = {},
  ): DetailSpec => ({
    breadcrumbs: (
      <Breadcrumbs aria-label={t('rule.breadcrumbs')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/dashboard/rule-sets">
          {t('title')}
        </Link>
        <Link component={RouterLink} to={`/dashboard/rule-sets/${ruleSet.code}`}>
          {ruleSet.name}
        </Link>
      </Breadcrumbs>
    ),
    title: title ?? (rule ? labels.nameOf(rule.name, rule.kind) : ''),
    badges: (
      <>
        {rule && (
          <>
            <Chip
              size="small"
              color={rule.enabled ? 'success' : 'default'}
              label={t(rule.enabled ? 'rule.enabled' : 'rule.disabled')}
            />
            <Chip size="small" variant="outlined" label={t(`rules.${rule.applies_to}.one`)} />
            <Typography variant="body2" color="text.secondary">
              {t('rule.kind', { kind: labels.kindName(rule.kind) })}
            </Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('rule.version', { version: ruleSet.shown_version })}
        </Typography>
      </>
    ),
    actions: action,
  });
}

/** A configuration as an object the form can hold ({} when the rule has none). */
export const configObject = (config: unknown): Record<string, unknown> =>
  typeof config === 'object' && config !== null && !Array.isArray(config)
    ? (config as Record<string, unknown>)
    : {};
