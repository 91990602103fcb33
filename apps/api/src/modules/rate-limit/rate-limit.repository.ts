import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * Counts one hit in a fixed window, atomically, and answers the count and when the window
 * started. A window older than `windowStartCutoff` starts again at `now`.
 */
export async function countHit(
  db: Db,
  key: string,
  now: Date,
  windowStartCutoff: Date,
): Promise<{ hits: number; windowStartedAt: Date }> {
  const [row] = await queryRows<{ hits: number; window_started_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_counters (key, window_started_at, hits)
    values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= ${windowStartCutoff.toISOString()}
                  then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= ${windowStartCutoff.toISOString()}
                  then excluded.window_started_at else rate_limit_counters.window_started_at end
    returning hits, window_started_at`,
  );
  return { hits: Number(row!.hits), windowStartedAt: new Date(row!.window_started_at) };
}

/** Takes back one hit of the current window, as if it had not been counted. */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set hits = hits - 1 where key = ${key} and hits > 0`,
  );
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** Removes the counters whose keys start with `prefix` (which holds no LIKE wildcards). */
export async function clearHitsStartingWith(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where starts_with(key, ${prefix})`);
}
