import type { CurrentUser } from '@aml/shared';
import type { ChangeNotice } from '../../lib/change-bus.js';
import type { ActiveSession } from './sessions.repository.js';

/**
 * A per-process cache of resolved sessions and of GET /int/user answers, so the most frequent
 * requests do not wait on the database. It is safe to lose: every change that could alter
 * what it holds is announced (see `announceChange`) and drops the entries concerned, in this
 * process at once and in every other through PostgreSQL NOTIFY; entries also expire after a
 * few seconds, which bounds staleness if a notification is ever missed.
 */
type CachedSession = ActiveSession;
type Entry<T> = { value: T; userId: number; teamIds: number[]; storedAt: number };

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export type AuthCache = ReturnType<typeof createAuthCache>;

export function createAuthCache(now: () => number = Date.now) {
  const sessions = new Map<string, Entry<CachedSession>>();
  const users = new Map<string, Entry<CurrentUser>>();
  let enabled = true;

  function read<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > TTL_MS) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function write<T>(map: Map<string, Entry<T>>, key: string, entry: Omit<Entry<T>, 'storedAt'>) {
    if (!enabled) return;
    // Maps keep insertion order: the first key is the oldest entry.
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, { ...entry, storedAt: now() });
  }

  function drop<T>(map: Map<string, Entry<T>>, notice: ChangeNotice) {
    for (const [key, entry] of map) {
      const sameUser = notice.userId !== null && entry.userId === notice.userId;
      const sameTeam = notice.teamId !== null && entry.teamIds.includes(notice.teamId);
      if (sameUser || sameTeam) map.delete(key);
    }
  }

  return {
    getSession: (tokenHash: string) => read(sessions, tokenHash),
    setSession: (tokenHash: string, session: CachedSession) =>
      write(sessions, tokenHash, {
        value: session,
        userId: session.userId,
        teamIds: session.teamId === null ? [] : [session.teamId],
      }),
    getUser: (userId: number, teamId: number | null) => read(users, `${userId}:${teamId}`),
    setUser: (userId: number, teamId: number | null, user: CurrentUser, teamIds: number[]) =>
      write(users, `${userId}:${teamId}`, { value: user, userId, teamIds }),
    invalidate(notice: ChangeNotice) {
      if (!notice.countsOnly) drop(sessions, notice);
      drop(users, notice);
    },
    /** Forgets everything and stops caching: used when notifications can no longer arrive. */
    disable() {
      enabled = false;
      sessions.clear();
      users.clear();
    },
  };
}
