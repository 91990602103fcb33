import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRuleSetLabels } from './use-labels';

const RISK_COLOURS: Record<string, ChipProps['color']> = {
  low: 'success',
  normal: 'info',
  high: 'warning',
  non_acceptable: 'error',
};

/** A rule's level as a chip that always carries its text (never colour alone). */
export function RiskLevelChip({ level }: { level: string }) {
  const labels = useRuleSetLabels();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RISK_COLOURS[level] ?? 'default'}
      label={labels.riskLabel(level)}
    />
  );
}

/** The set the team's parties are assessed with. */
export function ActiveChip() {
  const { t } = useTranslation('rule-sets');
  return <Chip size="small" color="success" label={t('active')} />;
}
