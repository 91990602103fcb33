import type { PartyStatus } from '@aml/shared';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<PartyStatus, ChipProps['color']> = {
  active: 'success',
  occasional: 'info',
  in_acceptance: 'warning',
  kyc_in_progress: 'warning',
  draft: 'default',
  inactive: 'default',
  rejected: 'error',
};

/** Status as a coloured chip that always carries its text (never colour alone). */
export function PartyStatusChip({ status }: { status: PartyStatus }) {
  const { t } = useTranslation('parties');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}
