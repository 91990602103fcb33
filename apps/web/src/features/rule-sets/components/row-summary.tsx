import type { RuleSetDetail } from '@aml/shared';
import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WrapRow } from '../../../components/wrap-row';
import { FIXED_OPTIONS, isEurAmount, type ObjectShape } from './config-shape';
import { RiskLevelChip } from './rule-set-chips';
import { useRuleSetLabels } from './use-labels';

/** Whether the summary line says what this field holds (the rest is shown apart). */
export function isSummarised([key, shape]: ObjectShape[number], fields: ObjectShape): boolean {
  switch (shape.type) {
    case 'amount':
    case 'risk':
    case 'boolean':
    case 'bilingual':
      return true;
    case 'select':
      return key === 'comparison' && fields.some(([, other]) => other.type === 'amount');
    case 'string_list':
      return shape.anyWhenEmpty && shape.options !== null;
    default:
      return false;
  }
}

/**
 * One line saying what a titled row does: "above 15,000.00 EUR · Types: transfer ·
 * Institutions: all except Currency exchange office", its level, and its switches that are on.
 */
export function RowSummary({
  fields,
  value,
  lists,
}: {
  fields: ObjectShape;
  value: Record<string, unknown>;
  lists?: RuleSetDetail['lists'];
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const parts: string[] = [];
  const comparison = value.comparison === 'above' ? 'above' : 'at_or_above';
  for (const [key, shape] of fields) {
    const item = value[key];
    if (shape.type === 'amount' && typeof item === 'string' && isEurAmount(item)) {
      parts.push(
        fields.some(([other]) => other === 'comparison')
          ? t(`summary.${comparison}`, { amount: labels.eurAmount(item) })
          : labels.eurAmount(item),
      );
    }
    if (shape.type === 'string_list' && shape.anyWhenEmpty && shape.options) {
      const chosen = Array.isArray(item) ? (item as string[]) : [];
      const all = shape.options === 'lists' ? [] : FIXED_OPTIONS[shape.options];
      const name = (option: string) => labels.optionLabel(shape.options!, option, lists);
      const rest = all.filter((option) => !chosen.includes(option));
      const values =
        chosen.length === 0
          ? t('summary.any')
          : // "all except one" reads better than eight names.
            all.length > 3 && rest.length > 0 && rest.length < chosen.length
            ? t('summary.all_except', { values: rest.map(name).join(', ') })
            : chosen.map(name).join(', ');
      parts.push(
        t('summary.filter', {
          label: t(`summary.filters.${key}`, { defaultValue: labels.fieldLabel(key) }),
          values,
        }),
      );
    }
  }
  const risk = fields.find(([, shape]) => shape.type === 'risk');
  const switches = fields.filter(([key, shape]) => shape.type === 'boolean' && value[key] === true);
  return (
    <WrapRow sx={{ minWidth: 0 }}>
      {parts.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {parts.join(' · ')}
        </Typography>
      )}
      {risk && typeof value[risk[0]] === 'string' && (
        <RiskLevelChip level={value[risk[0]] as string} />
      )}
      {switches.map(([key]) => (
        <Chip key={key} size="small" color="warning" label={labels.fieldLabel(key)} />
      ))}
    </WrapRow>
  );
}
