import { Button, Stack } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { LazyAlert } from '../../../components/lazy-alert';
import { useAction, type AnyForm } from '../../../components/use-action';

/** A form AuthForm sends: react-hook-form's, or the login page's own (use-checked-form). */
export type SendableForm<V> = AnyForm & {
  handleSubmit: (onValid: (values: V) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * The form of a sign-in page (log in, register, reset the password): the failure above the
 * fields, the server's field errors at their fields, and one large button that says it is
 * working and cannot be pressed twice.
 */
export function AuthForm<V, R>({
  form,
  send,
  onSent,
  submitLabel,
  busyLabel,
  failureAction,
  children,
}: {
  form: SendableForm<V>;
  send: (values: V) => Promise<R>;
  onSent: (result: R, values: V) => unknown;
  submitLabel: string;
  /** The button's text while the form is sent. */
  busyLabel?: string;
  /** After the failure's text: what the user can do about it. */
  failureAction?: ReactNode;
  children: ReactNode;
}) {
  const action = useAction(send, { fields: form, onDone: onSent });
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit(action.run)} noValidate>
      {action.failure && (
        <LazyAlert severity="error">
          {action.failure}
          {failureAction && <> {failureAction}</>}
        </LazyAlert>
      )}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={action.busy}>
        {action.busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Stack>
  );
}
