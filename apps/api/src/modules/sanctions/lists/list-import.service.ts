import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { SanctionListVersion } from '@aml/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../audit/audit.service.js';
import { parseListFiles, type ParsedList } from './formats/detect-format.js';
import { ListFormatError } from './formats/parse-result.js';
import { type ListEntry, type ListSource } from '../../../engines/sanctions-matching/index.js';
import { SANCTIONS_CHANNEL } from './list-channel.js';
import {
  announceNewVersions,
  findLatestVersion,
  insertEntryChanges,
  insertListVersion,
  listEntryHashes,
  lockImports,
  markEntriesRemoved,
  queueRescreen,
  toListVersion,
  upsertEntries,
} from './list-versions.repository.js';

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
  const current = await listEntryHashes(tx, list.source);
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
  const version = await insertListVersion(tx, {
    source: list.source,
    origin,
    files: list.files.map(fileFacts),
    entry_count: list.entries.length,
    added_count: diff.added.length,
    changed_count: diff.changed.length,
    removed_count: diff.removed.length,
    warnings: list.warnings,
    published_on: list.published_on,
    imported_by: actor.userId,
    created_at: now,
  });
  const upserts = [...diff.added, ...diff.changed].map((entry) => ({
    source: list.source,
    source_id: entry.source_id,
    data: entry,
    hash: diff.hashes.get(entry.source_id)!,
    version_id: version.id,
    removed_version_id: null,
  }));
  for (let i = 0; i < upserts.length; i += INSERT_CHUNK) {
    await upsertEntries(tx, upserts.slice(i, i + INSERT_CHUNK));
  }
  for (let i = 0; i < diff.removed.length; i += INSERT_CHUNK) {
    await markEntriesRemoved(tx, list.source, diff.removed.slice(i, i + INSERT_CHUNK), version.id);
  }
  const changes = [
    ...diff.added.map((e) => ({ source_id: e.source_id, change: 'added' })),
    ...diff.changed.map((e) => ({ source_id: e.source_id, change: 'changed' })),
    ...diff.removed.map((id) => ({ source_id: id, change: 'removed' })),
  ].map((change) => ({ ...change, version_id: version.id }));
  for (let i = 0; i < changes.length; i += INSERT_CHUNK) {
    await insertEntryChanges(tx, changes.slice(i, i + INSERT_CHUNK));
  }
  await queueRescreen(tx, version.id, now);
  await recordAudit(tx, actor, now, {
    entityType: 'sanction_list',
    entityCode: `${list.source}:${version.version}`,
    action: 'imported',
    changes: {
      origin,
      files: version.files.map((f) => f.name),
      entries: list.entries.length,
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      published_on: list.published_on,
    },
    teamId: null,
  });
  return version;
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
    await lockImports(tx);
    const outcomes: ImportOutcome[] = [];
    for (const list of lists) {
      const diff = await diffAgainstCurrent(tx, list);
      if (diff.added.length + diff.changed.length + diff.removed.length === 0) {
        const latest = await findLatestVersion(tx, list.source);
        if (latest) {
          outcomes.push({ list: toListVersion(latest), unchanged: true });
          continue;
        }
      }
      const version = await writeVersion(tx, list, diff, origin, actor, now);
      outcomes.push({ list: toListVersion(version), unchanged: false });
    }
    // Every process rebuilds its in-memory index when this commits.
    await announceNewVersions(tx, SANCTIONS_CHANNEL);
    return outcomes;
  });
}
