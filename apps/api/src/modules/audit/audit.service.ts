import type { FastifyBaseLogger } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  CHANGE_CHANNEL,
  encodeNotice,
  publishLocally,
  type ChangeNotice,
} from '../../lib/change-bus.js';
import {
  auditActionText,
  auditEntityText,
  type AuditEventList,
  type AuditQuery,
  type HistorySubject,
  type Language,
  type RecordHistory,
} from '@aml/shared';
import type { Db } from '../../db/client.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import type { Clock } from '../../lib/clock.js';
import {
  findFirstAnchorMismatch,
  findFirstBreak,
  GENESIS_HASH,
  linksAfter,
  type ChainAnchors,
  type ChainProblem,
} from './audit-chain.js';
import {
  countUnlinkedBefore,
  findChainHead,
  hasAuditTrail,
  lockLinker,
  insertAuditEvents,
  type NewAuditEvent,
  linkEvents,
  listChainPage,
  listTeamEvents,
  listUnlinked,
  raiseLinkHorizon,
  readLinkHorizon,
  readSnapshotBounds,
} from './audit.repository.js';

/** Who did something, and from where: taken from the request. */
export type AuditActor = {
  userId: number | null;
  teamId: number | null;
  requestId: string | null;
  ip: string | null;
};

export type RequestMeta = { requestId: string; ip: string };

/** The application acting on its own (a scheduled job, a check), for no one. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, teamId: null, requestId: null, ip: null };

/** The actor of a request made before anyone is signed in (registration, reset, login). */
export function anonymousActor(meta: RequestMeta, userId: number | null = null): AuditActor {
  return { userId, teamId: null, ...meta };
}

export type AuditEntry = {
  entityType: string;
  entityCode: string | null;
  action: string;
  /** Changed fields as { field: [before, after] }, or the facts of the event. */
  changes?: Record<string, unknown>;
  /** The team the record belongs to, when it is not the actor's current team. */
  teamId?: number | null;
};

/** Field-by-field difference of two records, as { field: [before, after] }. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value) changes[key] = [before[key], value];
  }
  return changes;
}

/** The rows of audit events, as `recordAudit` writes them. */
export function auditRows(actor: AuditActor, now: Date, entries: AuditEntry[]): NewAuditEvent[] {
  return entries.map((entry) => ({
    team_id: entry.teamId === undefined ? actor.teamId : entry.teamId,
    actor_user_id: actor.userId,
    entity_type: entry.entityType,
    entity_code: entry.entityCode,
    action: entry.action,
    changes: entry.changes ?? {},
    request_id: actor.requestId,
    ip: actor.ip,
    created_at: now,
  }));
}

/**
 * Records whose changes alter neither anyone's rights nor the answer of GET /int/user (its
 * badge counts come from alerts and tasks, which are announced): announcing them would only
 * empty the caches of every process at every recorded transaction (ADR 6).
 */
const QUIET_ENTITY_TYPES: ReadonlySet<string> = new Set([
  'party',
  'transaction',
  'history_event',
  'comment',
  'rule_set',
  'sanction_hit',
  'backtest',
  'giif_file',
  'giif_report',
  'giif_schema',
  'giif_notification',
]);

/** Records whose changes alter only the badge counts of GET /int/user, never anyone's rights. */
const COUNTED_ENTITY_TYPES: ReadonlySet<string> = new Set(['alert', 'task']);

/**
 * Appends audit events in the caller's transaction: the hot path pays one statement, and the
 * hash chain is linked later by the linker. Every audited change that may alter who can do
 * what, or what GET /int/user shows, is announced to the caches of every process: by NOTIFY
 * in the same statement (delivered when the transaction commits) to all, and at once to this
 * one.
 */
export async function recordAudit(db: Db, actor: AuditActor, now: Date, ...entries: AuditEntry[]) {
  const rows = auditRows(actor, now, entries);
  const announced = announcementsOf(rows);
  await insertAuditEvents(db, rows, { channel: CHANGE_CHANNEL, payloads: announced.payloads });
  announced.publish();
}

/**
 * What audit rows announce: the payloads to NOTIFY on CHANGE_CHANNEL with them, and `publish`
 * for this process's caches, to call once they are written.
 */
export function announcementsOf(rows: NewAuditEvent[]) {
  const notices = new Map<string, ChangeNotice>();
  for (const row of rows) {
    if (QUIET_ENTITY_TYPES.has(row.entity_type)) continue;
    const notice = {
      userId: row.actor_user_id ?? null,
      teamId: row.team_id ?? null,
      countsOnly: COUNTED_ENTITY_TYPES.has(row.entity_type),
    };
    notices.set(encodeNotice(notice), notice);
  }
  return {
    payloads: [...notices.keys()],
    publish: () => notices.forEach((notice) => publishLocally(notice)),
  };
}

/** Any constant; one linker in the whole installation at a time. */
const LINK_LOCK_KEY = 7_372_020;
const LINK_BATCH = 500;

/**
 * Where the horizon may move once the transactions that could still commit below it have
 * ended: the highest event id handed out when it was proposed, and the proposing run's own
 * transaction id, taken after it (above every writer's that held one of those ids).
 */
type HorizonProposal = { issuedThrough: number; issuedBelow: bigint };

/**
 * Links unlinked events into the chain in id order, after the newest link. Events that commit
 * late (a lower id after a higher one was linked) are simply appended: chain order is position
 * order, so nothing is ever re-linked.
 *
 * Unlinked events are looked for only above the horizon, below which all are linked. It moves
 * up to a proposal of an earlier run once every transaction that had started by then has
 * ended (the snapshot's xmin has passed the id the proposing run took for itself): a writer
 * takes its transaction id before its events' ids (migration 0020), so none of them can still
 * commit below. Every run then proposes the ids handed out before it took its own (ADR 8).
 */
export async function linkAuditChain(db: Db, proposal: { last: HorizonProposal | null }) {
  return db.transaction(async (tx) => {
    await lockLinker(tx, LINK_LOCK_KEY);
    const { linkedThrough, issuedThrough } = await readLinkHorizon(tx);
    const snapshot = await readSnapshotBounds(tx);
    const pending = await listUnlinked(tx, linkedThrough, LINK_BATCH);
    if (pending.length > 0) {
      const head = (await findChainHead(tx)) ?? { position: 0, hash: GENESIS_HASH };
      await linkEvents(tx, linksAfter(head, pending));
    }
    // Every unlinked event visible at or below the last one taken is linked now: all of them
    // when the batch was not full.
    const linkedUpTo = pending.length < LINK_BATCH ? Infinity : pending.at(-1)!.id;
    const previous = proposal.last;
    if (previous && snapshot.xmin >= previous.issuedBelow) {
      const through = Math.min(previous.issuedThrough, linkedUpTo);
      if (through > linkedThrough) await raiseLinkHorizon(tx, through);
    }
    proposal.last = { issuedThrough, issuedBelow: snapshot.issuedBelow };
    return pending.length;
  });
}

export function createAuditLinker(db: Db, log: FastifyBaseLogger): BackgroundLoop {
  const proposal = { last: null as HorizonProposal | null };
  return createBackgroundLoop({
    name: 'Audit chain linker',
    // What commits during a run waits for the next kick (app.ts kicks at most every 100 ms
    // after a change): each run costs up to nine statements with its transaction's own.
    work: () => linkAuditChain(db, proposal),
    batchSize: LINK_BATCH,
    intervalMs: 2_000,
    log,
  });
}

export { hasAuditTrail };

export type ChainReport = {
  checked: number;
  unlinkedOlderThanMinute: number;
  problem: ChainProblem | null;
};

/**
 * Walks the whole chain page by page and names the first broken event, if any. With the
 * signed checkpoints' `anchors`, also the first link that differs from what they recorded,
 * or, when the chain ends before them, the first checkpointed event that is gone.
 */
export async function verifyAuditChain(
  db: Db,
  clock: Clock,
  anchors: ChainAnchors = new Map(),
): Promise<ChainReport> {
  let last = { position: 0, hash: GENESIS_HASH };
  let checked = 0;
  const broken = (problem: ChainProblem) => ({ checked, unlinkedOlderThanMinute: 0, problem });
  for (;;) {
    const page = await listChainPage(db, last.position, 1000);
    if (page.length === 0) break;
    const result = findFirstBreak(page, last);
    checked += page.length;
    const differs = findFirstAnchorMismatch(page, anchors);
    // Whichever comes first in the chain is the first thing wrong.
    const problems = [result.problem, differs].filter((p): p is ChainProblem => p !== null);
    if (problems.length > 0) return broken(problems.sort((a, b) => a.position - b.position)[0]!);
    last = result.last;
  }
  const gone = anchors.get(last.position + 1);
  if (gone)
    return broken({ eventId: gone.eventId, position: last.position + 1, problem: 'missing_after' });
  const minuteAgo = new Date(clock.now().getTime() - 60_000);
  return {
    checked,
    unlinkedOlderThanMinute: await countUnlinkedBefore(db, minuteAgo),
    problem: null,
  };
}

/** The most events a record's history tab shows. */
const RECORD_HISTORY_LIMIT = 500;

/**
 * The history of one record, oldest first, for anyone who may see the record: who changed
 * what and when, without the request details that the full audit export gives admins. The
 * events of the records shown within it (`within`, of the same type: a company's beneficial
 * owners) are part of it, each with its subject.
 */
export async function recordHistory(
  db: Db,
  teamId: number,
  entityType: string,
  entityCode: string,
  within: Array<HistorySubject & { code: string }> = [],
): Promise<RecordHistory> {
  const subjects = new Map(within.map(({ code, ...subject }) => [code, subject]));
  const rows = await listTeamEvents(
    db,
    teamId,
    { entityType, entityCodes: [entityCode, ...subjects.keys()] },
    RECORD_HISTORY_LIMIT,
  );
  return {
    items: rows.map((row) => {
      const subject = row.entity_code === null ? undefined : subjects.get(row.entity_code);
      return {
        created_at: row.created_at.toISOString(),
        actor: row.actor_email,
        action: row.action,
        changes: row.changes as Record<string, unknown>,
        ...(subject ? { subject } : {}),
      };
    }),
  };
}

/** The most events one export holds; narrower filters give the rest. */
export const AUDIT_EXPORT_LIMIT = 50_000;

export async function listAuditEvents(
  db: Db,
  teamId: number,
  query: AuditQuery,
): Promise<AuditEventList> {
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  const rows = await listTeamEvents(
    db,
    teamId,
    {
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? dayAfter(query.to) : undefined,
      entityType: query.entity_type,
      actorEmail: query.actor?.toLowerCase(),
    },
    AUDIT_EXPORT_LIMIT + 1,
  );
  const items = rows.slice(0, AUDIT_EXPORT_LIMIT).map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    actor: row.actor_email,
    entity_type: row.entity_type,
    entity_code: row.entity_code,
    action: row.action,
    changes: row.changes as Record<string, unknown>,
    request_id: row.request_id,
    ip: row.ip,
    chain_position: row.chain_position,
    hash: row.hash,
  }));
  return { items, total: items.length, truncated: rows.length > AUDIT_EXPORT_LIMIT };
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'actor',
  'entity_type',
  'entity_code',
  'action',
  // The record's kind and the action in words of the reader's language, beside their codes.
  'record',
  'what',
  'changes',
  'request_id',
  'ip',
  'chain_position',
  'hash',
] as const;

export function auditEventsToCsv(list: AuditEventList, language: Language): string {
  return stringify(
    list.items.map((item) => ({
      ...item,
      record: auditEntityText(item.entity_type, language),
      what: auditActionText(item.action, language),
      changes: JSON.stringify(item.changes),
    })),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
