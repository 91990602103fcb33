import type { PartyStatus } from '@aml/shared';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const STATUS_COLOURS: ChipColours<PartyStatus> = {
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
  return <ValueChip value={status} colours={STATUS_COLOURS} text="parties:statuses" />;
}
