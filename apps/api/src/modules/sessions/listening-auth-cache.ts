import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { CHANGE_CHANNEL, decodeNotice, subscribeToChanges } from '../../lib/change-bus.js';
import { createAuthCache } from './auth-cache.js';

/**
 * The auth cache of this process, kept current by changes announced here and, through
 * PostgreSQL notifications, in every other process. Without notifications it stays off.
 */
export async function createListeningAuthCache(
  listen: Database['listen'] | undefined,
  log: FastifyBaseLogger,
) {
  const cache = createAuthCache();
  if (!listen) {
    cache.disable();
    return { cache, stop: async () => {} };
  }
  const unsubscribe = subscribeToChanges((notice) => cache.invalidate(notice));
  const unlisten = await listen(CHANGE_CHANNEL, (payload) => {
    const notice = payload === null ? null : decodeNotice(payload);
    if (notice) {
      cache.invalidate(notice);
    } else {
      // The connection that hears changes is gone: caching without it could serve stale rights.
      log.warn('Change notifications lost; the auth cache is off until the next start');
      cache.disable();
    }
  });
  return {
    cache,
    stop: async () => {
      unsubscribe();
      await unlisten();
    },
  };
}
