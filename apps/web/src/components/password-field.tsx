import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { bindField, validationText } from '../lib/forms';
import { PasswordInput } from './password-input';

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
};

/** A password field (PasswordInput) bound to react-hook-form, its error codes translated. */
export function PasswordField<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PasswordInput
          {...props}
          {...bindField(field)}
          value={field.value ?? ''}
          error={validationText(fieldState.error?.message)}
        />
      )}
    />
  );
}
