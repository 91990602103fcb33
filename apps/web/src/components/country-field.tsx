import { Autocomplete, TextField, Typography, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '../lib/countries';
import { validationText } from '../lib/forms';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Several countries (a list of codes, e.g. citizenships) or one (a code, '' for none). */
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/** The country names of a language, as a function of the code. */
export function useCountryName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (code: string) => countryName(code, language);
}

/**
 * A country picker bound to react-hook-form: every country of ISO 3166-1 by its name in the
 * user's language, found by name or code as the user types; the form keeps the codes.
 */
export function CountryField<T extends FieldValues>({
  control,
  name,
  label,
  multiple = false,
  required,
  helperText,
  disabled,
}: Props<T>) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const nameOf = (code: string) => countryName(code, language);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...COUNTRY_CODES].sort((a, b) =>
      collator.compare(countryName(a, language), countryName(b, language)),
    );
  }, [language]);
  const filter = useMemo(
    () =>
      createFilterOptions<string>({
        stringify: (code) => `${countryName(code, language)} ${code}`,
      }),
    [language],
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => {
        const chosen: string[] = multiple ? (value ?? []) : value ? [value] : [];
        // A code stored before this list (or by an import) stays choosable and shown.
        const options = [...sorted, ...chosen.filter((code) => !COUNTRY_CODES.includes(code))];
        return (
          <Autocomplete<string, boolean, false, false>
            multiple={multiple}
            options={options}
            value={multiple ? chosen : (chosen[0] ?? null)}
            onChange={(_event, next) => onChange(multiple ? (next ?? []) : (next ?? ''))}
            onBlur={onBlur}
            disabled={disabled}
            autoHighlight
            filterOptions={filter}
            getOptionLabel={nameOf}
            noOptionsText={t('country_picker.no_matches')}
            clearText={t('picker.clear')}
            openText={t('picker.open')}
            closeText={t('picker.close')}
            renderOption={({ key, ...props }, code) => (
              <li key={key} {...props}>
                {nameOf(code)}
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {code}
                </Typography>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label={label}
                required={required}
                placeholder={chosen.length === 0 ? t('country_picker.placeholder') : undefined}
                error={Boolean(fieldState.error)}
                helperText={validationText(fieldState.error?.message) ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
