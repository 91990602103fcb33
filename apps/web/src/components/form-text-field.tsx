import { Grid, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { bindField, validationText } from '../lib/forms';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  /** The field's own checks. */
  rules?: RegisterOptions<T, Path<T>>;
  /** The text of an error code; the validation namespace's unless told. */
  errorText?: (code: string | undefined) => string | undefined;
  /** The value the form keeps of the typed text (a number, null for nothing). */
  parse?: (text: string) => unknown;
};

/**
 * A text field bound to react-hook-form; its error codes are shown translated, in place of
 * its helper text.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  rules,
  errorText = validationText,
  parse,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...bindField(field)}
          value={field.value ?? ''}
          onChange={parse ? (event) => field.onChange(parse(event.target.value)) : field.onChange}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? props.helperText}
        />
      )}
    />
  );
}

type FieldProps = Partial<Omit<TextFieldProps, 'name'>>;

/**
 * A form's text fields on the 12-column grid (UI-PATTERNS: create and edit): `field(name, md,
 * props)` is a field `md` columns wide on wide screens, labelled `label(name)`, with `common`
 * props for every field (disabled for a user who may not edit).
 */
export function gridFields<T extends FieldValues>(
  control: Control<T>,
  label: (name: Path<T>) => string,
  { breakpoint = 'md', ...common }: FieldProps & { breakpoint?: 'sm' | 'md' } = {},
) {
  return (name: Path<T>, columns = 6, props: FieldProps = {}) => (
    <Grid size={{ xs: 12, [breakpoint]: columns }}>
      <FormTextField control={control} name={name} label={label(name)} {...common} {...props} />
    </Grid>
  );
}

/**
 * The options of a select field: each value with its text, after an emphasised `empty` choice
 * (the value '') when the field may be left empty.
 */
export function optionItems(
  values: readonly string[],
  text: (value: string) => string,
  empty?: string,
) {
  return [
    ...(empty === undefined
      ? []
      : [
          <MenuItem key="" value="">
            <em>{empty}</em>
          </MenuItem>,
        ]),
    ...values.map((value) => (
      <MenuItem key={value} value={value}>
        {text(value)}
      </MenuItem>
    )),
  ];
}
