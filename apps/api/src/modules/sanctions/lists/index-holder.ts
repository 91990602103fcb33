import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.js';
import {
  type ListEntry,
  buildIndex,
  type SanctionsIndex,
} from '../../../engines/sanctions-matching/index.js';
import { SANCTIONS_CHANNEL } from './list-channel.js';
import {
  currentVersions,
  latestVersionId,
  listCurrentEntries,
} from './list-versions.repository.js';

export type StoredEntry = { entry: ListEntry; hash: string };

/** The lists in force, as one in-memory index, and what it was built from. */
export type LoadedLists = {
  index: SanctionsIndex;
  /** The newest list version id: a new version of any list changes it. */
  latestVersionId: number;
  /** e.g. "eu:3 un:5": part of a screening's fingerprint, so a new version screens again. */
  versionKey: string;
  versions: Array<{ source: string; version: number; created_at: Date }>;
  /** Entries by `${source}:${source_id}`, for their hash and what the list says. */
  entries: Map<string, StoredEntry>;
};

export type SanctionsIndexHolder = {
  /**
   * The index of the lists in force; null while no list has been imported. Inside a database
   * transaction pass it: the embedded database has one connection, which the open transaction
   * holds, so a query outside it would wait for ever.
   */
  current: (db?: Db) => Promise<LoadedLists | null>;
  /** Forget the index: the next call rebuilds it (after an import in this process). */
  invalidate: () => void;
  stop: () => Promise<void>;
};

export const entryKey = (source: string, sourceId: string) => `${source}:${sourceId}`;

/** How often a process without notifications asks whether a list changed. */
const STALE_CHECK_MS = 5_000;

async function load(db: Db, latest: number): Promise<LoadedLists | null> {
  const versions = await currentVersions(db);
  if (versions.length === 0) return null;
  const rows = await listCurrentEntries(db);
  const entries = new Map<string, StoredEntry>();
  for (const row of rows) {
    entries.set(entryKey(row.data.source, row.data.source_id), { entry: row.data, hash: row.hash });
  }
  const index = buildIndex(rows.map((row) => row.data));
  // Transfer titles are screened as transactions are recorded: not in the first one's time.
  index.prepareTextScreening();
  return {
    index,
    latestVersionId: latest,
    versionKey: versions.map((v) => `${v.source}:${v.version}`).join(' '),
    versions: versions.map((v) => ({
      source: v.source,
      version: v.version,
      created_at: v.created_at,
    })),
    entries,
  };
}

/**
 * One index per API process, built from the database on first use and rebuilt when a list
 * version changes: announced by a notification when the database can send them, and checked
 * every few seconds in any case (a lost notification must not leave an old list in force).
 */
export function createSanctionsIndexHolder(options: {
  db: Db;
  listen?: Database['listen'];
  log: FastifyBaseLogger;
}): SanctionsIndexHolder {
  let loaded: LoadedLists | null = null;
  let builtFor = -1;
  let checkedAt = 0;
  let building: Promise<LoadedLists | null> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const invalidate = () => {
    checkedAt = 0;
  };
  if (options.listen) {
    void options
      .listen(SANCTIONS_CHANNEL, invalidate)
      .then((stop) => {
        unlisten = stop;
      })
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'No list-change notifications; checking periodically'),
      );
  }

  async function refresh(db: Db): Promise<LoadedLists | null> {
    const latest = await latestVersionId(db);
    checkedAt = Date.now();
    if (latest === builtFor) return loaded;
    const started = Date.now();
    loaded = await load(db, latest);
    builtFor = latest;
    if (loaded) {
      options.log.info(
        {
          entries: loaded.index.entryCount,
          names: loaded.index.nameCount,
          ms: Date.now() - started,
        },
        'Sanctions index built',
      );
    }
    return loaded;
  }

  return {
    async current(db = options.db) {
      if (Date.now() - checkedAt < STALE_CHECK_MS) return loaded;
      if (building && db !== options.db) {
        // Called in a transaction while a build runs outside it: on the embedded database that
        // build waits for this transaction, so it must not be awaited here.
        return loaded ?? refresh(db);
      }
      // Concurrent callers share one check (and one build).
      building ??= refresh(db).finally(() => {
        building = null;
      });
      return building;
    },
    invalidate,
    async stop() {
      await building?.catch(() => {});
      await unlisten?.();
    },
  };
}
