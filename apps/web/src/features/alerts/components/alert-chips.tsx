import type { AlertSeverity, AlertStatus } from '@aml/shared';
import Report from '@mui/icons-material/Report';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<AlertStatus, ChipProps['color']> = {
  new: 'info',
  in_progress: 'primary',
  escalated: 'warning',
  closed_false_positive: 'default',
  closed_confirmed: 'error',
};

/** Status as a coloured chip that always carries its text (never colour alone). */
export function AlertStatusChip({ status }: { status: AlertStatus }) {
  const { t } = useTranslation('alerts');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}

/**
 * Severity as a chip; high and critical are filled, bold and carry an icon so they stand out
 * in a long list even without colour.
 */
export function AlertSeverityChip({ severity }: { severity: AlertSeverity }) {
  const { t } = useTranslation('alerts');
  const label = t(`severities.${severity}`);
  if (severity === 'critical' || severity === 'high') {
    const Icon = severity === 'critical' ? Report : WarningAmber;
    return (
      <Chip
        size="small"
        color={severity === 'critical' ? 'error' : 'warning'}
        icon={<Icon aria-hidden />}
        label={label}
        sx={{ fontWeight: 700 }}
      />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={severity === 'medium' ? 'info' : 'default'}
      label={label}
    />
  );
}
