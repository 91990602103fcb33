import { Grid, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { validationText } from '../lib/forms';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
};

/** A text field bound to react-hook-form; its error codes are shown translated. */
export function FormTextField<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={validationText(fieldState.error?.message) ?? props.helperText}
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
