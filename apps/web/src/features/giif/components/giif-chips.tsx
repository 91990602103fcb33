import type { GiifFileState } from '@aml/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EventBusy from '@mui/icons-material/EventBusy';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Schedule from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const STATE_COLOURS: ChipColours<GiifFileState> = {
  draft: 'warning',
  validated: 'info',
  exported: 'info',
  signed: 'primary',
  submitted: 'primary',
  loaded: 'success',
  rejected: 'error',
};

/** A file's state as a chip with its name (Z and R as GIIF's site shows them). */
export function FileStateChip({ state }: { state: GiifFileState }) {
  return <ValueChip value={state} colours={STATE_COLOURS} text="giif:states" />;
}

/**
 * How long is left to report (days counted in Warsaw by the API): overdue in red with the days
 * past, due today, or the days left; always in words, never colour alone.
 */
export function DeadlineBadge({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation('giif');
  if (daysLeft < 0) {
    return (
      <Chip
        size="small"
        color="error"
        icon={<EventBusy aria-hidden />}
        label={t('deadline.overdue', { count: -daysLeft })}
      />
    );
  }
  if (daysLeft === 0) {
    return (
      <Chip
        size="small"
        color="warning"
        icon={<Schedule aria-hidden />}
        label={t('deadline.today')}
      />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={daysLeft <= 2 ? 'warning' : 'default'}
      label={t('deadline.left', { count: daysLeft })}
    />
  );
}

/** "3 data missing" or "Complete": what the report still needs. */
export function IssueCount({ count }: { count: number }) {
  const { t } = useTranslation('giif');
  return count === 0 ? (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      icon={<CheckCircleOutline aria-hidden />}
      label={t('issue_count.complete')}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<ErrorOutline aria-hidden />}
      label={t('issue_count.missing', { count })}
    />
  );
}
