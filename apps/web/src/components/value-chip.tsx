import { Chip, Tooltip, type ChipProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The colour of each value of a set; a value left out is grey. */
export type ChipColours<Value extends string> = Partial<Record<Value, ChipProps['color']>>;

/** A chip colour as a colour of the theme, for what draws a value beside its chip (charts). */
export function chipColour(theme: Theme, colour: ChipProps['color'] = 'default'): string {
  return colour === 'default' || colour === undefined
    ? theme.palette.grey[theme.palette.mode === 'dark' ? 500 : 600]
    : theme.palette[colour].main;
}

/**
 * One value of a set (a status, a type, a level) as a small chip that always carries its
 * text (UI-PATTERNS: never colour alone). `text` names the texts of the set, as
 * `namespace:group`; the chip reads `<text>.<value>`.
 */
export function ValueChip<Value extends string>({
  value,
  colours,
  text,
  outlined = false,
}: {
  value: Value;
  colours: ChipColours<Value>;
  text: string;
  outlined?: boolean;
}) {
  // The namespace is loaded with the chip: it may be a feature's, fetched on demand.
  const { t } = useTranslation(text.split(':')[0]);
  return (
    <Chip
      size="small"
      variant={outlined ? 'outlined' : 'filled'}
      color={colours[value] ?? 'default'}
      label={t(`${text}.${value}`)}
    />
  );
}

/** A short fact as an outlined chip, explained on hover and on focus (reachable by keyboard). */
export function HintChip({
  label,
  hint,
  color,
}: {
  label: string;
  hint: string;
  color: ChipProps['color'];
}) {
  return (
    <Tooltip title={hint}>
      <Chip size="small" variant="outlined" color={color} label={label} tabIndex={0} />
    </Tooltip>
  );
}
