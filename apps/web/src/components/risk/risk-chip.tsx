import type { RiskLevel } from '@aml/shared';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const RISK_COLOURS: Record<RiskLevel, ChipProps['color']> = {
  pending: 'default',
  low: 'success',
  normal: 'info',
  high: 'warning',
  non_acceptable: 'error',
  error: 'error',
  cannot_be_processed: 'default',
  user_verification_required: 'warning',
};

/** A party's or a transaction's risk level as a chip that always carries its text. */
export function RiskChip({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('parties');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RISK_COLOURS[level]}
      label={t(`risk_levels.${level}`)}
    />
  );
}
