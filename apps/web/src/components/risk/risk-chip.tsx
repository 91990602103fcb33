import type { RiskLevel } from '@aml/shared';
import { ValueChip, type ChipColours } from '../value-chip';

/** The colour of each risk level, on its chip and in the dashboard's charts. */
export const RISK_COLOURS: ChipColours<RiskLevel> = {
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
  return <ValueChip value={level} colours={RISK_COLOURS} text="parties:risk_levels" outlined />;
}
