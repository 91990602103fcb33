import type { RuleResult } from '@aml/shared';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<RuleResult['status'], ChipProps['color']> = {
  risk_found: 'warning',
  missing_data: 'info',
  cannot_be_processed: 'default',
  passed: 'success',
};

/** What a rule concluded, as a chip that always carries its text (never colour alone). */
export function RuleStatusChip({ status }: { status: RuleResult['status'] }) {
  const { t } = useTranslation('risk');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}
