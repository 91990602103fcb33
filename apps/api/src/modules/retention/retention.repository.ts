import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import {
  alerts,
  attachments,
  cddExecutions,
  cddMeasures,
  crbrChecks,
  giifFileItems,
  giifNotificationSubjects,
  giifNotifications,
  giifReportDetails,
  giifTransactionIds,
  registriesReports,
  teams,
  alertStatusChanges,
  backtests,
  comments,
  historyEvents,
  parties,
  partyActivity,
  partyActivityDays,
  riskAssessments,
  ruleResultRejections,
  sanctionHits,
  tasks,
  transactionParties,
  transactions,
  whiteListChecks,
} from '../../db/schema.js';

/**
 * The purge of records past their retention (docs/retention.md). It deletes from the tables of
 * several modules in one database transaction, like the recording path writes them (ADR 6):
 * a record and everything that hangs on it go together, or nothing does.
 */

/** Any constant; one purge in the whole installation at a time (as the audit chain linker). */
const PURGE_LOCK_KEY = 7_372_049;

/** Holds the purge's lock to the end of the transaction: a second process waits, then finds the work done. */
export async function lockPurge(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
}

export type PurgedRecord = { id: number; code: string; team_id: number };

/** The moment retention ended for records whose period began at or before it. */
const retentionStart = (now: Date, years: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(years => ${years}))`;

/** A party's legal hold runs through `today` (its own, or its company's for a linked person). */
const heldOn = (party: SQL, parent: SQL, today: string) =>
  sql`(${party}.legal_hold_until >= ${today}::date or ${parent}.legal_hold_until >= ${today}::date)`;

/**
 * Deleted transactions whose retention ended: five years after the later of their booking and
 * their deletion, none of whose parties (nor those parties' companies) is under a legal hold.
 */
export async function listExpiredTransactions(
  db: Db,
  options: { now: Date; today: string; years: number; limit: number },
): Promise<PurgedRecord[]> {
  const rows = await queryRows<{ id: string; code: string; team_id: string }>(
    db,
    sql`select t.id, t.code, t.team_id from ${transactions} t
      where t.deleted_at is not null
        and greatest(t.deleted_at, t.booked_at) <= ${retentionStart(options.now, options.years)}
        and not exists (
          select 1 from ${transactionParties} tp
          join ${parties} p on p.id = tp.party_id
          left join ${parties} company on company.id = p.parent_party_id
          where tp.transaction_id = t.id and ${heldOn(sql`p`, sql`company`, options.today)})
      order by t.id
      limit ${options.limit}`,
  );
  return rows.map(toRecord);
}

/**
 * Deleted parties whose retention ended five years after their deletion, not under a legal
 * hold (their own or their company's), and with nothing left that must outlive them: no
 * transaction still kept names them, and no beneficial owner or board member of theirs is
 * left (those are purged first, by their own deletion and hold).
 */
export async function listExpiredParties(
  db: Db,
  options: { now: Date; today: string; years: number; limit: number },
): Promise<PurgedRecord[]> {
  const rows = await queryRows<{ id: string; code: string; team_id: string }>(
    db,
    sql`select p.id, p.code, p.team_id from ${parties} p
      left join ${parties} company on company.id = p.parent_party_id
      where p.deleted_at is not null
        and p.deleted_at <= ${retentionStart(options.now, options.years)}
        and not coalesce(${heldOn(sql`p`, sql`company`, options.today)}, false)
        and not exists (select 1 from ${transactionParties} tp where tp.party_id = p.id)
        and not exists (select 1 from ${parties} person where person.parent_party_id = p.id)
      order by p.id
      limit ${options.limit}`,
  );
  return rows.map(toRecord);
}

/**
 * Deletes the attachments deleted five years ago whose record is still kept, unless that
 * record is under a legal hold (a party's own or its company's; a transaction's through any of
 * its parties): their rows here, their files (`files`) from the stores after the commit.
 */
export async function deleteExpiredAttachments(
  db: Db,
  options: { now: Date; today: string; years: number; limit: number },
): Promise<{ attachments: PurgedRecord[]; files: PurgedFile[] }> {
  const rows = await queryRows<{
    id: string;
    code: string;
    team_id: string;
    team_code: string;
    store: PurgedFile['store'];
    store_ref: string | null;
    file_removed_at: Date | null;
  }>(
    db,
    sql`delete from ${attachments} gone using ${teams} team
      where team.id = gone.team_id and gone.id in (
        select a.id from ${attachments} a
        left join ${parties} p on a.owner_type = 'party' and p.id = a.owner_id
        left join ${parties} company on company.id = p.parent_party_id
        where a.deleted_at is not null
          and a.deleted_at <= ${retentionStart(options.now, options.years)}
          and not coalesce(${heldOn(sql`p`, sql`company`, options.today)}, false)
          and not exists (
            select 1 from ${transactionParties} tp
            join ${parties} tpp on tpp.id = tp.party_id
            left join ${parties} tpc on tpc.id = tpp.parent_party_id
            where a.owner_type = 'transaction' and tp.transaction_id = a.owner_id
              and ${heldOn(sql`tpp`, sql`tpc`, options.today)})
        order by a.id
        limit ${options.limit})
      returning gone.id, gone.code, gone.team_id, team.code as team_code, gone.store,
        gone.store_ref, gone.file_removed_at`,
  );
  return {
    attachments: rows.map(toRecord),
    files: rows.flatMap((row) =>
      row.store_ref && !row.file_removed_at
        ? [
            {
              store: row.store,
              ref: row.store_ref,
              team: { id: Number(row.team_id), code: row.team_code },
            },
          ]
        : [],
    ),
  };
}

const toRecord = (row: { id: unknown; code: string; team_id: unknown }) => ({
  id: Number(row.id),
  code: row.code,
  team_id: Number(row.team_id),
});

/** What was deleted with the records, by kind, each with its code and team for the audit trail. */
export type PurgedDependants = {
  alerts: PurgedRecord[];
  tasks: PurgedRecord[];
  history_events: PurgedRecord[];
  risk_assessments: PurgedRecord[];
  sanction_hits: PurgedRecord[];
  comments: PurgedRecord[];
  attachments: PurgedRecord[];
  cdd_executions: PurgedRecord[];
};

/** A purged attachment's file, to remove from its store once the purge has committed. */
export type PurgedFile = {
  store: 'server' | 'google' | 'microsoft' | 's3';
  ref: string;
  team: { id: number; code: string };
};

const returned = { id: sql<number>`id`, code: sql<string>`code`, team_id: sql<number>`team_id` };
const numbers = (rows: Array<{ id: unknown; code: string; team_id: unknown }>): PurgedRecord[] =>
  rows.map(toRecord);

/**
 * Deletes the transactions and parties with every row that references them, children first:
 * comments on their alerts, tasks and history events; rule result rejections and risk
 * assessments; alert status changes, tasks (also those of a purged alert) and alerts; history
 * events; sanctions hits; the transactions' party links; the parties' aggregates. Links other
 * alerts keep to the purged records are removed from them, and back-tests' lists of flagged
 * transactions forget the purged ones (their counts stay: they hold no one's data).
 * Attachments go too: their rows here, their files (`files`) from the stores after the commit;
 * and the parties' due diligence executions with their measures and the measures' files.
 */
export async function deleteRecordsWithDependants(
  db: Db,
  transactionIds: number[],
  partyIds: number[],
): Promise<
  PurgedDependants & { transactions: PurgedRecord[]; parties: PurgedRecord[]; files: PurgedFile[] }
> {
  const ofRecords = (partyColumn: SQL | null, transactionColumn: SQL | null) =>
    or(
      partyColumn && partyIds.length > 0 ? sql`${partyColumn} in ${partyIds}` : undefined,
      transactionColumn && transactionIds.length > 0
        ? sql`${transactionColumn} in ${transactionIds}`
        : undefined,
    ) ?? sql`false`;

  const alertIds = (
    await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(ofRecords(sql`${alerts.party_id}`, sql`${alerts.transaction_id}`))
  ).map((row) => row.id);
  const taskCondition = or(
    ofRecords(sql`${tasks.party_id}`, sql`${tasks.transaction_id}`),
    alertIds.length > 0 ? inArray(tasks.alert_id, alertIds) : undefined,
  )!;
  const taskIds = (await db.select({ id: tasks.id }).from(tasks).where(taskCondition)).map(
    (row) => row.id,
  );
  const eventIds = (
    await db
      .select({ id: historyEvents.id })
      .from(historyEvents)
      .where(ofRecords(sql`${historyEvents.party_id}`, sql`${historyEvents.transaction_id}`))
  ).map((row) => row.id);
  const assessmentIds = (
    await db
      .select({ id: riskAssessments.id })
      .from(riskAssessments)
      .where(ofRecords(sql`${riskAssessments.party_id}`, sql`${riskAssessments.transaction_id}`))
  ).map((row) => row.id);

  const commentsOf = (type: string, ids: number[]) =>
    ids.length > 0
      ? and(eq(comments.entity_type, type), inArray(comments.entity_id, ids))
      : undefined;
  const commentCondition = or(
    commentsOf('alert', alertIds),
    commentsOf('task', taskIds),
    commentsOf('history_event', eventIds),
  );
  const deletedComments = commentCondition
    ? await db.delete(comments).where(commentCondition).returning(returned)
    : [];

  if (assessmentIds.length > 0) {
    await db
      .delete(ruleResultRejections)
      .where(inArray(ruleResultRejections.assessment_id, assessmentIds));
  }
  const deletedAssessments =
    assessmentIds.length > 0
      ? await db
          .delete(riskAssessments)
          .where(inArray(riskAssessments.id, assessmentIds))
          .returning(returned)
      : [];
  if (partyIds.length > 0) {
    // A CRBR check points at the party's extract and task: it goes before them.
    await db.delete(crbrChecks).where(inArray(crbrChecks.party_id, partyIds));
    // A registries report attached to the party is part of its file (it names its people).
    await db.delete(registriesReports).where(inArray(registriesReports.party_id, partyIds));
  }
  if (partyIds.length > 0 || transactionIds.length > 0) {
    await db
      .delete(giifNotificationSubjects)
      .where(
        or(
          partyIds.length > 0 ? inArray(giifNotificationSubjects.party_id, partyIds) : undefined,
          transactionIds.length > 0
            ? inArray(giifNotificationSubjects.transaction_id, transactionIds)
            : undefined,
        ),
      );
  }
  if (transactionIds.length > 0) {
    // A purged transaction's report data goes with it; its id's counter never goes back, so
    // the id is not handed out again.
    await db.delete(giifFileItems).where(inArray(giifFileItems.transaction_id, transactionIds));
    await db
      .delete(giifReportDetails)
      .where(inArray(giifReportDetails.transaction_id, transactionIds));
    await db
      .delete(giifTransactionIds)
      .where(inArray(giifTransactionIds.transaction_id, transactionIds));
  }
  if (partyIds.length > 0 || transactionIds.length > 0) {
    await db
      .delete(whiteListChecks)
      .where(
        or(
          partyIds.length > 0 ? inArray(whiteListChecks.party_id, partyIds) : undefined,
          transactionIds.length > 0
            ? inArray(whiteListChecks.transaction_id, transactionIds)
            : undefined,
        ),
      );
  }
  const deletedTasks =
    taskIds.length > 0
      ? await db.delete(tasks).where(inArray(tasks.id, taskIds)).returning(returned)
      : [];
  if (alertIds.length > 0) {
    await db.delete(alertStatusChanges).where(inArray(alertStatusChanges.alert_id, alertIds));
    // A notification made from a purged alert stays, without it.
    await db
      .update(giifNotifications)
      .set({ alert_id: null })
      .where(inArray(giifNotifications.alert_id, alertIds));
  }
  const deletedAlerts =
    alertIds.length > 0
      ? await db.delete(alerts).where(inArray(alerts.id, alertIds)).returning(returned)
      : [];
  const deletedEvents =
    eventIds.length > 0
      ? await db
          .delete(historyEvents)
          .where(inArray(historyEvents.id, eventIds))
          .returning(returned)
      : [];
  const executionIds =
    partyIds.length > 0
      ? (
          await db
            .select({ id: cddExecutions.id })
            .from(cddExecutions)
            .where(inArray(cddExecutions.party_id, partyIds))
        ).map((row) => row.id)
      : [];
  const measureIds =
    executionIds.length > 0
      ? (
          await db
            .select({ id: cddMeasures.id })
            .from(cddMeasures)
            .where(inArray(cddMeasures.execution_id, executionIds))
        ).map((row) => row.id)
      : [];
  const ownedBy = (type: 'party' | 'transaction' | 'cdd_measure', ids: number[]) =>
    ids.length > 0
      ? and(eq(attachments.owner_type, type), inArray(attachments.owner_id, ids))
      : undefined;
  const attachmentCondition = or(
    ownedBy('party', partyIds),
    ownedBy('transaction', transactionIds),
    ownedBy('cdd_measure', measureIds),
  );
  const files = attachmentCondition
    ? await db
        .select({
          store: attachments.store,
          ref: attachments.store_ref,
          team: { id: teams.id, code: teams.code },
        })
        .from(attachments)
        .innerJoin(teams, eq(teams.id, attachments.team_id))
        .where(and(attachmentCondition, isNull(attachments.file_removed_at)))
    : [];
  const deletedAttachments = attachmentCondition
    ? await db.delete(attachments).where(attachmentCondition).returning(returned)
    : [];
  const deletedHits = await db
    .delete(sanctionHits)
    .where(ofRecords(sql`${sanctionHits.party_id}`, sql`${sanctionHits.transaction_id}`))
    .returning(returned);

  let deletedTransactions: Array<{ id: unknown; code: string; team_id: unknown }> = [];
  if (transactionIds.length > 0) {
    await db
      .delete(transactionParties)
      .where(inArray(transactionParties.transaction_id, transactionIds));
    deletedTransactions = await db
      .delete(transactions)
      .where(inArray(transactions.id, transactionIds))
      .returning(returned);
  }
  let deletedExecutions: Array<{ id: unknown; code: string; team_id: unknown }> = [];
  if (executionIds.length > 0) {
    await db.delete(cddMeasures).where(inArray(cddMeasures.execution_id, executionIds));
    deletedExecutions = await db
      .delete(cddExecutions)
      .where(inArray(cddExecutions.id, executionIds))
      .returning(returned);
  }
  let deletedParties: Array<{ id: unknown; code: string; team_id: unknown }> = [];
  if (partyIds.length > 0) {
    await db.delete(partyActivityDays).where(inArray(partyActivityDays.party_id, partyIds));
    await db.delete(partyActivity).where(inArray(partyActivity.party_id, partyIds));
    deletedParties = await db
      .delete(parties)
      .where(inArray(parties.id, partyIds))
      .returning(returned);
  }

  const purged = {
    transactions: numbers(deletedTransactions),
    parties: numbers(deletedParties),
    alerts: numbers(deletedAlerts),
    tasks: numbers(deletedTasks),
    history_events: numbers(deletedEvents),
    risk_assessments: numbers(deletedAssessments),
    sanction_hits: numbers(deletedHits),
    comments: numbers(deletedComments),
    attachments: numbers(deletedAttachments),
    cdd_executions: numbers(deletedExecutions),
  };
  await forgetLinks(db, purged);
  return {
    ...purged,
    files: files.flatMap((file) => (file.ref ? [{ ...file, ref: file.ref }] : [])),
  };
}

/**
 * Removes the purged records from what other records keep of them by code: the links of the
 * alerts that stay, and the flagged transactions listed in back-test results.
 */
async function forgetLinks(db: Db, purged: Record<string, PurgedRecord[]>) {
  const all = Object.values(purged).flat();
  if (all.length === 0) return;
  const codes = all.map((record) => record.code);
  const teams = [...new Set(all.map((record) => record.team_id))];
  await db.execute(sql`update ${alerts} set links = coalesce((
      select jsonb_agg(link order by position) from jsonb_array_elements(${alerts.links})
        with ordinality as kept(link, position)
      where coalesce(link->>'code', '') not in ${codes}), '[]'::jsonb)
    where ${alerts.team_id} in ${teams}
      and exists (select 1 from jsonb_array_elements(${alerts.links}) as l(link)
        where link->>'code' in ${codes})`);
  const transactionCodes = purged.transactions!.map((record) => record.code);
  if (transactionCodes.length === 0) return;
  await db.execute(sql`update ${backtests} set results = jsonb_set(${backtests.results}, '{rules}',
      coalesce((select jsonb_agg(jsonb_set(rule, '{transactions}', coalesce((
          select jsonb_agg(listed order by position)
          from jsonb_array_elements(rule->'transactions') with ordinality as l(listed, position)
          where coalesce(listed->>'code', '') not in ${transactionCodes}), '[]'::jsonb))
        order by rule_position)
        from jsonb_array_elements(${backtests.results}->'rules')
          with ordinality as r(rule, rule_position)), '[]'::jsonb))
    where ${backtests.team_id} in ${teams} and ${backtests.results} is not null`);
}

export type HoldableParty = {
  id: number;
  code: string;
  team_id: number;
  deleted_at: Date | null;
  legal_hold_until: string | null;
  legal_hold_reason: string | null;
};

/** A party of the team by its code, deleted or not: a hold is most often asked for a former customer. */
export async function findTeamParty(
  db: Db,
  teamId: number,
  code: string,
): Promise<HoldableParty | undefined> {
  const [party] = await db
    .select({
      id: parties.id,
      code: parties.code,
      team_id: parties.team_id,
      deleted_at: parties.deleted_at,
      legal_hold_until: parties.legal_hold_until,
      legal_hold_reason: parties.legal_hold_reason,
    })
    .from(parties)
    .where(and(eq(parties.team_id, teamId), eq(parties.code, code)));
  return party;
}
