import type { ValidationCode } from '@aml/shared';
import { AppError } from '../../lib/app-error.js';
import { foldPassword, isCommonPassword } from '../../lib/common-passwords.js';

/**
 * The rules a new password must meet beyond the schema's length (spec: at least 6 characters):
 * not one of the most common and breached passwords (lib/common-passwords.ts), not the
 * account's e-mail address nor the part of it before the @, whatever the case. The strength
 * meter of the web forms only advises; these rules decide.
 */
export type PasswordRefusal = Extract<ValidationCode, 'password_too_common' | 'password_is_email'>;

const MESSAGES: Record<PasswordRefusal, string> = {
  password_too_common:
    'The password is on the list of the most common and breached passwords; choose another',
  password_is_email: 'The password cannot be the e-mail address or its part before the @',
};

/** Whether the password is the e-mail address or its local part, whatever the case. */
export function isEmailPassword(password: string, email: string): boolean {
  const folded = foldPassword(password);
  const address = foldPassword(email.trim());
  const at = address.lastIndexOf('@');
  return folded === address || (at > 0 && folded === address.slice(0, at));
}

/** A 400 naming the password field and the rule it broke, as schema validation answers. */
function refused(refusal: PasswordRefusal, field: string): AppError {
  return new AppError(400, 'validation_failed', MESSAGES[refusal], {
    fields: [{ path: field, code: refusal }],
  });
}

/**
 * Refuses a password equal to the account's e-mail address (for where the account is known
 * only inside the transaction, as in a reset by e-mailed code).
 */
export function assertPasswordIsNotEmail(password: string, email: string, field: string): void {
  if (isEmailPassword(password, email)) throw refused('password_is_email', field);
}

/**
 * Refuses a new password (the body's `field`) that is common or, when `email` is given, the
 * account's e-mail address. The answer depends on the password and the address typed alone,
 * never on whether an account exists.
 */
export async function assertNewPasswordAllowed(
  password: string,
  email: string | undefined,
  field: string,
): Promise<void> {
  if (email !== undefined) assertPasswordIsNotEmail(password, email, field);
  if (await isCommonPassword(password)) throw refused('password_too_common', field);
}
