import { runStatement, type Db } from '../../../db/client.js';
import { tableColumns } from '../../../db/recordset.js';
import { alerts, auditEvents, tasks, transactions } from '../../../db/schema.js';
import { CHANGE_CHANNEL } from '../../../lib/change-bus.js';
import type { NewAlert } from '../../alerts/index.js';
import type { NewAuditEvent } from '../../audit/index.js';
import type { CaseWorkNotice } from '../../case-work/index.js';
import { queueTeamNoticesSql } from '../../email/index.js';
import type { NewTask } from '../../tasks/index.js';
import { activityColumns } from '../activity.repository.js';
import type { RecordingContext, RecordingRead, SerializedRecord, WrittenRecord } from './types.js';

/**
 * The two statements that record a transaction (docs/decisions/0006): one reads everything its
 * assessment needs, one writes the transaction with its parties, assessment, rule results,
 * audit event and the parties' aggregates, for several transactions at once. Between them the
 * rules run in the process, with no transaction held open.
 */

const rateOn = (currency: string, day: string) => `
  (select row_to_json(r) from (
     select currency, effective_date::text as effective_date, mid::text as mid, table_no, source
     from exchange_rates where currency = ${currency} and effective_date <= ${day}::date
     order by effective_date desc limit 1) r)`;

/** Several requests' reads at once: one row per request (`idx`), its fields as below. */
const READ_CONTEXTS = `
select r.idx,
  (select json_agg(row_to_json(x)) from (
     select p.id, p.code, p.type, p.name, p.first_name, p.last_name, p.risk_level,
       p.sanctions_screened_at is not null as screened,
       ${activityColumns('p.id', 'r.history_from', 'r.day')},
       case when r.with_hits then (
         select json_agg(json_build_array(h.source, h.entry_id, h.subject_name || ' ~ ' || h.entry_name, h.status))
         from sanction_hits h
         where h.current and (h.party_id = p.id
           or h.party_id in (select l.id from parties l where l.parent_party_id = p.id))
       ) end as hits
     from (select distinct jsonb_array_elements_text(r.party_codes) as code) c
     -- By the unique code first (OFFSET 0 keeps the planner from preferring the team's index,
     -- which would read every party of the team), then checked to be the team's.
     cross join lateral (select * from parties where code = c.code offset 0) p
     left join party_activity a on a.party_id = p.id
     where p.team_id = r.team_id and p.deleted_at is null
       and (r.owner_id is null or p.created_by = r.owner_id)
  ) x) as parties,
  (select v.id from rule_sets s join rule_set_versions v
     on v.rule_set_id = s.id and v.version = s.current_version
   where s.team_id = r.team_id and s.active and s.deleted_at is null) as version_id,
  (select institution_type from obligated_institutions where team_id = r.team_id) as institution_type,
  (select email from users where id = r.user_id) as creator_email,
  (select json_object_agg(currency, checked_through::text) from exchange_rate_coverage
   where currency in (select jsonb_array_elements_text(r.currencies))) as coverage,
  ${rateOn(`'EUR'`, 'r.day')} as eur_rate,
  ${rateOn('r.currency', 'r.day')} as rate,
  -- Here rather than in the write: the case work written with it names it (its subjects).
  case when r.new then nextval('transactions_id_seq')::text end as new_id
from jsonb_to_recordset($1::jsonb) as r(idx int, team_id bigint, party_codes jsonb,
  owner_id bigint, user_id bigint, history_from date, day date, with_hits boolean,
  currency text, currencies jsonb, new boolean)`;

/** The reads of several requests in one statement, answered in their order. */
export async function readRecordingContexts(
  db: Db,
  reads: RecordingRead[],
): Promise<RecordingContext[]> {
  const rows = await runStatement<RecordingContext & { idx: number }>(db, {
    name: 'read_recording_contexts',
    text: READ_CONTEXTS,
    values: [
      JSON.stringify(
        reads.map((read, idx) => ({
          idx,
          team_id: read.teamId,
          party_codes: read.partyCodes,
          owner_id: read.ownerId,
          user_id: read.userId,
          history_from: read.historyFrom,
          day: read.day,
          with_hits: read.withHits,
          currency: read.currency,
          currencies: read.currencies,
          new: read.newTransaction,
        })),
      ),
    ],
  });
  const byIdx = new Map(
    rows.map(({ idx, ...row }) => [idx, { ...row, parties: row.parties ?? [] }]),
  );
  return reads.map((_read, idx) => byIdx.get(idx)!);
}

/**
 * Everything assessing a transaction needs, in one statement: its parties that the caller may
 * see (`ownerId` set for members who see only their own records), their aggregates with the
 * days from `historyFrom` to `day`, their screening hits when `withHits`, the team's active rule
 * set version and kind of institution, the creator's e-mail, and the NBP rates of `day`.
 */
export async function readRecordingContext(db: Db, read: RecordingRead) {
  const [context] = await readRecordingContexts(db, [read]);
  return context!;
}

/** The rows of one transaction to record, as JSON (dates as ISO text, amounts as decimal text). */
export type TransactionRecord = {
  transaction: Record<string, unknown> & { code: string };
  links: Array<{ party_id: number; role: string; position: number; booked_at: Date }>;
  /** The parties whose aggregates it adds to, each with the version the assessment read. */
  activity: Array<{ party_id: number; version: number; amount: string; day: string }>;
  assessment: Record<string, unknown> & { code: string };
  results: Array<Record<string, unknown>>;
  /** Includes the audit events of the case work. */
  audits: NewAuditEvent[];
  /** The new alerts and tasks of its assessment, the e-mails they send and the NOTIFYs. */
  caseWork: RecordedCaseWork;
};

export type RecordedCaseWork = {
  alerts: NewAlert[];
  tasks: NewTask[];
  emails: CaseWorkNotice[];
  /** Payloads on CHANGE_CHANNEL (the badge counts of GET /int/user). */
  notices: string[];
};

/**
 * The columns that the write statement's inserts leave to their defaults, per table: every other
 * column is written (README.md, "A new column"). recording-columns.test.ts holds each insert of
 * the statement against the Drizzle schema with these, so a column added to one of these tables
 * fails it until it is either written here or named below.
 */
export const LEFT_TO_DEFAULTS = {
  // search_text: generated by the database (db/search.ts), never written.
  transactions: ['deleted_at', 'search_text'],
  transaction_parties: [],
  party_activity: [],
  party_activity_days: [],
  risk_assessments: [
    'id',
    'party_id',
    'override_level',
    'override_reason',
    'overridden_by',
    'overridden_at',
    'deleted_at',
  ],
  audit_events: ['id'],
  alerts: ['id', 'resolution_note', 'deleted_at', 'search_text'],
  alert_status_changes: ['id', 'note'],
  tasks: ['id', 'deleted_at', 'search_text'],
  email_messages: ['id', 'status', 'transport', 'attempts', 'last_error', 'sent_at'],
} as const satisfies Record<string, readonly string[]>;

/** The columns written from the JSON of a record, named as the Drizzle tables name them. */
const NEW_TRANSACTIONS = tableColumns(transactions, [
  'id',
  'team_id',
  'code',
  'type',
  'status',
  'amount',
  'currency',
  'amount_eur',
  'rate_table',
  'rate_date',
  'rate',
  'eur_rate',
  'booked_at',
  'booked_on',
  'payment_date',
  'payment_method',
  'country_of_order',
  'description',
  'risk_level',
  'giif_report_due',
  'giif_report_reason',
  'created_by',
  'created_at',
  'updated_at',
]);
const NEW_AUDIT_EVENTS = tableColumns(auditEvents, [
  'team_id',
  'actor_user_id',
  'entity_type',
  'entity_code',
  'action',
  'changes',
  'request_id',
  'ip',
  'created_at',
]);
const NEW_ALERTS = tableColumns(alerts, [
  'team_id',
  'code',
  'source',
  'subject_key',
  'severity',
  'title',
  'explanation',
  'title_message',
  'explanation_message',
  'status',
  'due_date',
  'assignee_id',
  'party_id',
  'transaction_id',
  'links',
  'created_by',
  'created_at',
  'updated_at',
]);
const NEW_TASKS = tableColumns(tasks, [
  'team_id',
  'code',
  'source',
  'subject_key',
  'title',
  'description',
  'title_message',
  'description_message',
  'status',
  'priority',
  'due_date',
  'assignee_id',
  'party_id',
  'transaction_id',
  'alert_id',
  'created_by',
  'created_at',
  'updated_at',
]);

/** The transactions with their parties, aggregates, assessments and audit events ($1–$5). */
const WRITE_RECORDS = `
activity as (
  select * from jsonb_to_recordset($3::jsonb)
    as x(party_id bigint, team_id bigint, version bigint, amount numeric, day date)),
totals as (
  insert into party_activity as a (party_id, team_id, version, transaction_count,
    amount_eur_sum, amount_eur_sum_squares)
  select party_id, team_id, version + 1, 1, amount, amount * amount from activity
  on conflict (party_id) do update set
    version = excluded.version,
    transaction_count = a.transaction_count + 1,
    amount_eur_sum = a.amount_eur_sum + excluded.amount_eur_sum,
    amount_eur_sum_squares = a.amount_eur_sum_squares + excluded.amount_eur_sum_squares
  where a.version = excluded.version - 1
  returning party_id),
unchanged as (
  select case when (select count(*) from totals) <> (select count(*) from activity)
    then aml_activity_conflict() else 0 end as checked),
days as (
  insert into party_activity_days as d (party_id, day, team_id, transaction_count, amount_eur_sum)
  select party_id, day, team_id, 1, amount from activity
  on conflict (party_id, day) do update set
    transaction_count = d.transaction_count + 1,
    amount_eur_sum = d.amount_eur_sum + excluded.amount_eur_sum),
created as (
  insert into transactions (${NEW_TRANSACTIONS.names})
  select ${NEW_TRANSACTIONS.names}
  from jsonb_to_recordset($1::jsonb) as x(${NEW_TRANSACTIONS.definitions})
  returning id, code),
links as (
  insert into transaction_parties (transaction_id, party_id, role, position, booked_at)
  select c.id, x.party_id, x.role, x.position, x.booked_at
  from jsonb_to_recordset($2::jsonb) as x(transaction_code text, party_id bigint, role text,
    position int, booked_at timestamptz)
  join created c on c.code = x.transaction_code),
assessments as (
  insert into risk_assessments (team_id, code, transaction_id, rule_set_version_id,
    computed_level, level, reason, results, created_by, created_at)
  select x.team_id, x.code, c.id, x.rule_set_version_id, x.computed_level, x.level, x.reason,
    x.results, x.created_by, x.created_at
  from jsonb_to_recordset($4::jsonb) as x(transaction_code text, team_id bigint, code text,
    rule_set_version_id bigint, computed_level text, level text, reason jsonb, results jsonb,
    created_by bigint, created_at timestamptz)
  join created c on c.code = x.transaction_code
  returning id, code),
audit as (
  insert into audit_events (${NEW_AUDIT_EVENTS.names})
  select ${NEW_AUDIT_EVENTS.names}
  from jsonb_to_recordset($5::jsonb) as x(${NEW_AUDIT_EVENTS.definitions}))`;

/** The alerts and tasks of new transactions, their e-mails and the NOTIFYs ($6–$9). */
const WRITE_CASE_WORK = `
-- The case work of new transactions: its subjects name the new transaction, so no open alert
-- or task can share one (what raiseAlert and raiseTask check first).
new_alerts as (
  insert into alerts (${NEW_ALERTS.names})
  select ${NEW_ALERTS.names}
  from jsonb_populate_recordset(null::alerts, $6::jsonb)
  returning id, created_by, created_at),
alert_changes as (
  insert into alert_status_changes (alert_id, from_status, to_status, user_id, created_at)
  select id, null, 'new', created_by, created_at from new_alerts),
new_tasks as (
  insert into tasks (${NEW_TASKS.names})
  select ${NEW_TASKS.names}
  from jsonb_populate_recordset(null::tasks, $7::jsonb)),
case_emails as (${queueTeamNoticesSql('$8')}),
announced as (
  select count(pg_notify('${CHANGE_CHANNEL}', payload)) as sent
  from jsonb_array_elements_text($9::jsonb) as payload)`;

/**
 * The write statement, with the case work's parts only when the batch has any: most have
 * none, and every insert of the statement costs PostgreSQL the opening of its table, indexes
 * and triggers at each execution, rows or not.
 */
const writeTransactions = (withCaseWork: boolean) => `
with ${WRITE_RECORDS}${withCaseWork ? `,\n${WRITE_CASE_WORK}` : ''}
select created.id::text as id, created.code, assessments.id::text as assessment_id
from created
join jsonb_to_recordset($4::jsonb) as x(transaction_code text, code text) on x.transaction_code = created.code
join assessments on assessments.code = x.code
cross join unchanged${withCaseWork ? '\ncross join announced' : ''}`;
/** The parameters of the records themselves ($1–$5); the case work's follow. */
const RECORD_PARTS = 5;
const WRITE_RECORDS_ONLY = {
  name: 'insert_transaction_records',
  text: writeTransactions(false),
  parameters: RECORD_PARTS,
};
const WRITE_WITH_CASE_WORK = {
  name: 'insert_transaction_records_with_case_work',
  text: writeTransactions(true),
  parameters: 9,
};

/** The texts of the write statement, with and without its case work (for its column test). */
export const WRITE_STATEMENT_TEXTS = [WRITE_RECORDS_ONLY.text, WRITE_WITH_CASE_WORK.text];

const listItems = (items: unknown[]) =>
  items.length > 0 ? JSON.stringify(items).slice(1, -1) : '';

export function serializeRecord(record: TransactionRecord): SerializedRecord {
  const { code, team_id: teamId } = record.transaction;
  return {
    code,
    partyIds: record.activity.map((entry) => entry.party_id),
    parts: [
      JSON.stringify(record.transaction),
      listItems(record.links.map((link) => ({ ...link, transaction_code: code }))),
      listItems(record.activity.map((entry) => ({ ...entry, team_id: teamId }))),
      JSON.stringify({ ...record.assessment, results: record.results, transaction_code: code }),
      listItems(record.audits),
      listItems(record.caseWork.alerts),
      listItems(record.caseWork.tasks),
      listItems(record.caseWork.emails),
      listItems(record.caseWork.notices),
    ],
  };
}

/**
 * Writes transactions (each new, with its parties, assessment, rule results and audit events)
 * and adds them to their parties' aggregates, all or nothing, in one statement. When a party's
 * aggregates are no longer at the version its transaction's assessment read, nothing is written
 * and the statement fails with SQLSTATE 40001 (`isActivityConflict`): read and assess again.
 * No two of the transactions may share a party (the batch writer keeps them apart).
 */
export async function insertTransactionRecords(
  db: Db,
  records: SerializedRecord[],
): Promise<WrittenRecord[]> {
  const parameter = (index: number) =>
    `[${records
      .map((record) => record.parts[index])
      .filter((part) => part !== '')
      .join(',')}]`;
  const withCaseWork = records.some((record) =>
    record.parts.slice(RECORD_PARTS).some((part) => part !== ''),
  );
  const { name, text, parameters } = withCaseWork ? WRITE_WITH_CASE_WORK : WRITE_RECORDS_ONLY;
  const rows = await runStatement<{ id: string; code: string; assessment_id: string }>(db, {
    name,
    text,
    values: Array.from({ length: parameters }, (_value, index) => parameter(index)),
  });
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return records.map((record) => {
    const row = byCode.get(record.code)!;
    return { id: Number(row.id), assessment_id: Number(row.assessment_id) };
  });
}

/**
 * The statement failed because aggregates moved since they were read (see above); Drizzle
 * wraps the driver's error in its own, with the original as the cause.
 */
export function isActivityConflict(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '40001' || (cause !== undefined && isActivityConflict(cause));
}
