import { Autocomplete, TextField, Typography, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../lib/forms';

/** The currencies people of a Polish obligated institution deal in most, listed first. */
const COMMON = ['PLN', 'EUR', 'USD', 'GBP', 'CHF', 'UAH', 'CZK', 'NOK', 'SEK', 'DKK'];

/** Virtual currencies suggested for crypto transactions; any other ticker can be typed. */
const VIRTUAL: Record<string, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ether',
  USDT: 'Tether',
  USDC: 'USD Coin',
  LTC: 'Litecoin',
  XRP: 'XRP',
};

/** Every currency of ISO 4217 the browser knows, the common ones first. */
const ISO_CURRENCIES = [
  ...COMMON,
  ...Intl.supportedValuesOf('currency').filter((code) => !COMMON.includes(code)),
];

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Suggest virtual currencies (a crypto transaction) before the others. */
  virtual?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * A currency picker bound to react-hook-form: ISO 4217 currencies by code and by name in the
 * user's language (and virtual ones where asked), found by either as the user types. The form
 * keeps the upper-case code; a code not listed (another virtual currency) can be typed.
 */
export function CurrencyField<T extends FieldValues>({
  control,
  name,
  label,
  virtual = false,
  required,
  helperText,
}: Props<T>) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const nameOf = useMemo(() => {
    const names = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' });
    // DisplayNames refuses anything but three letters (a ticker such as SOL is not a currency).
    return (code: string) =>
      VIRTUAL[code] ?? (/^[A-Z]{3}$/.test(code) ? names.of(code) : undefined) ?? '';
  }, [language]);
  const options = useMemo(
    () => (virtual ? [...Object.keys(VIRTUAL), ...ISO_CURRENCIES] : ISO_CURRENCIES),
    [virtual],
  );
  const filter = useMemo(
    () => createFilterOptions<string>({ stringify: (code) => `${code} ${nameOf(code)}` }),
    [nameOf],
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
        <Autocomplete<string, false, false, true>
          freeSolo
          // A picker, though a code can be typed: its arrow opens the list.
          forcePopupIcon
          options={options}
          filterOptions={filter}
          value={value ?? ''}
          inputValue={value ?? ''}
          onInputChange={(_event, text) => onChange(text.toUpperCase())}
          onChange={(_event, code) => onChange((code ?? '').toUpperCase())}
          onBlur={onBlur}
          clearText={t('picker.clear')}
          openText={t('picker.open')}
          closeText={t('picker.close')}
          renderOption={({ key, ...props }, code) => (
            <li key={key} {...props}>
              {code}
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {nameOf(code)}
              </Typography>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={ref}
              required={required}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={
                validationText(fieldState.error?.message) ??
                (nameOf(String(value ?? '')) || helperText)
              }
            />
          )}
        />
      )}
    />
  );
}
