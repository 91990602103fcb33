import { createHash, randomBytes, randomFillSync } from 'node:crypto';

const CODE_BYTES = 12;
/** Random bytes drawn in bulk: a recorded transaction takes about ten codes. */
const pool = Buffer.alloc(CODE_BYTES * 512);
let used = pool.length;

/** Public identifiers of records: random, URL-safe and unguessable. */
export function newCode(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += CODE_BYTES;
  return pool.toString('base64url', used - CODE_BYTES, used);
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
