import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readOrCreateKeyFile } from './key-file.js';

/**
 * Encrypts secrets kept in the database (the drives' OAuth tokens) with AES-256-GCM: a leaked
 * database dump does not give access to a team's drive without the key, which lives outside it.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  /** Throws when the text was not sealed with this key or was altered. */
  open: (sealed: string) => string;
};

const VERSION = 'v1';
const KEY_FILE = 'storage-encryption.key';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes (AES-256)');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The box of STORAGE_ENCRYPTION_KEY (32 bytes, base64), or of a key generated into the data
 * folder on the first start so the default installation needs nothing.
 */
export async function loadSecretBox(options: {
  key: string | undefined;
  dataDir: string;
}): Promise<SecretBox> {
  const encoded =
    options.key ??
    (await readOrCreateKeyFile(options.dataDir, KEY_FILE, () =>
      randomBytes(32).toString('base64'),
    ));
  return createSecretBox(Buffer.from(encoded.trim(), 'base64'));
}
