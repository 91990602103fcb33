import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'autoComplete'
  | 'autoFocus'
  | 'inputRef'
  | 'endAdornment'
> & {
  label: string;
  /** Shown under the field; an error takes its place. */
  helperText?: ReactNode;
  /** The field's error as text: it marks the field invalid and is shown under it. */
  error?: string;
  /** The helper text's role: 'status' where it appears while the user types. */
  helperRole?: 'status';
  disabled?: boolean;
};

/**
 * A full-width outlined text field: what a MUI TextField renders (label, input and helper
 * text tied by their ids), without the select that TextField brings along, for the fields of
 * the first screens (the login page), which must load little (performance.md).
 */
export function OutlinedField({
  label,
  helperText,
  error,
  helperRole,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const help = error ?? helperText;
  const helpId = help ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helpId} />
      {help && (
        <FormHelperText id={helpId} role={helperRole}>
          {help}
        </FormHelperText>
      )}
    </FormControl>
  );
}
