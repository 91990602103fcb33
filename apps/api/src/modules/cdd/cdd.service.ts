import {
  CDD_STATUS_TRANSITIONS,
  hasPermission,
  message,
  partyDisplayName,
  type CddExecution,
  type CddExecutionDetail,
  type CddList,
  type CddMeasure,
  type CddQuery,
  type CddStatus,
  type ChangeCddStatus,
  type PartyCdd,
  type StartCdd,
  type UpdateCddMeasure,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import {
  addDays,
  addMonths,
  lastDayOfMonth,
  warsawDay,
  warsawDayStart,
} from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { canEditRecord, requireEditable, scopeOf } from '../../policies/record.policy.js';
import { diff, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { raiseTask } from '../case-work/index.js';
import { findPartyById, updateParty, type PartyRow } from '../parties/index.js';
import { requireParty } from '../parties/parties.service.js';
import { chooseKind, cddRiskLevel, strongerKind } from './cdd-choice.js';
import { ensureMeasures, isCustomer, openCdd, strengthen } from './cdd-open.js';
import { teamCddSettings, templatesOf } from './cdd-settings.service.js';
import {
  countCdd,
  currentDueDate,
  findMeasureById,
  lockParty,
  findExecution,
  findMeasure,
  listMeasures,
  listPartyExecutions,
  lockExecution,
  partyHasPep,
  pendingMandatory,
  searchExecutions,
  supersedeCompleted,
  updateExecution,
  updateMeasure,
  type DetailedExecution,
  type DetailedMeasure,
  type ExecutionRow,
} from './cdd.repository.js';

const manages = (auth: TeamContext) => hasPermission(auth.teamRole, 'team.manage');

/** Whether the caller may work on an execution: the record rules of spec section 6. */
const mayWork = (auth: TeamContext, execution: ExecutionRow, now: Date) =>
  canEditRecord(auth, execution, now).allowed;

function toExecution(row: DetailedExecution, auth: TeamContext, now: Date): CddExecution {
  const { execution } = row;
  const status = execution.status as CddStatus;
  return {
    code: execution.code,
    party: { code: row.party.code, display_name: partyDisplayName(row.party) },
    kind: execution.kind,
    suggested_kind: execution.suggested_kind,
    kind_reason: execution.kind_reason,
    risk_level: execution.risk_level,
    status,
    status_reason: execution.status_reason,
    triggers: execution.triggers,
    template_version: execution.template_version,
    measures_total: row.measures_total,
    measures_settled: row.measures_settled,
    started_at: execution.created_at.toISOString(),
    ended_at: execution.ended_at?.toISOString() ?? null,
    ended_by: row.ended_by_email,
    next_due_date: execution.next_due_date,
    overdue:
      status === 'completed' &&
      execution.superseded_at === null &&
      execution.next_due_date !== null &&
      execution.next_due_date < warsawDay(now),
    allowed_statuses: mayWork(auth, execution, now) ? [...CDD_STATUS_TRANSITIONS[status]] : [],
    created_by: row.created_by_email,
  };
}

function toMeasure(
  row: DetailedMeasure,
  execution: ExecutionRow,
  auth: TeamContext,
  now: Date,
): CddMeasure {
  const { measure } = row;
  return {
    code: measure.code,
    key: measure.key,
    title: measure.title,
    legal_basis: measure.legal_basis,
    mandatory: measure.mandatory,
    admin_only: measure.admin_only,
    status: measure.status,
    note: measure.note,
    reason: measure.reason,
    done_by: row.done_by_email,
    done_at: measure.done_at?.toISOString() ?? null,
    attachments: row.attachments,
    editable:
      execution.status === 'in_progress' &&
      mayWork(auth, execution, now) &&
      (!measure.admin_only || manages(auth)),
  };
}

/**
 * Executions whose measures are not copied yet (`ensureMeasures`) count those of the template
 * version they name, none settled.
 */
async function withTemplateCounts(deps: AppDeps, rows: DetailedExecution[]) {
  const versions = new Map<number, ReturnType<typeof templatesOf>>();
  return Promise.all(
    rows.map(async (row) => {
      if (row.measures_total > 0) return row;
      const { team_id, template_version, kind } = row.execution;
      if (!versions.has(template_version)) {
        versions.set(template_version, templatesOf(deps.db, team_id, template_version));
      }
      return { ...row, measures_total: (await versions.get(template_version)!)[kind].length };
    }),
  );
}

/** The execution of the current team the caller may see (through its party), or 404. */
async function requireExecution(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findExecution(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Due diligence execution');
  return row;
}

export async function getExecution(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<CddExecutionDetail> {
  let row = await requireExecution(deps, auth, code);
  if (row.measures_total === 0) {
    await deps.db.transaction((tx) => ensureMeasures(deps, tx, row.execution));
    row = await requireExecution(deps, auth, code);
  }
  const now = deps.clock.now();
  const measures = await listMeasures(deps.db, row.execution.id);
  return {
    ...toExecution(row, auth, now),
    measures: measures.map((measure) => toMeasure(measure, row.execution, auth, now)),
  };
}

/** Warsaw's today and the last day of its month. */
function dueRange(now: Date) {
  const today = warsawDay(now);
  return { today, monthEnd: lastDayOfMonth(today) };
}

/** The dashboard's figures: executions due this month, overdue, and in progress. */
export async function cddFigures(deps: AppDeps, auth: TeamContext) {
  return countCdd(deps.db, scopeOf(auth), dueRange(deps.clock.now()));
}

export async function findExecutions(
  deps: AppDeps,
  auth: TeamContext,
  query: CddQuery,
): Promise<CddList> {
  const now = deps.clock.now();
  const { rows, total } = await searchExecutions(deps.db, scopeOf(auth), query, {
    ...dueRange(now),
    startFrom: query.started_from ? warsawDayStart(query.started_from) : undefined,
    startTo: query.started_to ? warsawDayStart(addDays(query.started_to, 1)) : undefined,
  });
  return {
    items: (await withTemplateCounts(deps, rows)).map((row) => toExecution(row, auth, now)),
    total,
  };
}

/**
 * The executions as the report list shows them (issue 32), newest first: each is a report,
 * its PDF made on demand. Only those the caller sees, as in the executions' own list: a member
 * who sees only their own records sees those of the parties they created.
 */
export async function cddForReportList(deps: AppDeps, auth: TeamContext, limit: number) {
  const { rows, total } = await searchExecutions(
    deps.db,
    scopeOf(auth),
    { page: 0, page_size: limit },
    dueRange(deps.clock.now()),
  );
  return {
    items: rows.map(({ execution, party, created_by_email }) => ({
      kind: 'cdd' as const,
      code: execution.code,
      title: partyDisplayName(party),
      party_code: party.code,
      cdd: {
        kind: execution.kind,
        status: execution.status as CddStatus,
        ended_at: execution.ended_at?.toISOString() ?? null,
      },
      created_by: created_by_email,
      created_at: execution.created_at.toISOString(),
    })),
    total,
  };
}

export async function partyExecutions(
  deps: AppDeps,
  auth: TeamContext,
  partyCode: string,
): Promise<PartyCdd> {
  const party = await requireParty(deps, auth, partyCode);
  const now = deps.clock.now();
  const [rows, settings, pep, due] = await Promise.all([
    listPartyExecutions(deps.db, scopeOf(auth), party.id),
    teamCddSettings(deps.db, auth.teamId),
    partyHasPep(deps.db, party.id),
    currentDueDate(deps.db, party.id),
  ]);
  return {
    items: (await withTemplateCounts(deps, rows)).map((row) => toExecution(row, auth, now)),
    suggested_kind: chooseKind(party.risk_level, settings, pep),
    next_due_date: due,
    in_progress: rows.find((row) => row.execution.status === 'in_progress')?.execution.code ?? null,
  };
}

const requireReason = (reason: string | undefined | null, path = 'reason') => {
  if (!reason) throw validationFailed([{ path, code: 'required' }]);
  return reason;
};

/** A person starts due diligence of a customer; another kind than suggested is an admin's call. */
export async function startExecution(
  deps: AppDeps,
  auth: TeamContext,
  input: StartCdd,
): Promise<CddExecutionDetail> {
  const party = await requireParty(deps, auth, input.party_code);
  // Due diligence may end in rejecting the customer: it is for those who may change it.
  requireEditable(auth, party, deps.clock.now(), 'party');
  if (!isCustomer(party)) {
    throw new AppError(400, 'cdd_not_a_customer', 'Due diligence is applied to customers');
  }
  const settings = await teamCddSettings(deps.db, auth.teamId);
  const suggested = chooseKind(party.risk_level, settings, await partyHasPep(deps.db, party.id));
  const override = input.kind !== undefined && input.kind !== suggested;
  if (override && !manages(auth)) {
    throw new AppError(403, 'cdd_admin_only', 'Only a team admin may choose another kind');
  }
  const kind = override
    ? { kind: input.kind!, reason: requireReason(input.kind_reason, 'kind_reason') }
    : undefined;
  const { execution } = await deps.db.transaction(async (tx) => {
    await lockParty(tx, party.id);
    const result = await openCdd(deps, tx, { party, trigger: 'manual', actor: auth, kind });
    // One in progress at a time: a person is told, a trigger would have joined it.
    if (!result.created) {
      throw new AppError(409, 'cdd_in_progress', 'This party has an execution in progress');
    }
    return result;
  });
  return getExecution(deps, auth, execution.code);
}

/** An admin moves an execution in progress to another kind, with the reason. */
export async function changeKind(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: { kind: ExecutionRow['kind']; reason: string },
): Promise<CddExecutionDetail> {
  if (!manages(auth)) throw new AppError(403, 'cdd_admin_only', 'Only a team admin may do this');
  const { execution: found } = await requireExecution(deps, auth, code);
  await deps.db.transaction(async (tx) => {
    const execution = await lockExecution(tx, found.id);
    requireInProgress(execution);
    if (execution.kind === input.kind) return;
    if (strongerKind(input.kind, execution.kind)) {
      await strengthen(deps, tx, execution, input.kind, input.reason, auth);
      return;
    }
    // A weaker kind keeps the checklist as it is (what was done stays on the record).
    const now = deps.clock.now();
    await updateExecution(tx, execution.id, {
      kind: input.kind,
      kind_reason: input.reason,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'cdd_execution',
      entityCode: execution.code,
      action: 'kind_changed',
      changes: { kind: [execution.kind, input.kind], reason: input.reason },
    });
  });
  return getExecution(deps, auth, code);
}

function requireInProgress(execution: ExecutionRow) {
  if (execution.status !== 'in_progress') {
    throw new AppError(409, 'cdd_not_in_progress', 'This execution has ended');
  }
}

/**
 * Completes, refuses or cancels an execution. Completion needs every mandatory measure done
 * or not applicable, and writes the day it is due again (by the party's risk level now);
 * refusal (art. 41) rejects the party and asks the officer to consider a report to GIIF.
 */
export async function changeStatus(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: ChangeCddStatus,
): Promise<CddExecutionDetail> {
  const { execution: found } = await requireExecution(deps, auth, code);
  const now = deps.clock.now();
  requireEditable(auth, found, now, 'due diligence execution');
  if (input.status !== 'completed') requireReason(input.reason);
  if (input.status === 'refused') {
    // Refusing rejects the customer: a change of the party, by its rules.
    const party = (await findPartyById(deps.db, found.party_id))!;
    requireEditable(auth, party, now, 'party');
  }
  await deps.db.transaction(async (tx) => {
    // The party first, then the execution: the order every change of both takes.
    const party = (await lockParty(tx, found.party_id))!;
    const execution = await lockExecution(tx, found.id);
    if (!CDD_STATUS_TRANSITIONS[execution.status].includes(input.status)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        `An execution ${execution.status} cannot become ${input.status}`,
      );
    }
    const patch = {
      status: input.status,
      status_reason: input.reason ?? null,
      ended_at: now,
      ended_by: auth.userId,
      updated_at: now,
      next_due_date: null as string | null,
    };
    if (input.status === 'completed') {
      await ensureMeasures(deps, tx, execution);
      const pending = await pendingMandatory(tx, execution.id);
      if (pending.length > 0) {
        throw new AppError(409, 'cdd_measures_pending', 'Mandatory measures are not done', {
          fields: pending.map((measure) => ({ path: measure.key, code: 'pending' })),
        });
      }
      const settings = await teamCddSettings(tx, execution.team_id);
      patch.next_due_date = addMonths(
        warsawDay(now),
        settings.renewal_months[cddRiskLevel(party.risk_level)],
      );
      await supersedeCompleted(tx, execution.party_id, execution.id, now);
    }
    await updateExecution(tx, execution.id, patch);
    await recordAudit(tx, auth, now, {
      entityType: 'cdd_execution',
      entityCode: execution.code,
      action: 'status_changed',
      changes: {
        status: [execution.status, input.status],
        reason: input.reason ?? null,
        next_due_date: patch.next_due_date,
      },
    });
    if (input.status === 'refused') {
      // No longer a customer: no renewal of an earlier execution falls due.
      await supersedeCompleted(tx, execution.party_id, execution.id, now);
      await refuseRelationship(deps, tx, execution, party, input, auth);
    }
  });
  void deps.emails.kick();
  return getExecution(deps, auth, code);
}

/** Art. 41: the party is rejected, and a task asks to consider notifying GIIF. */
async function refuseRelationship(
  deps: AppDeps,
  tx: Db,
  execution: ExecutionRow,
  party: PartyRow,
  input: ChangeCddStatus,
  actor: AuditActor,
) {
  const now = deps.clock.now();
  if (party.status !== 'rejected') {
    await updateParty(tx, party.id, { status: 'rejected', updated_at: now });
    await recordAudit(tx, actor, now, {
      entityType: 'party',
      entityCode: party.code,
      action: 'status_changed',
      changes: { status: [party.status, 'rejected'], cdd_execution: execution.code },
      teamId: party.team_id,
    });
  }
  await raiseTask(deps, tx, {
    teamId: party.team_id,
    source: 'cdd',
    subjectKey: `cdd:refused:${execution.id}`,
    title: message('task.cdd.refused_title', { name: partyDisplayName(party) }),
    description: message('task.cdd.refused_description', { reason: input.reason ?? '' }),
    priority: 'high',
    partyId: party.id,
    assigneeId: party.created_by,
    actor,
  });
}

/** Marks a measure done, not applicable (with the reason) or failed, or changes its note. */
export async function changeMeasure(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: UpdateCddMeasure,
): Promise<CddMeasure> {
  const found = await findMeasure(deps.db, scopeOf(auth), code);
  if (!found) throw notFound('Due diligence measure');
  const now = deps.clock.now();
  requireEditable(auth, found.execution, now, 'due diligence measure');
  // Senior management approval is the admins' to give, and to take back.
  if (found.measure.admin_only && !manages(auth)) {
    throw new AppError(403, 'cdd_admin_only', 'Only a team admin may change this measure');
  }
  await deps.db.transaction(async (tx) => {
    requireInProgress(await lockExecution(tx, found.execution.id));
    // Read again under the execution's lock: a change made meanwhile is not overwritten.
    const { measure } = (await findMeasureById(tx, found.measure.id))!;
    const status = input.status ?? measure.status;
    const reason = input.reason === undefined ? measure.reason : input.reason;
    if (status === 'not_applicable') requireReason(reason);
    const statusChanged = status !== measure.status;
    const patch = {
      status,
      note: input.note === undefined ? measure.note : input.note,
      reason: status === 'not_applicable' ? reason : null,
      updated_at: now,
      ...(statusChanged
        ? {
            done_by: status === 'pending' ? null : auth.userId,
            done_at: status === 'pending' ? null : now,
          }
        : {}),
    };
    await updateMeasure(tx, measure.id, patch);
    await recordAudit(tx, auth, now, {
      entityType: 'cdd_measure',
      entityCode: measure.code,
      action: statusChanged ? 'status_changed' : 'updated',
      changes: {
        execution: found.execution.code,
        measure: measure.key,
        ...diff(
          { status: measure.status, note: measure.note, reason: measure.reason },
          { status: patch.status, note: patch.note, reason: patch.reason },
        ),
      },
    });
  });
  const rows = await listMeasures(deps.db, found.execution.id);
  const row = rows.find((candidate) => candidate.measure.id === found.measure.id)!;
  return toMeasure(row, found.execution, auth, now);
}

/** A measure by its code for the attachments module (404 when the caller may not see it). */
export async function requireMeasure(deps: AppDeps, auth: TeamContext, code: string) {
  const found = await findMeasure(deps.db, scopeOf(auth), code);
  if (!found) throw notFound('Due diligence measure');
  return found.measure;
}

/**
 * Refuses adding, describing or deleting a measure's files unless the caller may work on the
 * measure now: its execution in progress, the record rules, and an admin's for admin-only ones.
 */
export async function requireMeasureWork(deps: AppDeps, auth: TeamContext, measureId: number) {
  const found = await findMeasureById(deps.db, measureId);
  if (!found) throw notFound('Due diligence measure');
  requireInProgress(found.execution);
  requireEditable(auth, found.execution, deps.clock.now(), 'due diligence measure');
  if (found.measure.admin_only && !manages(auth)) {
    throw new AppError(403, 'cdd_admin_only', 'Only a team admin may change this measure');
  }
}
