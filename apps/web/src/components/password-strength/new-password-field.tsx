import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { lazyNamed } from '../../lib/lazy-named';
import { PasswordField } from '../password-field';

// The meter, its texts and the estimator come when the first character is typed: only the
// pages that set a password import this field, and none of them is a first screen (ADR 15).
const StrengthMeter = lazyNamed(() => import('./strength-meter'), 'StrengthMeter');

/**
 * The field of a password being set (registration, reset, change): PasswordField with the
 * strength meter under it once something is typed.
 */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoFocus,
  userInputs,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
  /** What the form knows of the user (the e-mail address), which a password should not hold. */
  userInputs?: readonly string[];
}) {
  const password = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <Box>
      <PasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      {password && (
        <Suspense fallback={null}>
          <StrengthMeter password={password} userInputs={userInputs} />
        </Suspense>
      )}
    </Box>
  );
}
