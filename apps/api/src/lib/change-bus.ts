import type { ChangeNotice } from '../modules/sessions/auth-cache.js';

/**
 * In-process subscribers to "this user or team changed": caches of this process hear about a
 * change at once, before the PostgreSQL notification reaches every process (this one too).
 */
const subscribers = new Set<(notice: ChangeNotice) => void>();

export const CHANGE_CHANNEL = 'aml_changes';

export function subscribeToChanges(subscriber: (notice: ChangeNotice) => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function publishLocally(notice: ChangeNotice): void {
  subscribers.forEach((subscriber) => subscriber(notice));
}

export const encodeNotice = (notice: ChangeNotice) =>
  JSON.stringify({ u: notice.userId, t: notice.teamId, ...(notice.countsOnly && { c: true }) });

export function decodeNotice(payload: string): ChangeNotice | null {
  try {
    const { u, t, c } = JSON.parse(payload) as { u: unknown; t: unknown; c?: unknown };
    const id = (value: unknown) => (typeof value === 'number' ? value : null);
    return { userId: id(u), teamId: id(t), countsOnly: c === true };
  } catch {
    return null;
  }
}
