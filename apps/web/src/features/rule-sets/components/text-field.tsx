import { TextField, type TextFieldProps } from '@mui/material';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { useRuleSetLabels } from './use-labels';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  rules?: RegisterOptions<T, Path<T>>;
};

/**
 * A text field bound to react-hook-form with its own checks; error codes (the form's and the
 * server's, such as a list entry's) are shown translated.
 */
export function BoundTextField<T extends FieldValues>({
  name,
  control,
  rules,
  ...props
}: Props<T>) {
  const labels = useRuleSetLabels();
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={labels.errorText(fieldState.error?.message) ?? props.helperText}
        />
      )}
    />
  );
}
