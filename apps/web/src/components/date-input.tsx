import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { pl } from 'date-fns/locale/pl';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../lib/forms';

/** The range of the spec's date pickers (section 9); the shared schemas refuse dates outside it. */
const EARLIEST = new Date(1900, 0, 1);
const LATEST = new Date(2099, 11, 31);

/** What a form keeps of a date typed only in part, so that its schema calls it invalid. */
export const INCOMPLETE_DATE = 'incomplete';

/** Which side of today a date should be on: outside it, the field asks the user to check. */
export type DateExpectation = 'past' | 'future';

export type DateInputProps = {
  label: string;
  /** The date as YYYY-MM-DD (with a time, YYYY-MM-DDTHH:mm in local time), '' for none. */
  value: string;
  /** Ask for the time of day too (24-hour clock). */
  withTime?: boolean;
  /** Called with YYYY-MM-DD, '' when cleared, and `incomplete` (if given) while typed in part. */
  onChange: (value: string) => void;
  /** The value to report for a date typed in part; unset, such a date is not reported. */
  incomplete?: string;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Warn (without refusing) when the date is not on this side of today. */
  expect?: DateExpectation;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Receives what puts the focus on the field (the first invalid field after a submit). */
  focusRef?: (target: { focus: () => void } | null) => void;
};

/** How the value is kept: a day, or a day and a local time (a datetime-local's format). */
const KEPT = { day: 'yyyy-MM-dd', time: "yyyy-MM-dd'T'HH:mm" };
const KEPT_PATTERN = { day: /^\d{4}-\d{2}-\d{2}$/, time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/ };

const parseKept = (value: string, kind: keyof typeof KEPT): Date | null => {
  const date = KEPT_PATTERN[kind].test(value) ? parseISO(value) : null;
  return date && isValid(date) ? date : null;
};

/** The field's first part (the day, in both languages), where typing a date starts. */
const firstSection = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="spinbutton"]');

/** MUI X's Polish texts, with the empty field's placeholders in Polish (RRRR, not YYYY). */
const POLISH_TEXTS = {
  ...plPL.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'R'.repeat(params.digitAmount),
  fieldMonthPlaceholder: () => 'MM',
  fieldDayPlaceholder: () => 'DD',
  fieldHoursPlaceholder: () => 'gg',
  fieldMinutesPlaceholder: () => 'mm',
};

/** The error code of the shared schemas for what the picker found wrong. */
const ERROR_CODES: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  invalidDate: 'invalid_date',
  minDate: 'date_too_early',
  maxDate: 'date_too_late',
};

/**
 * A date picker in the user's language (Polish: dd.MM.yyyy, weeks from Monday; English:
 * dd/MM/yyyy; times on the 24-hour clock), limited to 1900–2099, that keeps dates as
 * YYYY-MM-DD (with a time, YYYY-MM-DDTHH:mm). The user types the date
 * or picks it from a calendar; a date on the unexpected side of today is shown with a warning.
 */
export function DateInput({
  label,
  value,
  withTime = false,
  onChange,
  incomplete,
  onBlur,
  name,
  required,
  disabled,
  error,
  helperText,
  expect,
  size,
  fullWidth,
  focusRef,
}: DateInputProps) {
  const { t, i18n } = useTranslation('common');
  const polish = i18n.resolvedLanguage === 'pl';
  const kind = withTime ? 'time' : 'day';
  // The picker's own value: a date typed in part stays as typed while the form holds a marker.
  const [shown, setShown] = useState(() => ({ value, date: parseKept(value, kind) }));
  if (shown.value !== value) setShown({ value, date: parseKept(value, kind) });
  const [problem, setProblem] = useState<string | undefined>();
  const [left, setLeft] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);

  // The picker reports a date typed in part to nobody (its value stays as it was), so leaving
  // the field reads what it shows: something typed that is not a whole date is invalid, not
  // empty, and a form is told so rather than saving no date.
  const leave = () => {
    setLeft(true);
    const typed = root.current?.querySelector<HTMLInputElement>('input')?.value ?? '';
    if (typed !== '' && !(shown.date && isValid(shown.date))) {
      setProblem('invalid_date');
      if (incomplete !== undefined && value !== incomplete) {
        setShown({ value: incomplete, date: shown.date });
        onChange(incomplete);
      }
    }
    onBlur?.();
  };

  const change = (date: Date | null) => {
    const typed = date === null ? '' : isValid(date) ? format(date, KEPT[kind]) : incomplete;
    setShown({ value: typed ?? value, date });
    if (typed !== undefined && typed !== value) onChange(typed);
  };

  const now = format(new Date(), KEPT[kind]);
  const warning =
    expect && KEPT_PATTERN[kind].test(value)
      ? expect === 'past' && value > now
        ? t('dates.future_warning')
        : expect === 'future' && value < now
          ? t('dates.past_warning')
          : undefined
      : undefined;
  const Picker = withTime ? DesktopDateTimePicker : DesktopDatePicker;
  const ownError = left && !error ? validationText(problem) : undefined;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={polish ? pl : enGB}
      localeText={polish ? POLISH_TEXTS : undefined}
    >
      <Picker
        label={label}
        ampm={withTime ? false : undefined}
        value={shown.date}
        onChange={change}
        onError={(reason) =>
          setProblem(reason ? (ERROR_CODES[reason] ?? 'invalid_date') : undefined)
        }
        minDate={EARLIEST}
        maxDate={LATEST}
        disabled={disabled}
        name={name}
        ref={(node: HTMLDivElement | null) => {
          root.current = node;
          focusRef?.(node ? { focus: () => firstSection(node)?.focus() } : null);
        }}
        slotProps={{
          textField: {
            required,
            size,
            fullWidth,
            error: Boolean(error || ownError),
            helperText: helperText ?? ownError ?? warning,
            onBlur: leave,
          },
          openPickerButton: { 'aria-label': t('dates.choose', { label }) },
          // Below the field where there is room, so the calendar does not cover its label.
          popper: { placement: 'bottom-start' },
        }}
      />
    </LocalizationProvider>
  );
}
