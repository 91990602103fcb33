import Big from 'big.js';
import type { CreateTransaction, Transaction } from '@aml/shared';
import type { AppDeps } from '../../../app-deps.js';
import { triggerOccasionalTransaction } from '../../cdd/index.js';
import { notFound } from '../../../lib/app-error.js';
import { newCode } from '../../../lib/tokens.js';
import { addDays, warsawDay } from '../../../lib/warsaw-time.js';
import { auditRows } from '../../audit/audit.service.js';
import { convertWith, currenciesNeeded } from '../../exchange-rates/index.js';
import {
  assessmentRows,
  evaluateTransaction,
  type TransactionEvaluation,
} from '../../risk/index.js';
import { loadCompiledVersion, type CompiledVersion } from '../../rule-sets/index.js';
import type { SanctionsFacts } from '../../../engines/risk-rules/index.js';
import { ensureActiveVersion } from '../../rule-sets/rule-sets.service.js';
import { screenTransactionText } from '../../sanctions/screening/screening.service.js';
import type { TeamContext } from '../../../policies/auth-context.js';
import { contributionOf } from '../activity.js';
import type { LinkedParty, TransactionWithCreator } from '../transactions.repository.js';
import { toTransaction } from '../transactions.service.js';
import { newTransactionCaseWork } from './case-work.js';
import {
  insertTransactionRecords,
  isActivityConflict,
  serializeRecord,
  type TransactionRecord,
} from './recording.repository.js';
import {
  loadLinkedTransactions,
  transactionFacts,
  type TransactionFields,
} from './transaction-facts.js';
import type { RecordingContext, SerializedRecord } from './types.js';
import { scopeOf } from '../../../policies/record.policy.js';

/**
 * Recording a new transaction with its assessment, in the request (README.md, ADR 6), in this
 * order:
 * 1. the description is screened in memory (`screenDescription`);
 * 2. in the party queue (a party's transactions one after another in this process):
 * 3. one statement reads what the rules need (`readContext`, through the batched reader);
 * 4. the EUR value, the facts, the linked transactions a crossed limit lists (batched reader),
 *    the rules, and the rows to write: the transaction, its parties, the assessment, the audit
 *    event, the aggregates and the case work (`prepare`);
 * 5. one statement writes them all (the batched writer), or, when the description matches a
 *    list entry, the same statement and the hits in a database transaction of its own
 *    (`recordWithDescriptionHits`);
 * 6. a party's aggregates changed in between (another process recorded one of its
 *    transactions): the write is refused and steps 3–5 run again, so every transaction is
 *    assessed with every earlier one counted.
 */

/** Attempts before a party busy with other transactions makes the request fail. */
const MAX_ATTEMPTS = 25;

/** Days of history read before the team's rule set is known (the longest window allowed). */
const MAX_HISTORY_DAYS = 31;
/** What each team's active rule set read last time: usually read just that much. */
const historyDaysOfTeam = new Map<number, number>();

type Prepared = {
  record: TransactionRecord;
  serialized: SerializedRecord;
  evaluation: TransactionEvaluation;
  context: RecordingContext;
  row: TransactionWithCreator;
  links: LinkedParty[];
  /** The description matches a list entry: its hits are recorded with the transaction. */
  descriptionHit: boolean;
  /** Tells this process's caches of the alerts and tasks written with it (after the write). */
  publishCaseWork: (() => void) | null;
};

/** The team's active version and what the rules read, the version read first when unknown. */
async function readContext(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateTransaction,
  bookedOn: string,
  withHits: boolean,
): Promise<{ context: RecordingContext; compiled: CompiledVersion }> {
  const teamId = auth.teamId;
  const codes = [...new Set(input.parties.map((link) => link.party_code))];
  const currency = input.currency.toUpperCase();
  for (;;) {
    const days = historyDaysOfTeam.get(teamId) ?? MAX_HISTORY_DAYS;
    const context = await deps.recording.contexts.submit({
      teamId,
      ownerId: scopeOf(auth).ownerId,
      userId: auth.userId,
      partyCodes: codes,
      historyFrom: addDays(bookedOn, -(days - 1)),
      day: bookedOn,
      withHits,
      currency,
      currencies: currenciesNeeded(currency),
      newTransaction: true,
    });
    // A party of another team, deleted, or not the caller's to see: like any record, 404.
    if (context.parties.length !== codes.length) throw notFound('Party');
    if (context.version_id === null) {
      // The team's first assessment: it gets the default rule set, then reads again.
      await deps.db.transaction((tx) => ensureActiveVersion(deps, tx, teamId, auth));
      continue;
    }
    const compiled = await loadCompiledVersion(deps.db, Number(context.version_id));
    const needed = Math.max(1, compiled.historyDays);
    historyDaysOfTeam.set(teamId, needed);
    if (needed > days) continue;
    return { context, compiled };
  }
}

/** The description's matches on the lists in force (null: no list imported). */
async function screenDescription(deps: AppDeps, description: string | undefined) {
  const lists = await deps.sanctions.current();
  if (!lists) return null;
  const text = description?.trim() ?? '';
  const hits = text ? lists.index.screenText(text) : [];
  return {
    hits: hits.map((hit) => ({
      list: hit.source,
      entry_id: hit.entry_id,
      name: `${text} ~ ${hit.entry_name}`,
      status: 'hit' as const,
    })),
  } satisfies SanctionsFacts;
}

async function prepare(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateTransaction,
  descriptionSanctions: SanctionsFacts,
): Promise<Prepared> {
  const now = deps.clock.now();
  const { parties: inputLinks, ...fields } = input;
  const bookedAt = new Date(fields.booked_at);
  const bookedOn = warsawDay(bookedAt);
  const withHits = descriptionSanctions !== null;
  const { context, compiled } = await readContext(deps, auth, input, bookedOn, withHits);
  const conversion = convertWith(fields.amount, fields.currency, bookedOn, {
    coverage: new Map(Object.entries(context.coverage ?? {})),
    eur: context.eur_rate ?? undefined,
    rate: context.rate ?? undefined,
  });
  const partyOf = new Map(context.parties.map((party) => [party.code, party]));
  const links = inputLinks.map((link, position) => ({
    party_id: Number(partyOf.get(link.party_code)!.id),
    role: link.role,
    position,
    booked_at: bookedAt,
  }));
  const transaction: TransactionFields = {
    code: newCode(),
    type: fields.type,
    status: fields.status,
    amount: new Big(fields.amount).toFixed(),
    currency: fields.currency,
    amount_eur: conversion.amount_eur,
    booked_at: bookedAt,
    booked_on: bookedOn,
    payment_method: fields.payment_method ?? null,
    country_of_order: fields.country_of_order ?? null,
  };
  const facts = transactionFacts(transaction, links, context, descriptionSanctions);
  await loadLinkedTransactions(
    (reads) => Promise.all(reads.map((read) => deps.recording.linked.submit(read))),
    compiled,
    facts,
    context,
    null,
  );
  const evaluation = evaluateTransaction(compiled, facts, now);

  const { assessment, results } = assessmentRows(
    { teamId: auth.teamId },
    evaluation.versionId,
    evaluation,
    undefined,
    auth,
    now,
  );
  const contribution = contributionOf({ ...transaction, deleted_at: null }, links);
  const versionOf = (partyId: number) =>
    Number(context.parties.find((party) => Number(party.id) === partyId)!.version);
  const row: TransactionWithCreator = {
    id: 0,
    team_id: auth.teamId,
    ...transaction,
    ...conversion,
    payment_date: fields.payment_date ?? null,
    description: fields.description ?? null,
    risk_level: assessment.level,
    giif_report_due: evaluation.giif_report?.due_on ?? null,
    giif_report_reason: evaluation.giif_report?.reason ?? null,
    created_by: auth.userId,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    created_by_email: context.creator_email,
  };
  const { id: _id, created_by_email: _email, deleted_at: _deleted, ...stored } = row;
  const descriptionHit = (descriptionSanctions?.hits.length ?? 0) > 0;
  const id = Number(context.new_id);
  const caseWork = evaluation.needs_case_work
    ? newTransactionCaseWork(
        deps,
        auth,
        { id, code: transaction.code, team_id: auth.teamId },
        { code: String(assessment.code), computed_level: evaluation.combined.level },
        evaluation,
        now,
      )
    : null;
  const record: TransactionRecord = {
    transaction: { ...stored, id },
    links,
    activity: (contribution?.party_ids ?? []).map((partyId) => ({
      party_id: partyId,
      version: versionOf(partyId),
      amount: contribution!.amount_eur,
      day: contribution!.day,
    })),
    assessment,
    results,
    audits: auditRows(auth, now, [
      {
        entityType: 'transaction',
        entityCode: transaction.code,
        action: 'created',
        changes: {
          ...input,
          amount_eur: conversion.amount_eur,
          risk_level: assessment.level,
          assessment: assessment.code,
          giif_report_due: row.giif_report_due,
        },
      },
    ]).concat(caseWork?.audits ?? []),
    caseWork: caseWork?.rows ?? { alerts: [], tasks: [], emails: [], notices: [] },
  };
  return {
    record,
    serialized: serializeRecord(record),
    publishCaseWork: caseWork?.publish ?? null,
    evaluation,
    context,
    row,
    links: links.map((link) => {
      const party = context.parties.find((candidate) => Number(candidate.id) === link.party_id)!;
      return {
        transaction_id: 0,
        party_id: link.party_id,
        role: link.role,
        code: party.code,
        type: party.type,
        name: party.name,
        first_name: party.first_name,
        last_name: party.last_name,
      };
    }),
    descriptionHit,
  };
}

/**
 * Writes a transaction whose description matches a list entry with its hits, all or nothing:
 * the same statement as the batched writer's (its case work included), then the screening
 * stores the hits and raises their alert through the case-work service.
 */
async function recordWithDescriptionHits(deps: AppDeps, auth: TeamContext, prepared: Prepared) {
  const written = await deps.db.transaction(async (tx) => {
    const [ids] = await insertTransactionRecords(tx, [prepared.serialized]);
    await screenTransactionText(deps, tx, { ...prepared.row, id: ids!.id }, auth);
    return ids!;
  });
  deps.emails.sendSoon();
  return written;
}

/**
 * POST /int/transactions: records a new transaction with its assessment and answers it as
 * stored, with its parties. This process records a party's transactions one after another
 * (ADR 6), so only another process's can fail the aggregates' version check, and the retries
 * of `recordInTurn` take care of that.
 */
export async function recordTransaction(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateTransaction,
): Promise<Transaction> {
  const descriptionSanctions = await screenDescription(deps, input.description);
  // Party codes are unique across teams.
  const parties = input.parties.map((link) => link.party_code);
  const { row, links } = await deps.recording.partyQueue(parties, () =>
    recordInTurn(deps, auth, input, descriptionSanctions),
  );
  await triggerOccasionalTransaction(deps, {
    transactionCode: row.code,
    amountEur: row.amount_eur,
    partyIds: links.map((link) => link.party_id),
    actor: auth,
  });
  return toTransaction(row, links);
}

async function recordInTurn(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateTransaction,
  descriptionSanctions: SanctionsFacts,
): Promise<{ row: TransactionWithCreator; links: LinkedParty[] }> {
  for (let attempt = 1; ; attempt += 1) {
    const prepared = await prepare(deps, auth, input, descriptionSanctions);
    try {
      const written = prepared.descriptionHit
        ? await recordWithDescriptionHits(deps, auth, prepared)
        : await deps.recording.writer.submit(prepared.serialized);
      if (prepared.publishCaseWork) {
        prepared.publishCaseWork();
        deps.emails.sendSoon();
      }
      const row = { ...prepared.row, id: written.id };
      return {
        row,
        links: prepared.links.map((link) => ({ ...link, transaction_id: written.id })),
      };
    } catch (error) {
      if (!isActivityConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
