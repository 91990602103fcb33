import type { AlertSeverity, AlertStatus } from '@aml/shared';
import Report from '@mui/icons-material/Report';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const STATUS_COLOURS: ChipColours<AlertStatus> = {
  new: 'info',
  in_progress: 'primary',
  escalated: 'warning',
  closed_false_positive: 'default',
  closed_confirmed: 'error',
};

/** Status as a coloured chip that always carries its text (never colour alone). */
export function AlertStatusChip({ status }: { status: AlertStatus }) {
  return <ValueChip value={status} colours={STATUS_COLOURS} text="alerts:statuses" />;
}

/**
 * Severity as a chip; high and critical are filled, bold and carry an icon so they stand out
 * in a long list even without colour.
 */
export function AlertSeverityChip({ severity }: { severity: AlertSeverity }) {
  const { t } = useTranslation('alerts');
  if (severity === 'critical' || severity === 'high') {
    const Icon = severity === 'critical' ? Report : WarningAmber;
    return (
      <Chip
        size="small"
        color={severity === 'critical' ? 'error' : 'warning'}
        icon={<Icon aria-hidden />}
        label={t(`severities.${severity}`)}
        sx={{ fontWeight: 700 }}
      />
    );
  }
  return (
    <ValueChip value={severity} colours={{ medium: 'info' }} text="alerts:severities" outlined />
  );
}
