import type { TransactionStatus } from '@aml/shared';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HintChip, ValueChip, type ChipColours } from '../../../components/value-chip';
import { useAmountFormat } from '../../../lib/amounts';

const STATUS_COLOURS: ChipColours<TransactionStatus> = {
  draft: 'default',
  in_acceptance: 'warning',
  accepted: 'success',
  canceled: 'error',
};

/** Status as a coloured chip that always carries its text (never colour alone). */
export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  return <ValueChip value={status} colours={STATUS_COLOURS} text="transactions:statuses" />;
}

/** Says the EUR value waits for the NBP rate; the tooltip says why (reachable by keyboard). */
export function EurPendingChip() {
  const { t } = useTranslation('transactions');
  return <HintChip label={t('eur.pending')} hint={t('eur.pending_tooltip')} color="warning" />;
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
