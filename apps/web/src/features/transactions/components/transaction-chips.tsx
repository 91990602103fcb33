import type { TransactionStatus } from '@aml/shared';
import { Chip, Tooltip, Typography, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAmountFormat } from '../../../lib/amounts';

const STATUS_COLOURS: Record<TransactionStatus, ChipProps['color']> = {
  draft: 'default',
  in_acceptance: 'warning',
  accepted: 'success',
  canceled: 'error',
};

/** Status as a coloured chip that always carries its text (never colour alone). */
export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('transactions');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}

/** Says the EUR value waits for the NBP rate; the tooltip says why (reachable by keyboard). */
export function EurPendingChip() {
  const { t } = useTranslation('transactions');
  return (
    <Tooltip title={t('eur.pending_tooltip')}>
      <Chip size="small" variant="outlined" color="warning" label={t('eur.pending')} tabIndex={0} />
    </Tooltip>
  );
}

/** The EUR value of a transaction, or the pending chip while its rate is not known. */
export function EurValue({ amount }: { amount: string | null }) {
  const formatAmount = useAmountFormat();
  if (amount === null) return <EurPendingChip />;
  return (
    <Typography component="span" variant="inherit">
      {formatAmount(amount, 'EUR', 2)}
    </Typography>
  );
}
