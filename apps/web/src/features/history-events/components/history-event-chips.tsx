import type { HistoryEventType } from '@aml/shared';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS: Partial<Record<HistoryEventType, 'primary' | 'secondary' | 'warning' | 'info'>> = {
  decision: 'secondary',
  giif_report: 'warning',
  meeting: 'primary',
  phone_call: 'primary',
  document_received: 'info',
  document_sent: 'info',
};

/** The event's type as a chip. */
export function HistoryEventTypeChip({ type }: { type: HistoryEventType }) {
  const { t } = useTranslation('history-events');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[type] ?? 'default'}
      label={t(`types.${type}`)}
    />
  );
}
