import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassDisabled from '@mui/icons-material/HourglassDisabled';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Chip, CircularProgress, type ChipProps, type SvgIconProps } from '@mui/material';
import type { RegistryAnswerStatus } from '@aml/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** How each answer looks beside its text (never colour alone: UI-PATTERNS). */
const LOOKS: Record<
  RegistryAnswerStatus,
  { icon: ComponentType<SvgIconProps>; colour: NonNullable<ChipProps['color']> }
> = {
  found: { icon: CheckCircleOutline, colour: 'success' },
  not_found: { icon: HighlightOff, colour: 'warning' },
  not_configured: { icon: SettingsOutlined, colour: 'default' },
  not_applicable: { icon: DoNotDisturbOn, colour: 'default' },
  unavailable: { icon: ErrorOutline, colour: 'error' },
  rate_limited: { icon: HourglassDisabled, colour: 'warning' },
};

/** The icon of an answer, or a spinner while the registry has not answered (`status` null). */
export function AnswerIcon({ status }: { status: RegistryAnswerStatus | null }) {
  if (!status) return <CircularProgress size={20} aria-hidden />;
  const { icon: Icon, colour } = LOOKS[status];
  return (
    <Icon
      aria-hidden
      fontSize="small"
      sx={{ color: colour === 'default' ? 'text.secondary' : `${colour}.main` }}
    />
  );
}

/** An answer's status as a chip with its icon and text. */
export function AnswerChip({ status }: { status: RegistryAnswerStatus }) {
  const { t } = useTranslation('registries');
  const { icon: Icon, colour } = LOOKS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      icon={<Icon aria-hidden />}
      label={t(`reports.statuses.${status}`)}
    />
  );
}
