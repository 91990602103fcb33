import type { Control, FieldValues, Path } from 'react-hook-form';
import { validationText } from '../lib/forms';
import { FormTextField } from './form-text-field';

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
    <FormTextField
      control={control}
      name={name}
      required
      multiline
      minRows={3}
      autoFocus={autoFocus}
      label={label}
      errorText={(code) => (code === 'required' ? requiredText : validationText(code))}
      helperText={hint}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );
}
