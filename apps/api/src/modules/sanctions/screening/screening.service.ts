import { createHash } from 'node:crypto';
import { message, partyDisplayName, type AlertLink } from '@aml/shared';
import type { AppDeps } from '../../../app-deps.js';
import { triggerCdd } from '../../cdd/index.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newCode } from '../../../lib/tokens.js';
import { lockOpenAlert, type AlertRow } from '../../alerts/index.js';
import { recordAudit, type AuditActor } from '../../audit/audit.service.js';
import { raiseAlert, addAlertLinks, moveAlerts, type CaseText } from '../../case-work/index.js';
import { updateParty, type PartyRow } from '../../parties/index.js';
import { entryKey, type LoadedLists } from '../lists/index-holder.js';
import type {
  MatchHit,
  SanctionsIndex,
  ScreeningSubject,
} from '../../../engines/sanctions-matching/index.js';
import {
  hitsOf,
  hitsWithCodes,
  insertHit,
  setScreeningFingerprints,
  updateHit,
  type HitOwner,
  type HitRow,
} from './hits.repository.js';
import { partySubjects } from './screening-subject.js';

/** The best hit per list entry over all the names screened. */
function bestPerEntry(hits: Array<MatchHit & { subject: string }>) {
  const best = new Map<string, MatchHit & { subject: string }>();
  for (const hit of hits) {
    const key = entryKey(hit.source, hit.entry_id);
    if ((best.get(key)?.score ?? -1) < hit.score) best.set(key, hit);
  }
  return [...best.values()];
}

/**
 * Stores what a screening found against what was stored before. A false positive stays one
 * while the entry's data is the same; when the entry changed it is a hit again. Matches no
 * longer found stay on record as not current. Answers the hits that are news to the officer:
 * new ones, and false positives reopened by a changed entry.
 */
async function reconcile(
  tx: Db,
  owner: HitOwner,
  found: Array<MatchHit & { subject: string }>,
  lists: LoadedLists,
  now: Date,
  scope?: ReadonlySet<string>,
): Promise<{ news: HitRow[]; changed: boolean }> {
  const stored = new Map(
    (await hitsOf(tx, owner))
      .map((row) => [entryKey(row.source, row.entry_id), row] as const)
      .filter(([key]) => !scope || scope.has(key)),
  );
  const news: HitRow[] = [];
  let changed = false;
  for (const hit of bestPerEntry(found)) {
    const key = entryKey(hit.source, hit.entry_id);
    const entryHash = lists.entries.get(key)?.hash ?? '';
    const match = {
      subject_name: hit.subject,
      entry_hash: entryHash,
      entry_name: hit.entry_name,
      matched_name: hit.matched_name,
      score: hit.score,
      explanation: hit.explanation,
      current: true,
      updated_at: now,
    };
    const before = stored.get(key);
    stored.delete(key);
    changed ||=
      !before ||
      !before.current ||
      (before.status === 'false_positive' && before.entry_hash !== entryHash);
    if (!before) {
      news.push(
        await insertHit(tx, {
          ...match,
          team_id: owner.teamId,
          code: newCode(),
          party_id: owner.partyId ?? null,
          transaction_id: owner.transactionId ?? null,
          source: hit.source,
          entry_id: hit.entry_id,
          status: 'hit',
          created_at: now,
        }),
      );
    } else if (before.status === 'false_positive' && before.entry_hash !== entryHash) {
      // The list changed what it says about this entry: the earlier decision no longer covers it.
      news.push(await updateHit(tx, before.id, { ...match, status: 'hit' }));
    } else if (!before.current || before.score !== hit.score || before.entry_hash !== entryHash) {
      const row = await updateHit(tx, before.id, match);
      if (!before.current && row.status === 'hit') news.push(row);
    }
  }
  for (const gone of stored.values()) {
    if (!gone.current) continue;
    await updateHit(tx, gone.id, { current: false, updated_at: now });
    changed = true;
  }
  return { news, changed };
}

/** A hit as its link names it, in no language: who, the entry, its list and the score. */
const describe = (hit: HitRow) =>
  `${hit.subject_name} ~ ${hit.entry_name} (${hit.source} ${hit.entry_id}, ${hit.score.toFixed(2)})`;

/** A hit as the alert's explanation names it (the message's arguments). */
const hitFacts = (hit: HitRow) => ({
  subject: hit.subject_name,
  entry: hit.entry_name,
  source: hit.source,
  entry_id: hit.entry_id,
  score: hit.score,
});

/** How much of a transfer title an alert's title quotes. */
const SNIPPET_LENGTH = 40;

/** The start of a transaction's description, cut at a word with an ellipsis when longer. */
function snippetOf(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= SNIPPET_LENGTH) return words;
  const cut = words.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const SOURCE = 'sanctions_screening';

/** One open sanctions alert per party or transaction: its de-duplication subject. */
const subjectKeyOf = (owner: HitOwner) =>
  owner.partyId !== undefined
    ? `sanctions:party:${owner.partyId}`
    : `sanctions:transaction:${owner.transactionId}`;

const ownerOf = (hit: HitRow): HitOwner =>
  hit.party_id !== null
    ? { teamId: hit.team_id, partyId: hit.party_id }
    : { teamId: hit.team_id, transactionId: hit.transaction_id! };

const hitLink = (hit: HitRow): AlertLink => ({
  type: 'sanctions_hit',
  code: hit.code,
  label: describe(hit),
});

/** The codes of the hits an alert names: those that raised it or joined it later. */
export const hitCodesOf = (alert: Pick<AlertRow, 'links'>) =>
  alert.links.filter((link) => link.type === 'sanctions_hit').map((link) => link.code);

/**
 * Raises the alert of these hits, or — while one is open for the same party or transaction —
 * adds them to it: an open alert names every hit that waits on it, so that it settles only
 * once all of them are decided, and closing it decides them all. Answers the alert.
 */
async function alertOn(
  deps: AppDeps,
  tx: Db,
  owner: HitOwner,
  news: HitRow[],
  title: CaseText,
  actor: AuditActor,
): Promise<AlertRow | undefined> {
  if (news.length === 0) return undefined;
  const links = news.map(hitLink);
  const { alert, created } = await raiseAlert(deps, tx, {
    teamId: owner.teamId,
    source: SOURCE,
    subjectKey: subjectKeyOf(owner),
    severity: 'critical',
    title,
    explanation: message('alert.sanctions.explanation', { hits: news.map(hitFacts) }),
    partyId: owner.partyId ?? null,
    transactionId: owner.transactionId ?? null,
    links,
    actor,
  });
  return created ? alert : addAlertLinks(tx, actor, deps.clock.now(), alert, links);
}

const fingerprintOf = (subjects: unknown, lists: LoadedLists) =>
  createHash('sha256')
    .update(JSON.stringify([subjects, lists.versionKey]))
    .digest('hex')
    .slice(0, 32);

/**
 * Screens a party (a customer, a beneficial owner or a board member) against the lists in force
 * in the caller's transaction: on create and whenever a name or a qualifier changed, and again
 * under a new list version. Unchanged names under unchanged lists are not screened twice.
 * Without any imported list nothing happens: the party stays unscreened, which the sanctions
 * rule reports as "cannot be processed".
 */
export async function screenParty(
  deps: AppDeps,
  tx: Db,
  party: PartyRow,
  actor: AuditActor,
  options: { force?: boolean } = {},
): Promise<void> {
  const lists = await deps.sanctions.current(tx);
  if (!lists) return;
  if (!options.force && party.sanctions_fingerprint === partyFingerprint(party, lists)) return;
  await screenPartyAgainst(deps, tx, party, lists, actor);
}

const partyFingerprint = (party: PartyRow, lists: LoadedLists) =>
  fingerprintOf(partySubjects(party), lists);

/**
 * Screens a party with `lists.index`, or with `changes` (an index of only the entries a new list
 * version added or changed, and the keys of every entry it touched): the re-screening after a
 * list update then costs in proportion to the change, not to the lists. Answers whether the
 * party's hits changed.
 */
export async function screenPartyAgainst(
  deps: AppDeps,
  tx: Db,
  party: PartyRow,
  lists: LoadedLists,
  actor: AuditActor,
  changes?: { index: SanctionsIndex; keys: ReadonlySet<string> },
): Promise<boolean> {
  const subjects = partySubjects(party);
  const now = deps.clock.now();
  const found = screenSubjects(changes?.index ?? lists.index, subjects);
  const { news, changed } = await reconcile(
    tx,
    partyOwner(party),
    found,
    lists,
    now,
    changes?.keys,
  );
  const print = fingerprintOf(subjects, lists);
  await updateParty(tx, party.id, { sanctions_fingerprint: print, sanctions_screened_at: now });
  party.sanctions_fingerprint = print;
  party.sanctions_screened_at = now;
  await alertOnParty(deps, tx, party, news, actor);
  return changed;
}

/**
 * Screens parties just created together (the CSV import) as `screenParty` screens each, in a
 * few statements: a new party has no stored hits to reconcile, so only the few with a match
 * are written one by one, and the fingerprints of all of them in one update.
 */
export async function screenNewParties(
  deps: AppDeps,
  tx: Db,
  created: PartyRow[],
  actor: AuditActor,
): Promise<void> {
  const lists = await deps.sanctions.current(tx);
  if (!lists || created.length === 0) return;
  const now = deps.clock.now();
  for (const party of created) {
    const subjects = partySubjects(party);
    const found = screenSubjects(lists.index, subjects);
    party.sanctions_fingerprint = fingerprintOf(subjects, lists);
    party.sanctions_screened_at = now;
    if (found.length === 0) continue;
    const { news } = await reconcile(tx, partyOwner(party), found, lists, now);
    await alertOnParty(deps, tx, party, news, actor);
  }
  await setScreeningFingerprints(tx, created, now);
}

const partyOwner = (party: PartyRow): HitOwner => ({ teamId: party.team_id, partyId: party.id });

const screenSubjects = (index: SanctionsIndex, subjects: ScreeningSubject[]) =>
  subjects.flatMap((subject) =>
    index.screen(subject).map((hit) => ({ ...hit, subject: subject.name })),
  );

const alertOnParty = (deps: AppDeps, tx: Db, party: PartyRow, news: HitRow[], actor: AuditActor) =>
  alertOn(
    deps,
    tx,
    partyOwner(party),
    news,
    message('alert.sanctions.party_title', { name: partyDisplayName(party) }),
    actor,
  );

/**
 * Screens a transaction's description (a transfer title may name a listed person, in any
 * grammatical case). Its parties are screened as parties.
 */
export async function screenTransactionText(
  deps: AppDeps,
  tx: Db,
  transaction: { id: number; team_id: number; code: string; description: string | null },
  actor: AuditActor,
): Promise<void> {
  const lists = await deps.sanctions.current(tx);
  if (!lists) return;
  const text = transaction.description?.trim() ?? '';
  const found = text ? lists.index.screenText(text).map((hit) => ({ ...hit, subject: text })) : [];
  const owner = { teamId: transaction.team_id, transactionId: transaction.id };
  const { news } = await reconcile(tx, owner, found, lists, deps.clock.now());
  await alertOn(
    deps,
    tx,
    owner,
    news,
    message('alert.sanctions.transaction_title', {
      code: transaction.code,
      text: snippetOf(text),
    }),
    actor,
  );
}

export type HitDecisionKind = 'false_positive' | 'confirmed';

/** The audit event of a decision on a hit, naming the alert it was made from, if any. */
export const hitDecisionAudit = (
  hit: HitRow,
  before: string,
  decision: HitDecisionKind,
  note: string,
  alertCode?: string,
) => ({
  entityType: 'sanction_hit',
  entityCode: hit.code,
  action: decision === 'false_positive' ? 'marked_false_positive' : 'confirmed',
  changes: {
    status: [before, decision],
    note,
    entry: `${hit.source} ${hit.entry_id}`,
    ...(alertCode ? { alert: alertCode } : {}),
  },
  teamId: hit.team_id,
});

/**
 * The officer's decision on a hit — a false positive (remembered) or a confirmed match — and
 * what it means for the alert the hit raised (docs/sanctions-screening.md, "Decisions settle
 * the alert"): a confirmation escalates it (or raises one escalated, when none is open: a
 * confirmed match always reaches the team); a false positive closes it once none of its hits
 * is undecided or confirmed. An alert already escalated or closed stays as it is for a false
 * positive. `mayChange` says whether the deciding person may work on that alert; when not, the
 * decision is refused rather than leave the alert behind it. The hit is written before the
 * alert is locked: the order in which screening and the alert page take the same locks.
 */
export async function decideHit(
  deps: AppDeps,
  tx: Db,
  hit: HitRow,
  decision: HitDecisionKind,
  note: string,
  actor: AuditActor,
  mayChange: (alert: AlertRow) => boolean,
): Promise<HitRow> {
  const now = deps.clock.now();
  const row = await updateHit(tx, hit.id, {
    status: decision,
    decision_note: note,
    decided_by: actor.userId,
    decided_at: now,
    updated_at: now,
  });
  const owner = ownerOf(hit);
  const open = await lockOpenAlert(tx, hit.team_id, SOURCE, subjectKeyOf(owner));
  // A confirmation escalates the open alert of the party or transaction whichever hit raised
  // it; a false positive settles only an alert that waits on this hit.
  const alert =
    open && (decision === 'confirmed' || hitCodesOf(open).includes(hit.code)) ? open : undefined;
  if (alert && !mayChange(alert)) {
    throw new AppError(
      403,
      'edit_not_allowed',
      `You may not change the alert ${alert.code} that this hit raised`,
    );
  }
  await recordAudit(tx, actor, now, hitDecisionAudit(hit, hit.status, decision, note));
  const facts = { sanctions_hit: hit.code };
  if (decision === 'confirmed') {
    const target = alert
      ? await addAlertLinks(tx, actor, now, alert, [hitLink(row)])
      : await alertOn(
          deps,
          tx,
          owner,
          [row],
          message('alert.sanctions.confirmed_title', {
            // A transaction's subject is its whole description.
            name: hit.party_id !== null ? hit.subject_name : snippetOf(hit.subject_name),
          }),
          actor,
        );
    if (target && (target.status === 'new' || target.status === 'in_progress')) {
      await moveAlerts(tx, actor, now, [target], {
        status: 'escalated',
        note,
        severity: 'critical',
        facts,
      });
    }
    if (hit.party_id !== null) {
      await triggerCdd(deps, tx, {
        partyId: hit.party_id,
        trigger: 'sanctions_confirmed',
        detail: { sanctions_hit: hit.code, entry: `${hit.source} ${hit.entry_id}` },
        actor,
      });
    }
    return row;
  }
  if (!alert || (alert.status !== 'new' && alert.status !== 'in_progress')) return row;
  const linked = await hitsWithCodes(tx, alert.team_id, hitCodesOf(alert));
  // A hit no longer found by screening waits on nobody: it is not a match any more.
  if (linked.some((h) => h.status === 'confirmed' || (h.status === 'hit' && h.current))) {
    return row;
  }
  await moveAlerts(tx, actor, now, [alert], {
    status: 'closed_false_positive',
    note: decisionNotes(linked),
    facts: { ...facts, sanctions_hits: linked.map((h) => h.code) },
  });
  return row;
}

/**
 * The resolution of an alert all of whose hits were marked false positives: their notes in the
 * order they were made, each once (an officer often gives several hits the same reason).
 */
function decisionNotes(hits: HitRow[]): string {
  const notes = hits
    .filter((h) => h.status === 'false_positive' && h.decision_note)
    .sort((a, b) => (a.decided_at?.getTime() ?? 0) - (b.decided_at?.getTime() ?? 0))
    .map((h) => h.decision_note!);
  return [...new Set(notes)].join('\n');
}
