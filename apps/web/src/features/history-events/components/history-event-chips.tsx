import type { HistoryEventType } from '@aml/shared';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const COLORS: ChipColours<HistoryEventType> = {
  decision: 'secondary',
  giif_report: 'warning',
  meeting: 'primary',
  phone_call: 'primary',
  document_received: 'info',
  document_sent: 'info',
};

/** The event's type as a chip. */
export function HistoryEventTypeChip({ type }: { type: HistoryEventType }) {
  return <ValueChip value={type} colours={COLORS} text="history-events:types" outlined />;
}
