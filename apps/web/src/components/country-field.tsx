import {
  Autocomplete,
  TextField,
  Typography,
  createFilterOptions,
  type FilterOptionsState,
} from '@mui/material';
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

/** The country whose code or name (in `language`, any case) is exactly `text`, if any. */
function exactCountry(text: string, language: string): string | undefined {
  const typed = text.trim().toLocaleLowerCase(language);
  if (!typed) return undefined;
  return COUNTRY_CODES.find(
    (code) =>
      code.toLowerCase() === typed ||
      countryName(code, language).toLocaleLowerCase(language) === typed,
  );
}

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
  const filter = useMemo(() => {
    const byName = createFilterOptions<string>({
      stringify: (code) => `${countryName(code, language)} ${code}`,
    });
    // A typed code puts its country first.
    return (codes: string[], state: FilterOptionsState<string>) => {
      const typed = state.inputValue.trim().toUpperCase();
      const found = byName(codes, state);
      return found.includes(typed) ? [typed, ...found.filter((code) => code !== typed)] : found;
    };
  }, [language]);
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
                // A country's code or whole name typed and left is taken as chosen: typing 'PL'
                // and moving on is enough. Anything else stays unchosen, as the list shows.
                onBlur={(event) => {
                  const typed = exactCountry(event.target.value, language);
                  if (typed && !chosen.includes(typed)) {
                    onChange(multiple ? [...chosen, typed] : typed);
                  }
                }}
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
