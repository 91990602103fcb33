import { TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { validationText } from '../lib/forms';

/**
 * The written reason a decision needs (an override, a sanctions decision): required, several
 * lines, at most 2,000 characters; its hint says what to write until the field is found empty.
 */
export function ReasonField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  requiredText,
  autoFocus = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
  requiredText: string;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus={autoFocus}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? fieldState.error.message === 'required'
                ? requiredText
                : validationText(fieldState.error.message)
              : hint
          }
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    />
  );
}
