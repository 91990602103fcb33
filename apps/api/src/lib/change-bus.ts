/** A change of what a user or a team may do or see: caches drop what it concerns. */
export type ChangeNotice = {
  userId: number | null;
  teamId: number | null;
  /**
   * The change alters only the counts GET /int/user shows (alerts, tasks), not who may do
   * what: resolved sessions stay. Alerts come with recorded transactions, many a second; each
   * emptying the sessions would send every connection's next request to the database.
   */
  countsOnly?: boolean;
};

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
