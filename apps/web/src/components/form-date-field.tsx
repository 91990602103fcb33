import { Grid } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { validationText } from '../lib/forms';
import { DateInput, INCOMPLETE_DATE, type DateInputProps } from './date-input';

type Options = Partial<
  Pick<DateInputProps, 'required' | 'disabled' | 'helperText' | 'expect' | 'withTime'>
>;

export type FormDateFieldProps<T extends FieldValues> = Options & {
  name: Path<T>;
  control: Control<T>;
  label: string;
};

/**
 * A date picker bound to react-hook-form: the form keeps YYYY-MM-DD ('' for none), its error
 * codes are shown translated, and a failed submit can put the focus on it.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  ...options
}: FormDateFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          {...options}
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          incomplete={INCOMPLETE_DATE}
          focusRef={field.ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={validationText(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}

/**
 * A form's date fields on the 12-column grid, like `gridFields` for text: `dateField(name, md,
 * options)` is a picker `md` columns wide on wide screens, labelled `label(name)`.
 */
export function gridDateFields<T extends FieldValues>(
  control: Control<T>,
  label: (name: Path<T>) => string,
  { breakpoint = 'md', ...common }: Options & { breakpoint?: 'sm' | 'md' } = {},
) {
  return (name: Path<T>, columns = 6, options: Options & { label?: string } = {}) => (
    <Grid size={{ xs: 12, [breakpoint]: columns }}>
      <FormDateField control={control} name={name} label={label(name)} {...common} {...options} />
    </Grid>
  );
}
