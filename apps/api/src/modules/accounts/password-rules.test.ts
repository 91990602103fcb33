import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { assertNewPasswordAllowed, isEmailPassword } from './password-rules.js';

/** The field errors a call refuses with, or undefined when it accepts. */
async function refusalOf(password: string, email: string | undefined, field = 'password') {
  try {
    await assertNewPasswordAllowed(password, email, field);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.statusCode).toBe(400);
    expect(appError.code).toBe('validation_failed');
    return appError.details?.fields;
  }
}

describe('a new password', () => {
  it('may not be the e-mail address or its part before the @, whatever the case', () => {
    expect(isEmailPassword('anna.nowak@kantor.pl', 'anna.nowak@kantor.pl')).toBe(true);
    expect(isEmailPassword('Anna.Nowak@Kantor.PL', 'anna.nowak@kantor.pl')).toBe(true);
    expect(isEmailPassword('ANNA.NOWAK', 'anna.nowak@kantor.pl')).toBe(true);
    expect(isEmailPassword('anna.nowak1', 'anna.nowak@kantor.pl')).toBe(false);
    expect(isEmailPassword('kantor.pl', 'anna.nowak@kantor.pl')).toBe(false);
  });

  it('is refused at its own field when it is the e-mail address', async () => {
    expect(await refusalOf('Anna.Nowak@kantor.pl', 'anna.nowak@kantor.pl', 'new_password')).toEqual(
      [{ path: 'new_password', code: 'password_is_email' }],
    );
  });

  it('is refused when it is on the list of common passwords', async () => {
    for (const password of ['password', 'qwerty123', 'zaq12wsx', 'polska123']) {
      expect(await refusalOf(password, 'anna@kantor.pl')).toEqual([
        { path: 'password', code: 'password_too_common' },
      ]);
    }
  });

  it('is taken when it is neither, with or without an address to compare', async () => {
    expect(await refusalOf('correct-horse-1', 'anna@kantor.pl')).toBeUndefined();
    expect(await refusalOf('anna@kantor.pl', undefined)).toBeUndefined();
  });
});
