import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const token = '1//0gRefresh-Token_ąę';
    const sealed = box.seal(token);
    expect(sealed).not.toContain('Refresh');
    expect(box.seal(token)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(token);
  });

  it('refuses an altered text and one sealed with another key', () => {
    const sealed = box.seal('secret');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('generates its key into the data folder once, readable by the owner only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-secret-'));
    const first = await loadSecretBox({ key: undefined, dataDir });
    const again = await loadSecretBox({ key: undefined, dataDir });
    expect(again.open(first.seal('x'))).toBe('x');
    const file = path.join(dataDir, 'storage-encryption.key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses the configured key when one is given', async () => {
    const key = randomBytes(32).toString('base64');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-secret-'));
    const configured = await loadSecretBox({ key, dataDir });
    expect(createSecretBox(Buffer.from(key, 'base64')).open(configured.seal('y'))).toBe('y');
  });
});
