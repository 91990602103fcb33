import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { SanctionListVersion } from '@aml/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  sanctionEntries,
  sanctionEntryChanges,
  sanctionListVersions,
  sanctionRescreenJobs,
} from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../audit/audit.service.js';
import { parseListFiles, type ParsedList } from './formats/detect-format.js';
import { ListFormatError } from './formats/parse-result.js';
import { type ListEntry, type ListSource } from '../../../engines/sanctions-matching/index.js';
import { SANCTIONS_CHANNEL } from './list-channel.js';
import { toListVersion } from './list-versions.repository.js';

export type ImportOrigin = 'upload' | 'cli' | 'fetch';

/** The official lists of spec section 3; a custom CSV list is for the `screen` tool only. */
const OFFICIAL_SOURCES: readonly ListSource[] = [
  'ofac_sdn',
  'ofac_consolidated',
  'un',
  'eu',
  'uk',
  'mswia',
  'giif',
];

const INSERT_CHUNK = 500;

/** The content hash of an entry: a false positive stands until the entry's data changes. */
export function entryHash(entry: ListEntry): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex').slice(0, 32);
}

const fileFacts = (path: string) => {
  const bytes = readFileSync(path);
  return {
    name: basename(path),
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

/** Reads the files, refusing all of them when one is not a list or an OFAC set is incomplete. */
function parseAll(paths: string[]): ParsedList[] {
  let lists: ParsedList[];
  try {
    ({ lists } = parseListFiles(paths));
  } catch (error) {
    if (error instanceof ListFormatError) {
      throw new AppError(400, 'list_format_invalid', error.message);
    }
    throw error;
  }
  if (lists.length === 0) throw new AppError(400, 'list_files_required', 'No list file was given');
  const seen = new Set<ListSource>();
  for (const list of lists) {
    if (!OFFICIAL_SOURCES.includes(list.source)) {
      throw new AppError(
        400,
        'list_source_not_importable',
        `${list.files.map((f) => basename(f)).join(', ')}: a custom list is read by the screen tool only; the application imports the official lists`,
      );
    }
    if (seen.has(list.source)) {
      throw new AppError(
        400,
        'list_source_twice',
        `Two files of the list ${list.source} in one import; send one version at a time`,
      );
    }
    seen.add(list.source);
  }
  return lists;
}

type Diff = {
  added: ListEntry[];
  changed: ListEntry[];
  removed: string[];
  hashes: Map<string, string>;
};

async function diffAgainstCurrent(tx: Db, list: ParsedList): Promise<Diff> {
  const current = await tx
    .select({
      source_id: sanctionEntries.source_id,
      hash: sanctionEntries.hash,
      removed: sanctionEntries.removed_version_id,
    })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.source, list.source));
  const known = new Map(current.map((row) => [row.source_id, row]));
  const hashes = new Map<string, string>();
  const added: ListEntry[] = [];
  const changed: ListEntry[] = [];
  for (const entry of list.entries) {
    const hash = entryHash(entry);
    hashes.set(entry.source_id, hash);
    const before = known.get(entry.source_id);
    // An entry listed again after its removal counts as added.
    if (!before || before.removed !== null) added.push(entry);
    else if (before.hash !== hash) changed.push(entry);
  }
  const removed = current
    .filter((row) => row.removed === null && !hashes.has(row.source_id))
    .map((row) => row.source_id);
  return { added, changed, removed, hashes };
}

async function writeVersion(
  tx: Db,
  list: ParsedList,
  diff: Diff,
  origin: ImportOrigin,
  actor: AuditActor,
  now: Date,
) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${sanctionListVersions.version}), 0) + 1` })
    .from(sanctionListVersions)
    .where(eq(sanctionListVersions.source, list.source))) as [{ next: number }];
  const [version] = await tx
    .insert(sanctionListVersions)
    .values({
      source: list.source,
      version: Number(next),
      origin,
      files: list.files.map(fileFacts),
      entry_count: list.entries.length,
      added_count: diff.added.length,
      changed_count: diff.changed.length,
      removed_count: diff.removed.length,
      warnings: list.warnings,
      imported_by: actor.userId,
      created_at: now,
    })
    .returning();
  const upserts = [...diff.added, ...diff.changed].map((entry) => ({
    source: list.source,
    source_id: entry.source_id,
    data: entry,
    hash: diff.hashes.get(entry.source_id)!,
    version_id: version!.id,
    removed_version_id: null,
  }));
  for (let i = 0; i < upserts.length; i += INSERT_CHUNK) {
    await tx
      .insert(sanctionEntries)
      .values(upserts.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [sanctionEntries.source, sanctionEntries.source_id],
        set: {
          data: sql`excluded.data`,
          hash: sql`excluded.hash`,
          version_id: sql`excluded.version_id`,
          removed_version_id: sql`null`,
        },
      });
  }
  for (let i = 0; i < diff.removed.length; i += INSERT_CHUNK) {
    const ids = diff.removed.slice(i, i + INSERT_CHUNK);
    await tx
      .update(sanctionEntries)
      .set({ removed_version_id: version!.id })
      .where(
        and(
          eq(sanctionEntries.source, list.source),
          isNull(sanctionEntries.removed_version_id),
          inArray(sanctionEntries.source_id, ids),
        ),
      );
  }
  const changes = [
    ...diff.added.map((e) => ({ source_id: e.source_id, change: 'added' })),
    ...diff.changed.map((e) => ({ source_id: e.source_id, change: 'changed' })),
    ...diff.removed.map((id) => ({ source_id: id, change: 'removed' })),
  ].map((change) => ({ ...change, version_id: version!.id }));
  for (let i = 0; i < changes.length; i += INSERT_CHUNK) {
    await tx.insert(sanctionEntryChanges).values(changes.slice(i, i + INSERT_CHUNK));
  }
  await tx.insert(sanctionRescreenJobs).values({ version_id: version!.id, created_at: now });
  await recordAudit(tx, actor, now, {
    entityType: 'sanction_list',
    entityCode: `${list.source}:${version!.version}`,
    action: 'imported',
    changes: {
      origin,
      files: version!.files.map((f) => f.name),
      entries: list.entries.length,
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
    },
    teamId: null,
  });
  return version!;
}

export type ImportOutcome = { list: SanctionListVersion; unchanged: boolean };

/**
 * Imports list files as new list versions, all or nothing: every file is parsed before anything
 * is written, and all lists are written in one transaction, so a malformed file leaves the
 * versions in force and says what is wrong. A list whose entries did not change gets no new
 * version. Each new version queues the re-screening of every team's parties.
 */
export async function importListFiles(
  db: Db,
  paths: string[],
  origin: ImportOrigin,
  actor: AuditActor,
  now: Date,
): Promise<ImportOutcome[]> {
  const lists = parseAll(paths);
  return db.transaction(async (tx) => {
    // One import at a time: two at once would both number their version n + 1.
    await tx.execute(sql`select pg_advisory_xact_lock(7372020)`);
    const outcomes: ImportOutcome[] = [];
    for (const list of lists) {
      const diff = await diffAgainstCurrent(tx, list);
      if (diff.added.length + diff.changed.length + diff.removed.length === 0) {
        const [latest] = await tx
          .select()
          .from(sanctionListVersions)
          .where(eq(sanctionListVersions.source, list.source))
          .orderBy(sql`${sanctionListVersions.version} desc`)
          .limit(1);
        if (latest) {
          outcomes.push({ list: toListVersion(latest), unchanged: true });
          continue;
        }
      }
      const version = await writeVersion(tx, list, diff, origin, actor, now);
      outcomes.push({ list: toListVersion(version), unchanged: false });
    }
    // Every process rebuilds its in-memory index when this commits.
    await tx.execute(sql`select pg_notify(${SANCTIONS_CHANNEL}, '')`);
    return outcomes;
  });
}
