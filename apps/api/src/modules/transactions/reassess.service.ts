import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { addDays } from '../../lib/warsaw-time.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { currenciesNeeded } from '../exchange-rates/index.js';
import {
  assessmentRows,
  evaluateTransaction,
  findLatestTransactionAssessment,
  insertAssessments,
  saysNothingNew,
  settleRiskAlert,
  type InputDecision,
} from '../risk/index.js';
import { loadCompiledVersion } from '../rule-sets/index.js';
import { hitsOf, sanctionsFactsOf } from '../sanctions/index.js';
import type { SanctionsFacts } from '../../engines/risk-rules/index.js';
import { ensureActiveVersion } from '../rule-sets/rule-sets.service.js';
import { contributionOf, type Contribution } from './activity.js';
import { applyContribution, lockActivity, readLinkedTransactions } from './activity.repository.js';
import { raiseTransactionCaseWork } from './recording/case-work.js';
import { readRecordingContext } from './recording/recording.repository.js';
import { loadLinkedTransactions, transactionFacts } from './recording/transaction-facts.js';
import {
  findTransactionById,
  listPartyLinks,
  updateTransaction,
} from './transactions.repository.js';

/** Days of history read here: the longest window a rule may have (a change is rare). */
const HISTORY_DAYS = 31;

/** The stored screening of the description: null when no list is imported. */
async function descriptionFacts(
  deps: AppDeps,
  tx: Db,
  transaction: { id: number; team_id: number },
): Promise<SanctionsFacts> {
  if (!(await deps.sanctions.current(tx))) return null;
  const hits = await hitsOf(tx, { teamId: transaction.team_id, transactionId: transaction.id });
  return sanctionsFactsOf(hits.filter((hit) => hit.current));
}

/**
 * After a stored transaction changed (its amount, day, parties, status, EUR value, or its
 * deletion), in the caller's database transaction: its parties' aggregates lose what it
 * contributed before (`before`) and gain what it contributes now, and it is assessed again
 * against the history of the others, exactly as a new one is. A canceled or deleted transaction
 * is not assessed again; a canceled one is no longer to be reported. `decided` is the decision
 * on its description's sanctions hits that this assessment follows: the risk alert that
 * alone raised settles with it (risk/settle-risk-alert.ts).
 */
export async function reassessTransaction(
  deps: AppDeps,
  tx: Db,
  transactionId: number,
  before: Contribution | null,
  actor: AuditActor,
  decided?: InputDecision,
): Promise<void> {
  const row = await findTransactionById(tx, transactionId);
  if (!row) return;
  const links = await listPartyLinks(tx, row.id);
  const after = contributionOf(row, links);
  const held = [...new Set([...(before?.party_ids ?? []), ...(after?.party_ids ?? [])])];
  // Held first: a new transaction of these parties recorded meanwhile is assessed after this.
  await lockActivity(tx, row.team_id, held);
  if (before) await applyContribution(tx, row.team_id, before, -1);
  if (row.deleted_at || row.status === 'canceled') {
    if (row.giif_report_due) {
      await updateTransaction(tx, row.id, { giif_report_due: null, giif_report_reason: null });
    }
    return;
  }

  const currency = row.currency.toUpperCase();
  const read = () =>
    readRecordingContext(tx, {
      teamId: row.team_id,
      ownerId: null,
      userId: actor.userId ?? 0,
      partyCodes: [...new Set(links.map((link) => link.code))],
      historyFrom: addDays(row.booked_on, -(HISTORY_DAYS - 1)),
      day: row.booked_on,
      withHits: true,
      newTransaction: false,
      currency,
      currencies: currenciesNeeded(currency),
    });
  let context = await read();
  if (context.version_id === null) {
    await ensureActiveVersion(deps, tx, row.team_id, actor);
    context = await read();
  }
  const compiled = await loadCompiledVersion(tx, Number(context.version_id));
  // A party deleted since the transaction was recorded no longer takes part in its rules.
  const present = new Set(context.parties.map((party) => Number(party.id)));
  const facts = transactionFacts(
    row,
    links.filter((link) => present.has(link.party_id)),
    context,
    await descriptionFacts(deps, tx, row),
  );
  await loadLinkedTransactions(
    (reads) => readLinkedTransactions(tx, reads),
    compiled,
    facts,
    context,
    row.id,
  );
  const now = deps.clock.now();
  const evaluation = evaluateTransaction(compiled, facts, now);
  if (after) await applyContribution(tx, row.team_id, after, 1);

  const previous = await findLatestTransactionAssessment(tx, row.id);
  const giif = evaluation.giif_report;
  const unchanged =
    saysNothingNew(previous, evaluation.versionId, evaluation) &&
    row.giif_report_due === (giif?.due_on ?? null);
  if (unchanged) return;
  const [assessment] = await insertAssessments(tx, [
    assessmentRows(
      { teamId: row.team_id, transactionId: row.id },
      evaluation.versionId,
      evaluation,
      previous,
      actor,
      now,
    ),
  ]);
  await updateTransaction(tx, row.id, {
    risk_level: assessment!.level,
    giif_report_due: giif?.due_on ?? null,
    giif_report_reason: giif?.reason ?? null,
  });
  await recordAudit(tx, actor, now, {
    entityType: 'transaction',
    entityCode: row.code,
    action: 'risk_assessed',
    changes: {
      risk_level: [previous?.level ?? row.risk_level, assessment!.level],
      computed_level: evaluation.combined.level,
      assessment: assessment!.code,
      rule_set_version: compiled.version.version,
      giif_report_due: [row.giif_report_due, giif?.due_on ?? null],
    },
    teamId: row.team_id,
  });
  if (decided) {
    const target = { teamId: row.team_id, type: 'transaction', id: row.id } as const;
    await settleRiskAlert(deps, tx, target, assessment!, decided, actor);
  }
  await raiseTransactionCaseWork(deps, tx, row, assessment!, evaluation, actor);
}

/**
 * Holds a stored transaction for a change (to the end of the caller's database transaction)
 * and answers what it contributes now: two changes at once never both take it away.
 */
export async function holdForChange(tx: Db, transactionId: number) {
  const row = await findTransactionById(tx, transactionId, { lock: true });
  if (!row) return null;
  return contributionOf(row, await listPartyLinks(tx, transactionId));
}

/**
 * What the exchange-rates module does after completing a pending EUR value: the transaction
 * contributed nothing while pending; now it counts and is assessed with its value.
 */
export const onEurCompleted =
  (deps: AppDeps) => (tx: Db, transactionId: number, actor: AuditActor) =>
    reassessTransaction(deps, tx, transactionId, null, actor);
