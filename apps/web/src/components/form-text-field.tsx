import { TextField, type TextFieldProps } from '@mui/material';
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
