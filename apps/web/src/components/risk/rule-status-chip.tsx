import type { RuleResult } from '@aml/shared';
import { ValueChip, type ChipColours } from '../value-chip';

const STATUS_COLOURS: ChipColours<RuleResult['status']> = {
  risk_found: 'warning',
  missing_data: 'info',
  cannot_be_processed: 'default',
  passed: 'success',
};

/** What a rule concluded, as a chip that always carries its text (never colour alone). */
export function RuleStatusChip({ status }: { status: RuleResult['status'] }) {
  return <ValueChip value={status} colours={STATUS_COLOURS} text="risk:statuses" />;
}
