import { createHash, randomBytes } from 'node:crypto';

/** Public identifiers of records: random, URL-safe and unguessable. */
export function newCode(): string {
  return randomBytes(12).toString('base64url');
}

/** Secrets handed to a user once (session tokens, e-mailed codes). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Secrets are stored only as their SHA-256: they are long random strings, so a fast hash is
 * enough and lets a lookup use an index.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
