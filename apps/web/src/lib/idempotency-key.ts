/**
 * A new Idempotency-Key: sent with a creation so that sending the same form again (a second
 * click, a retry after the network dropped the answer) gets the first answer instead of a
 * second record. From getRandomValues, which, unlike randomUUID, works over plain HTTP too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
