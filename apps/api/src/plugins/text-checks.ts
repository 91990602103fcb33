import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../lib/app-error.js';

/**
 * A NUL, or half of a surrogate pair: no field of the product holds either, PostgreSQL cannot
 * store a NUL in text, and a lone surrogate is not text at all (it cannot be written as UTF-8).
 */
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request of the API nests; deeper input is refused, not walked. */
const MAX_DEPTH = 32;

/**
 * The path of the first string (or key) in `value` that is not text, `''` for the value itself;
 * null when every string is text.
 */
export function firstNotText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  for (const [key, item] of Object.entries(value)) {
    const inner = path ? `${path}.${key}` : key;
    if (NOT_TEXT.test(key)) return inner;
    const found = firstNotText(item, inner, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, for every route and before anything reads them (the auth plugin looks a team up by
 * its path), a request whose path, query or body holds a string that is not text: a 400 naming
 * the field, never a 500 from the database.
 */
export function registerTextChecks(app: FastifyInstance) {
  const refuse = (...parts: unknown[]) => {
    for (const part of parts) {
      const path = firstNotText(part);
      if (path !== null) throw validationFailed([{ path, code: 'invalid_characters' }]);
    }
  };
  app.addHook('onRequest', async (request) => refuse(request.params, request.query));
  app.addHook('preValidation', async (request) => refuse(request.body));
}
