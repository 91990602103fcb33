import type { FastifyBaseLogger } from 'fastify';
import {
  LEGAL_HOLD_MAX_EXTENSION_YEARS,
  RETENTION_YEARS,
  type LegalHold,
  type SetLegalHold,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit/audit.service.js';
import { updateParty } from '../parties/index.js';
import { requireParty } from '../parties/parties.service.js';
import {
  deleteExpiredAttachments,
  deleteRecordsWithDependants,
  findTeamParty,
  listExpiredParties,
  listExpiredTransactions,
  lockPurge,
  type HoldableParty,
  type PurgedRecord,
} from './retention.repository.js';

/**
 * The most transactions, and the most parties, one purge transaction deletes: each carries its
 * alerts, tasks, assessments and audit events, so a long backlog is worked off in many short
 * transactions instead of one that holds its locks for minutes.
 */
export const PURGE_BATCH = 50;

/** How often each API process looks for records past their retention. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The purge acts for no one: the law's clock does. */
const PURGE_ACTOR: AuditActor = { userId: null, teamId: null, requestId: null, ip: null };

type PurgeDeps = Pick<AppDeps, 'db' | 'clock' | 'stores'>;

/**
 * One batch of the purge, in one database transaction under the installation-wide purge lock:
 * the expired deleted transactions first (so that their parties are no longer named by them),
 * then the expired deleted parties, each with what hangs on it, and an audit event `purged` for
 * every record deleted. The files of their attachments are removed from the stores after the
 * commit (a file that cannot be removed now is logged). Answers how many transactions and
 * parties were purged.
 */
export async function purgeExpiredRecords(
  deps: PurgeDeps,
  limit = PURGE_BATCH,
  log?: FastifyBaseLogger,
): Promise<number> {
  const now = deps.clock.now();
  const options = { now, today: warsawDay(now), years: RETENTION_YEARS, limit };
  const purged = await deps.db.transaction(async (tx) => {
    await lockPurge(tx);
    const expiredTransactions = await listExpiredTransactions(tx, options);
    // Parties are looked for after the transactions are gone: a party whose last transaction
    // goes in this batch goes in it too.
    const transactionIds = expiredTransactions.map((record) => record.id);
    const deleted = await deleteRecordsWithDependants(tx, transactionIds, []);
    const expiredParties = await listExpiredParties(tx, options);
    const deletedParties = await deleteRecordsWithDependants(
      tx,
      [],
      expiredParties.map((record) => record.id),
    );
    // Attachments deleted on their own, whose record is still kept.
    const expiredAttachments = await deleteExpiredAttachments(tx, options);
    const entries = [
      ...auditEntriesOf(deleted, now),
      ...auditEntriesOf(deletedParties, now),
      ...auditEntriesOf({ attachments: expiredAttachments.attachments }, now),
    ];
    if (entries.length > 0) await recordAudit(tx, PURGE_ACTOR, now, ...entries);
    return {
      count:
        deleted.transactions.length +
        deletedParties.parties.length +
        expiredAttachments.attachments.length,
      files: [...deleted.files, ...deletedParties.files, ...expiredAttachments.files],
    };
  });
  for (const file of purged.files) {
    await Promise.resolve()
      .then(() => deps.stores.get(file.store).delete(file.team, file.ref))
      .catch((error: unknown) =>
        log?.warn({ err: error }, 'The file of a purged attachment could not be removed'),
      );
  }
  return purged.count;
}

/** The audit trail's entity type of each kind of purged record. */
const ENTITY_TYPES = {
  transactions: 'transaction',
  parties: 'party',
  alerts: 'alert',
  tasks: 'task',
  history_events: 'history_event',
  risk_assessments: 'risk_assessment',
  sanction_hits: 'sanction_hit',
  comments: 'comment',
  attachments: 'attachment',
  cdd_executions: 'cdd_execution',
} as const;

/** One `purged` event per deleted record, in its team; no personal data, only codes. */
function auditEntriesOf(
  purged: Partial<Record<keyof typeof ENTITY_TYPES, PurgedRecord[]>>,
  now: Date,
): AuditEntry[] {
  return (Object.keys(ENTITY_TYPES) as Array<keyof typeof ENTITY_TYPES>).flatMap((kind) =>
    (purged[kind] ?? []).map((record) => ({
      entityType: ENTITY_TYPES[kind],
      entityCode: record.code,
      action: 'purged',
      teamId: record.team_id,
      changes: { retention_years: RETENTION_YEARS, purged_on: warsawDay(now) },
    })),
  );
}

/**
 * The purge in the background: hourly in every API process, batch after batch while one finds
 * work. Processes take the purge lock in turn, so each record is purged, and audited, once.
 */
export function createRetentionPurger(
  depsOf: () => PurgeDeps,
  log: FastifyBaseLogger,
  batch = PURGE_BATCH,
  intervalMs = PURGE_INTERVAL_MS,
): BackgroundLoop {
  return createBackgroundLoop({
    name: 'Retention purge',
    intervalMs,
    log,
    work: () => purgeExpiredRecords(depsOf(), batch, log),
  });
}

/** YYYY-MM-DD plus whole years; 29 February becomes the 28th in a common year. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${String(year + years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(
    Math.min(date, last),
  ).padStart(2, '0')}`;
}

function holdOf(party: HoldableParty, today: string): LegalHold {
  // A party not deleted yet is in a relationship that has not ended: were it to end today, it
  // could be purged five years from now.
  const purgeFrom = addYears(
    party.deleted_at ? warsawDay(party.deleted_at) : today,
    RETENTION_YEARS,
  );
  return {
    code: party.code,
    until: party.legal_hold_until,
    reason: party.legal_hold_reason,
    in_force: party.legal_hold_until !== null && party.legal_hold_until >= today,
    purge_from: purgeFrom,
    max_until: addYears(purgeFrom, LEGAL_HOLD_MAX_EXTENSION_YEARS),
  };
}

/** GET: the hold of a party the caller may see. */
export async function getLegalHold(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<LegalHold> {
  const party = await requireParty(deps, auth, code);
  return holdOf(party, warsawDay(deps.clock.now()));
}

/** The team's party, deleted or not: GIIF's request often concerns a former customer. */
async function requireTeamParty(deps: AppDeps, auth: TeamContext, code: string) {
  const party = await findTeamParty(deps.db, auth.teamId, code);
  if (!party) throw notFound('Party');
  return party;
}

/**
 * Sets or changes a party's legal hold (art. 49 ust. 2): to a day after today and at most five
 * years after the day the party could be purged without it. Audited on the party.
 */
export async function setLegalHold(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: SetLegalHold,
): Promise<LegalHold> {
  const party = await requireTeamParty(deps, auth, code);
  const now = deps.clock.now();
  const today = warsawDay(now);
  const limits = holdOf(party, today);
  if (input.until <= today) {
    throw validationFailed([{ path: 'until', code: 'legal_hold_not_future' }]);
  }
  if (input.until > limits.max_until) {
    throw validationFailed([{ path: 'until', code: 'legal_hold_too_long' }]);
  }
  await deps.db.transaction(async (tx) => {
    await updateParty(tx, party.id, {
      legal_hold_until: input.until,
      legal_hold_reason: input.reason,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'party',
      entityCode: party.code,
      action: 'legal_hold_set',
      changes: {
        legal_hold_until: [party.legal_hold_until, input.until],
        legal_hold_reason: [party.legal_hold_reason, input.reason],
      },
    });
  });
  return holdOf(
    { ...party, legal_hold_until: input.until, legal_hold_reason: input.reason },
    today,
  );
}

/** Lifts a party's hold: the purge follows the normal retention again. Audited on the party. */
export async function liftLegalHold(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<LegalHold> {
  const party = await requireTeamParty(deps, auth, code);
  const now = deps.clock.now();
  if (party.legal_hold_until !== null || party.legal_hold_reason !== null) {
    await deps.db.transaction(async (tx) => {
      await updateParty(tx, party.id, {
        legal_hold_until: null,
        legal_hold_reason: null,
        updated_at: now,
      });
      await recordAudit(tx, auth, now, {
        entityType: 'party',
        entityCode: party.code,
        action: 'legal_hold_lifted',
        changes: {
          legal_hold_until: [party.legal_hold_until, null],
          legal_hold_reason: [party.legal_hold_reason, null],
        },
      });
    });
  }
  return holdOf({ ...party, legal_hold_until: null, legal_hold_reason: null }, warsawDay(now));
}
