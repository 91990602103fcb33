import {
  partyDisplayName,
  SANCTION_LIST_SOURCES,
  type AlertHit,
  type AlertStatus,
  type SanctionHit,
  type SanctionListsOverview,
  type SanctionMatch,
  type SanctionSearch,
  type SanctionSearchResult,
  type ScreeningResult,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type AlertRow, mayDecideHits, mayWorkOnAlert } from '../alerts/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { InputDecision } from '../risk/index.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { listLinked } from '../parties/index.js';
import { requireParty, screenAndAssessParty } from '../parties/parties.service.js';
import { listLinkedParties } from '../transactions/index.js';
import { holdForChange, reassessTransaction } from '../transactions/reassess.service.js';
import { requireTransaction } from '../transactions/transactions.service.js';
import { countUsage, usageThisMonth } from '../usage/usage.service.js';
import { entryKey, type LoadedLists } from './lists/index-holder.js';
import {
  currentVersions,
  recentRescreens,
  toListVersion,
} from './lists/list-versions.repository.js';
import {
  type ListEntry,
  DEFAULT_THRESHOLD,
  type MatchHit,
} from '../../engines/sanctions-matching/index.js';
import {
  decideUndecidedHits,
  hitsForDisplay,
  hitsOfParties,
  hitsOfTransaction,
  hitsWithCodes,
  hitsWithCodesWhere,
  hitWithCode,
  type HitRow,
} from './screening/hits.repository.js';
import {
  decideHit,
  hitCodesOf,
  hitDecisionAudit,
  screenParty,
  screenTransactionText,
  type HitDecisionKind,
} from './screening/screening.service.js';
import { scopeOf } from '../../policies/record.policy.js';

const SEARCH_LIMIT = 25;

export async function listsOverview(deps: AppDeps): Promise<SanctionListsOverview> {
  const [versions, rescreens] = await Promise.all([
    currentVersions(deps.db),
    recentRescreens(deps.db),
  ]);
  const bySource = new Map(versions.map((v) => [v.source, v]));
  return {
    lists: SANCTION_LIST_SOURCES.map((source) => {
      const version = bySource.get(source);
      return { source, current: version ? toListVersion(version) : null };
    }),
    rescreening: rescreens.map((job) => ({
      ...job,
      status: job.status as 'queued' | 'running' | 'done' | 'failed',
      updated_at: job.updated_at.toISOString(),
    })),
    fetch_enabled: deps.config.sanctionsFetchEnabled,
  };
}

/** What the list says about an entry, for the officer to compare with the customer. */
function summarise(entry: ListEntry | undefined, removed: boolean) {
  if (!entry) return null;
  return {
    type: entry.type,
    names: entry.names.map((name) => name.full),
    birth_dates: entry.birth_dates.map((range) => range.text),
    nationalities: [...entry.nationalities, ...entry.citizenships, ...entry.nationalities_text],
    programs: entry.programs,
    listed_on: entry.listed_on,
    removed,
  };
}

const toMatch = (hit: MatchHit, lists: LoadedLists): SanctionMatch => ({
  source: hit.source,
  entry_id: hit.entry_id,
  entry_name: hit.entry_name,
  matched_name: hit.matched_name,
  score: hit.score,
  explanation: hit.explanation,
  entry: summarise(lists.entries.get(entryKey(hit.source, hit.entry_id))?.entry, false),
});

async function requireLists(deps: AppDeps): Promise<LoadedLists> {
  const lists = await deps.sanctions.current();
  if (!lists) {
    throw new AppError(
      409,
      'sanction_lists_not_imported',
      'No sanctions list has been imported yet; an administrator imports them under Sanctions lists',
    );
  }
  return lists;
}

/** The search tool: a name (and optional qualifiers) against every list in force. */
export async function searchLists(
  deps: AppDeps,
  search: SanctionSearch,
  team: { teamId: number } | null,
): Promise<SanctionSearchResult> {
  const lists = await requireLists(deps);
  const hits = lists.index.screen(
    {
      name: search.name,
      type: search.type,
      birth_date: search.birth_date ?? null,
      countries: search.country ? [search.country] : [],
    },
    { limit: SEARCH_LIMIT },
  );
  const now = deps.clock.now();
  if (team) await countUsage(deps.db, team.teamId, 'sanction_searches', now);
  return {
    matches: hits.map((hit) => toMatch(hit, lists)),
    threshold: DEFAULT_THRESHOLD,
    lists: lists.versions.map((v) => ({ ...v, created_at: v.created_at.toISOString() })),
    searches_this_month: team
      ? await usageThisMonth(deps.db, team.teamId, 'sanction_searches', now)
      : null,
  };
}

type DisplayRow = Awaited<ReturnType<typeof hitsForDisplay>>[number];

const decisionOf = ({ hit, decided_by }: DisplayRow) =>
  hit.decided_at
    ? { note: hit.decision_note, by: decided_by, at: hit.decided_at.toISOString() }
    : null;

function toHit(row: DisplayRow): SanctionHit {
  const { hit, entry } = row;
  return {
    code: hit.code,
    source: hit.source,
    entry_id: hit.entry_id,
    entry_name: hit.entry_name,
    matched_name: hit.matched_name,
    score: hit.score,
    explanation: hit.explanation,
    entry: entry ? summarise(entry.data, entry.removed_version_id !== null) : null,
    party: row.party?.code
      ? { code: row.party.code, display_name: partyDisplayName(row.party) }
      : null,
    transaction_code: row.transaction_code,
    subject_name: hit.subject_name,
    status: hit.status as SanctionHit['status'],
    current: hit.current,
    decision: decisionOf(row),
    alert: row.alert ? { code: row.alert.code, status: row.alert.status as AlertStatus } : null,
    created_at: hit.created_at.toISOString(),
    updated_at: hit.updated_at.toISOString(),
  };
}

/** A company's beneficial owners and board members (none for a person). */
async function linkedPeople(deps: AppDeps, auth: TeamContext, partyId: number) {
  const scope = scopeOf(auth);
  return [
    ...(await listLinked(deps.db, scope, partyId, 'beneficiary')),
    ...(await listLinked(deps.db, scope, partyId, 'board_member')),
  ];
}

/** A party's screening: its own hits and those of its beneficial owners and board members. */
export async function partyScreening(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<ScreeningResult> {
  const party = await requireParty(deps, auth, code);
  const linked = await linkedPeople(deps, auth, party.id);
  const lists = await deps.sanctions.current();
  const rows = await hitsForDisplay(
    deps.db,
    auth.teamId,
    hitsOfParties([party.id, ...linked.map((p) => p.id)]),
  );
  return {
    screened_at: party.sanctions_screened_at?.toISOString() ?? null,
    lists_available: lists !== null,
    threshold: DEFAULT_THRESHOLD,
    hits: rows.map((row) => toHit(row)),
  };
}

/** A transaction's screening: its description's hits and its parties' hits. */
export async function transactionScreening(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<ScreeningResult> {
  const transaction = await requireTransaction(deps, auth, code);
  const linked = await listLinkedParties(deps.db, [transaction.id]);
  const lists = await deps.sanctions.current();
  const [own, ofParties] = await Promise.all([
    hitsForDisplay(deps.db, auth.teamId, hitsOfTransaction(transaction.id)),
    hitsForDisplay(deps.db, auth.teamId, hitsOfParties(linked.map((p) => p.party_id))),
  ]);
  return {
    screened_at: lists ? transaction.updated_at.toISOString() : null,
    lists_available: lists !== null,
    threshold: DEFAULT_THRESHOLD,
    hits: [...own.map((row) => toHit(row)), ...ofParties.map((row) => toHit(row))],
  };
}

/** Screens a stored party again now (the "search without a form"), then re-assesses its risk. */
export async function screenPartyNow(deps: AppDeps, auth: TeamContext, partyCode: string) {
  const party = await requireParty(deps, auth, partyCode);
  await requireLists(deps);
  const linked = await linkedPeople(deps, auth, party.id);
  await deps.db.transaction(async (tx) => {
    for (const person of [party, ...linked]) {
      await screenParty(deps, tx, person, auth, { force: true });
    }
    // Screened now: the step after a change screens only its company (of an owner or member).
    await screenAndAssessParty(deps, tx, party.id, auth);
    await countUsage(tx, auth.teamId, 'sanction_searches', deps.clock.now());
  });
  void deps.emails.kick();
  return partyScreening(deps, auth, partyCode);
}

export async function screenTransactionNow(deps: AppDeps, auth: TeamContext, code: string) {
  const transaction = await requireTransaction(deps, auth, code);
  await requireLists(deps);
  await deps.db.transaction(async (tx) => {
    await screenTransactionText(deps, tx, transaction, auth);
    await countUsage(tx, auth.teamId, 'sanction_searches', deps.clock.now());
  });
  void deps.emails.kick();
  return transactionScreening(deps, auth, code);
}

/** Transactions held for a change, with what each contributed before it. */
type Held = Map<number, Awaited<ReturnType<typeof holdForChange>>>;

/** What the assessment after a decision on hits carries, so its risk alert can follow it. */
const hitsDecision = (
  decision: HitDecisionKind,
  note: string,
  hits: Array<{ code: string }>,
): InputDecision => ({
  input: 'sanctions_hits',
  decision,
  note,
  codes: hits.map((hit) => hit.code),
});

/**
 * Assesses again what decided hits belong to — their parties, and the transactions whose
 * descriptions they were found in — after the decision, which the assessment carries: a risk
 * alert that the decided match alone raised settles with it (docs/risk-rules.md). `held` are
 * the transactions held before the hits were written, with what they contributed then.
 */
async function assessAfterDecision(
  deps: AppDeps,
  tx: Db,
  auth: TeamContext,
  hits: HitRow[],
  held: Held,
  decided: InputDecision,
) {
  const partyIds = new Set(hits.flatMap((hit) => (hit.party_id === null ? [] : [hit.party_id])));
  for (const partyId of partyIds) await screenAndAssessParty(deps, tx, partyId, auth, decided);
  for (const [transactionId, before] of held) {
    await reassessTransaction(deps, tx, transactionId, before, auth, decided);
  }
}

/**
 * Holds the transactions whose description these hits were found in, before the hits are
 * written: the order in which an edit of the transaction takes its locks (the row, then the
 * screening's hits and alert), so the two never wait on each other.
 */
async function holdTransactionsOf(tx: Db, hits: HitRow[]) {
  const held: Held = new Map();
  for (const hit of hits) {
    if (hit.transaction_id !== null && !held.has(hit.transaction_id)) {
      held.set(hit.transaction_id, await holdForChange(tx, hit.transaction_id));
    }
  }
  return held;
}

/**
 * Marks a hit a false positive or confirms it, with the officer's note; settles the alert it
 * raised (see decideHit) and re-assesses its party or transaction, whose risk alert follows
 * the decision when the match alone raised it; all in one transaction.
 */
export async function decide(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  decision: HitDecisionKind,
  note: string,
): Promise<SanctionHit> {
  const [found] = await hitsForDisplay(deps.db, auth.teamId, hitWithCode(code));
  if (!found) throw notFound('Sanctions hit');
  const { hit } = found;
  // The hit's record must be one the caller can see (a self-viewer: only their own).
  if (found.party?.code) await requireParty(deps, auth, found.party.code);
  if (found.transaction_code) await requireTransaction(deps, auth, found.transaction_code);
  if (hit.status === decision) {
    throw new AppError(409, 'hit_already_decided', `The hit is already marked ${decision}`);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const held = await holdTransactionsOf(tx, [hit]);
    await decideHit(deps, tx, hit, decision, note, auth, (alert) =>
      mayWorkOnAlert(auth, alert, now),
    );
    await assessAfterDecision(deps, tx, auth, [hit], held, hitsDecision(decision, note, [hit]));
  });
  void deps.emails.kick();
  const [row] = await hitsForDisplay(deps.db, auth.teamId, hitWithCode(code));
  return toHit(row!);
}

/** The hits a sanctions alert names, with their decisions as they stand (the alert page). */
export async function hitsOfAlert(
  deps: AppDeps,
  alert: Pick<AlertRow, 'team_id' | 'source' | 'links'>,
): Promise<AlertHit[]> {
  const codes = hitCodesOf(alert);
  if (alert.source !== 'sanctions_screening' || codes.length === 0) return [];
  const rows = await hitsForDisplay(deps.db, alert.team_id, hitsWithCodesWhere(codes));
  return rows.map((row) => ({
    code: row.hit.code,
    source: row.hit.source,
    entry_id: row.hit.entry_id,
    entry_name: row.hit.entry_name,
    subject_name: row.hit.subject_name,
    score: row.hit.score,
    status: row.hit.status as AlertHit['status'],
    current: row.hit.current,
    decision: decisionOf(row),
  }));
}

/**
 * Closing a sanctions alert on the alert page decides its hits as the Sanctions tab would:
 * each undecided, current hit gets the closing's decision and note, by the person closing,
 * with its audit event naming the alert, and the parties are re-assessed — in the caller's
 * transaction, before the alert itself moves. Closing as a false positive an alert with a
 * confirmed hit is refused: that decision is changed on the hit, where it was made.
 */
export async function decideHitsOfAlert(
  deps: AppDeps,
  tx: Db,
  auth: TeamContext,
  alert: AlertRow,
  decision: HitDecisionKind,
  note: string,
): Promise<void> {
  const linked = await hitsWithCodes(tx, alert.team_id, hitCodesOf(alert));
  const confirmed = linked.find((hit) => hit.status === 'confirmed');
  if (decision === 'false_positive' && confirmed) {
    throw new AppError(
      409,
      'sanctions_hit_confirmed',
      `The alert ${alert.code} names a confirmed hit (${confirmed.source} ${confirmed.entry_id}): change that decision on the Sanctions tab first`,
    );
  }
  const undecided = linked.filter((hit) => hit.status === 'hit' && hit.current);
  if (undecided.length === 0) return;
  if (!mayDecideHits(auth)) {
    throw new AppError(
      403,
      'hit_decision_not_allowed',
      `Closing the alert ${alert.code} decides its sanctions hits, which your role may not do`,
    );
  }
  const now = deps.clock.now();
  const held = await holdTransactionsOf(tx, undecided);
  const decided = await decideUndecidedHits(
    tx,
    undecided.map((hit) => hit.id),
    {
      status: decision,
      decision_note: note,
      decided_by: auth.userId,
      decided_at: now,
      updated_at: now,
    },
  );
  await recordAudit(
    tx,
    auth,
    now,
    ...decided.map((hit) => hitDecisionAudit(hit, 'hit', decision, note, alert.code)),
  );
  await assessAfterDecision(deps, tx, auth, decided, held, hitsDecision(decision, note, decided));
}
