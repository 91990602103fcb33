import type { Rule, RuleSetDetail, RuleSubject } from '@aml/shared';
import { Chip, Link, Switch, Tooltip, Typography } from '@mui/material';
import { DataTable } from '../../../components/data-table';
import { useAction } from '../../../components/use-action';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RULE_SET_QUERIES, updateRule } from '../api/rule-sets-api';
import { useRuleSetErrorText } from './use-error-text';
import { useRuleSetLabels } from './use-labels';

/** The path of a rule's page, keeping the version when an earlier one is shown. */
export function rulePath(ruleSet: RuleSetDetail, rule: Pick<Rule, 'code'>) {
  const base = `/dashboard/rule-sets/${ruleSet.code}/rules/${rule.code}`;
  return ruleSet.shown_version === ruleSet.version
    ? base
    : `${base}?version=${ruleSet.shown_version}`;
}

/** The rules of a set that assess one subject (parties or transactions). */
export const rulesOf = (ruleSet: RuleSetDetail, subject: RuleSubject) =>
  ruleSet.rules.filter((rule) => rule.applies_to === subject);

/** The rules of a set: turned on and off here, configured on their own pages. */
export function RulesTable({
  ruleSet,
  subject,
  canEdit,
  onNotice,
  onFailure,
}: {
  ruleSet: RuleSetDetail;
  subject: RuleSubject;
  canEdit: boolean;
  onNotice: (text: string) => void;
  onFailure: (text: string) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const errorText = useRuleSetErrorText();
  const toggle = useAction(
    ({ rule, enabled }: { rule: Rule; enabled: boolean }) =>
      updateRule(ruleSet.code, rule.code, { enabled }),
    {
      refresh: RULE_SET_QUERIES,
      onDone: (_result, { rule, enabled }) =>
        onNotice(
          t(enabled ? 'rules.enabled_notice' : 'rules.disabled_notice', {
            name: labels.nameOf(rule.name, rule.kind),
          }),
        ),
      onFailed: (error) => onFailure(errorText(error)),
    },
  );

  const rules = rulesOf(ruleSet, subject);
  if (rules.length === 0) {
    return <Typography color="text.secondary">{t(`rules.${subject}.empty`)}</Typography>;
  }
  return (
    <DataTable
      outlined={false}
      hover
      label={t(`rules.${subject}.title`)}
      minWidth={640}
      rows={rules}
      rowKey={(rule) => rule.code}
      columns={[
        {
          key: 'name',
          header: t('rules.name'),
          render: (rule) => (
            <Link component={RouterLink} to={rulePath(ruleSet, rule)}>
              {labels.nameOf(rule.name, rule.kind)}
            </Link>
          ),
        },
        { key: 'kind', header: t('rules.kind'), render: (rule) => labels.kindName(rule.kind) },
        {
          key: 'reads',
          header: t('rules.reads'),
          render: (rule) =>
            rule.reads.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t(`rules.${subject}.reads_nothing`)}
              </Typography>
            ) : (
              rule.reads.map((field) => (
                <Chip
                  key={field}
                  size="small"
                  label={labels.readLabel(field, subject)}
                  sx={{ mr: 0.5, mb: 0.5 }}
                />
              ))
            ),
        },
        {
          key: 'enabled',
          header: t('rules.enabled'),
          render: (rule) => {
            const busy = toggle.input?.rule.code === rule.code;
            return (
              <Tooltip title={canEdit ? '' : t('rules.toggle_not_allowed')}>
                <span>
                  <Switch
                    checked={busy ? toggle.input!.enabled : rule.enabled}
                    disabled={!canEdit || busy}
                    onChange={(event) => toggle.run({ rule, enabled: event.target.checked })}
                    slotProps={{
                      input: {
                        'aria-label': t('rules.enabled_named', {
                          name: labels.nameOf(rule.name, rule.kind),
                        }),
                      },
                    }}
                  />
                </span>
              </Tooltip>
            );
          },
        },
      ]}
    />
  );
}
