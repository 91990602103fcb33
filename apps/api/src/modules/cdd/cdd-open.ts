import {
  CDD_OCCASIONAL_THRESHOLD_EUR,
  message,
  partyDisplayName,
  type CddAutomaticTrigger,
  type CddKind,
  type CddTemplateItem,
  type CddTrigger,
  type CddTriggerRecord,
} from '@aml/shared';
import Big from 'big.js';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { raiseTask } from '../case-work/index.js';
import { findPartyById, type PartyRow } from '../parties/index.js';
import { chooseKind, riskWentUp, strongerKind } from './cdd-choice.js';
import { teamCddSettings, templatesOf, type TeamCddSettings } from './cdd-settings.service.js';
import {
  insertExecution,
  insertExecutions,
  insertMeasures,
  lockParty,
  lockRunningExecution,
  makeMandatory,
  measureKeys,
  partyHasPep,
  updateExecution,
  type ExecutionRow,
} from './cdd.repository.js';

/** Beneficial owners and board members are checked within their company's execution. */
export const isCustomer = (party: Pick<PartyRow, 'parent_party_id' | 'type'>) =>
  party.parent_party_id === null && party.type !== 'beneficiary' && party.type !== 'board_member';

export type OpenCdd = {
  party: PartyRow;
  trigger: CddTrigger;
  detail?: Record<string, string>;
  actor: AuditActor;
  /** Another kind than the settings choose (a team admin's decision), with its reason. */
  kind?: { kind: CddKind; reason: string };
  /** The team's settings, when the caller has read them already. */
  settings?: TeamCddSettings;
};

const entity = (code: string, teamId: number) => ({
  entityType: 'cdd_execution',
  entityCode: code,
  teamId,
});

/**
 * The measures of `items` as rows of an execution, numbered on from `after`; the ones whose
 * key it already has are left out.
 */
function measureRows(
  execution: Pick<ExecutionRow, 'id' | 'team_id'>,
  items: CddTemplateItem[],
  existing: Array<{ key: string; position: number }> = [],
  now: Date,
) {
  const have = new Set(existing.map((row) => row.key));
  let position = existing.reduce((max, row) => Math.max(max, row.position), 0);
  return items
    .filter((item) => !have.has(item.key))
    .map((item) => ({
      team_id: execution.team_id,
      execution_id: execution.id,
      code: newCode(),
      position: (position += 1),
      key: item.key,
      title: item.title,
      legal_basis: item.legal_basis,
      mandatory: item.mandatory,
      admin_only: item.admin_only,
      updated_at: now,
    }));
}

/**
 * Copies an execution's measures from the template version it names, if it has none yet. An
 * execution opened with others in one go (an import's customers, the day's renewals) gets its
 * checklist when it is first read or worked on: the version never changes, so the copy is the
 * same whenever it is made, and an import of thousands does not write tens of thousands of
 * measures nobody has looked at.
 */
export async function ensureMeasures(deps: AppDeps, tx: Db, execution: ExecutionRow) {
  if ((await measureKeys(tx, execution.id)).length > 0) return;
  const templates = await templatesOf(tx, execution.team_id, execution.template_version);
  await insertMeasures(tx, measureRows(execution, templates[execution.kind], [], deps.clock.now()));
}

/**
 * Moves an execution in progress to a stronger kind: the measures the stronger template adds
 * join the checklist (what was done stays done), so the intensity follows the risk.
 */
export async function strengthen(
  deps: AppDeps,
  tx: Db,
  execution: ExecutionRow,
  kind: CddKind,
  reason: string | null,
  actor: AuditActor,
  suggested: CddKind = execution.suggested_kind,
) {
  const now = deps.clock.now();
  await ensureMeasures(deps, tx, execution);
  const templates = await templatesOf(tx, execution.team_id, execution.template_version);
  const existing = await measureKeys(tx, execution.id);
  const added = measureRows(execution, templates[kind], existing, now);
  await insertMeasures(tx, added);
  // A measure the stronger kind makes mandatory becomes mandatory here too.
  await makeMandatory(
    tx,
    execution.id,
    templates[kind].filter((item) => item.mandatory).map((item) => item.key),
  );
  await updateExecution(tx, execution.id, {
    kind,
    suggested_kind: suggested,
    kind_reason: reason,
    updated_at: now,
  });
  await recordAudit(tx, actor, now, {
    ...entity(execution.code, execution.team_id),
    action: 'kind_changed',
    changes: {
      kind: [execution.kind, kind],
      suggested_kind: [execution.suggested_kind, suggested],
      reason,
      measures_added: added.map((m) => m.key),
    },
  });
}

/**
 * What a stronger suggestion means for an execution in progress: it is recorded, and the
 * execution moves to it unless an admin already chose a kind as strong (their reason stays).
 */
async function followSuggestion(
  deps: AppDeps,
  tx: Db,
  running: ExecutionRow,
  suggested: CddKind,
  actor: AuditActor,
) {
  if (!strongerKind(suggested, running.suggested_kind)) return;
  if (strongerKind(suggested, running.kind)) {
    await strengthen(deps, tx, running, suggested, null, actor, suggested);
    return;
  }
  await updateExecution(tx, running.id, {
    suggested_kind: suggested,
    updated_at: deps.clock.now(),
  });
}

/**
 * Opens an execution for a party, or, when one is in progress, records the trigger on it (and
 * strengthens it if the party now calls for a stronger kind). Answers the execution and
 * whether it is new. Runs in the caller's transaction: the execution exists exactly when its
 * cause does.
 */
export async function openCdd(
  deps: AppDeps,
  tx: Db,
  input: OpenCdd,
): Promise<{ execution: ExecutionRow; created: boolean }> {
  const now = deps.clock.now();
  const { party } = input;
  const settings = input.settings ?? (await teamCddSettings(tx, party.team_id));
  const suggested = chooseKind(party.risk_level, settings, await partyHasPep(tx, party.id));
  const record: CddTriggerRecord = {
    trigger: input.trigger,
    at: now.toISOString(),
    detail: input.detail ?? {},
  };
  for (;;) {
    const running = await lockRunningExecution(tx, party.id);
    if (running) {
      await updateExecution(tx, running.id, {
        triggers: [...running.triggers, record],
        updated_at: now,
      });
      await recordAudit(tx, input.actor, now, {
        ...entity(running.code, running.team_id),
        action: 'trigger_added',
        changes: { trigger: input.trigger, ...input.detail },
      });
      await followSuggestion(deps, tx, running, suggested, input.actor);
      return { execution: running, created: false };
    }
    const kind = input.kind?.kind ?? suggested;
    const execution = await insertExecution(tx, {
      team_id: party.team_id,
      code: newCode(),
      party_id: party.id,
      kind,
      suggested_kind: suggested,
      kind_reason: input.kind?.reason ?? null,
      risk_level: party.risk_level,
      triggers: [record],
      template_version: settings.template_version,
      // One started by hand is its starter's (who may change the party); one a trigger
      // opened belongs to the party's owner, whoever caused it.
      created_by: input.trigger === 'manual' ? input.actor.userId : party.created_by,
      created_at: now,
      updated_at: now,
    });
    // Another process opened one a moment ago: record the trigger on that one.
    if (!execution) continue;
    const templates = await templatesOf(tx, party.team_id, settings.template_version);
    await insertMeasures(tx, measureRows(execution, templates[kind], [], now));
    await recordAudit(tx, input.actor, now, {
      ...entity(execution.code, execution.team_id),
      action: 'created',
      changes: {
        party: party.code,
        kind,
        suggested_kind: suggested,
        kind_reason: input.kind?.reason ?? null,
        risk_level: party.risk_level,
        trigger: input.trigger,
        template_version: settings.template_version,
      },
    });
    return { execution, created: true };
  }
}

/**
 * What a trigger does by the team's settings: opens an execution (or records itself on the
 * one in progress), or raises a task asking someone to open one. Only customers are subject
 * to due diligence; a trigger about anyone else is ignored.
 */
export async function triggerCdd(
  deps: AppDeps,
  tx: Db,
  input: {
    partyId: number;
    trigger: CddAutomaticTrigger;
    detail?: Record<string, string>;
    actor: AuditActor;
  },
) {
  let party = await findPartyById(tx, input.partyId);
  // A beneficial owner's or board member's match concerns their company's due diligence.
  if (party?.parent_party_id) party = await findPartyById(tx, party.parent_party_id);
  if (!party || party.deleted_at || !isCustomer(party) || party.status === 'rejected') return;
  // The party first, then its execution: the order every change of both takes.
  await lockParty(tx, party.id);
  const settings = await teamCddSettings(tx, party.team_id);
  const running = await lockRunningExecution(tx, party.id);
  if (settings.triggers[input.trigger] === 'execution' || running) {
    await openCdd(deps, tx, {
      trigger: input.trigger,
      detail: input.detail,
      actor: input.actor,
      party,
      settings,
    });
    return;
  }
  const name = partyDisplayName(party);
  await raiseTask(deps, tx, {
    teamId: party.team_id,
    source: 'cdd',
    subjectKey: `cdd:${input.trigger}:party:${party.id}`,
    title: message('task.cdd.open_title', { name, trigger: input.trigger }),
    description: message('task.cdd.open_description', {
      transaction: input.detail?.transaction ?? null,
      amount_eur: input.detail?.amount_eur ?? null,
      due_on: input.detail?.due_on ?? null,
    }),
    priority: input.trigger === 'sanctions_confirmed' ? 'urgent' : 'high',
    partyId: party.id,
    assigneeId: party.created_by,
    actor: input.actor,
  });
}

/**
 * Due diligence after a party was assessed again: a level that went up is a trigger; and an
 * execution in progress moves to a stronger kind when the party now calls for one (a PEP
 * beneficial owner added, say), though the level stayed.
 */
export async function followAssessment(
  deps: AppDeps,
  tx: Db,
  input: { partyId: number; from: string; to: string; actor: AuditActor },
) {
  if (riskWentUp(input.from, input.to)) {
    await triggerCdd(deps, tx, {
      partyId: input.partyId,
      trigger: 'risk_increase',
      detail: { from: input.from, to: input.to },
      actor: input.actor,
    });
    return;
  }
  const running = await lockRunningExecution(tx, input.partyId);
  if (!running) return;
  const party = (await findPartyById(tx, input.partyId))!;
  const settings = await teamCddSettings(tx, party.team_id);
  const kind = chooseKind(party.risk_level, settings, await partyHasPep(tx, party.id));
  await followSuggestion(deps, tx, running, kind, input.actor);
}

/** A customer with no business relationship established (art. 35 calls its transactions occasional). */
const OUTSIDE_RELATIONSHIP = new Set(['occasional', 'draft', 'in_acceptance', 'kyc_in_progress']);

/**
 * Art. 35 ust. 1 pkt 2 lit. a: an occasional transaction of 15,000 EUR or more (at or above,
 * to the cent) is a trigger for each customer of it outside a business relationship. Runs
 * after the transaction is written (its write is one batched statement, ADR 6), in a
 * transaction of its own, and only for such amounts.
 */
export async function triggerOccasionalTransaction(
  deps: AppDeps,
  input: {
    transactionCode: string;
    amountEur: string | null;
    partyIds: number[];
    actor: AuditActor;
  },
) {
  if (input.amountEur === null || new Big(input.amountEur).lt(CDD_OCCASIONAL_THRESHOLD_EUR)) {
    return;
  }
  const amountEur = input.amountEur;
  await deps.db.transaction(async (tx) => {
    // In one order whatever the transaction's: two recorded at once never wait on each other.
    for (const partyId of [...new Set(input.partyIds)].sort((a, b) => a - b)) {
      const party = await findPartyById(tx, partyId);
      if (!party || !OUTSIDE_RELATIONSHIP.has(party.status)) continue;
      await triggerCdd(deps, tx, {
        partyId,
        trigger: 'occasional_transaction',
        detail: { transaction: input.transactionCode, amount_eur: amountEur },
        actor: input.actor,
      });
    }
  });
  deps.emails.sendSoon();
}

/**
 * Opens one execution of `trigger` for each of `items`, customers of one team with none in
 * progress, in a few statements whatever their number (a CSV import's batch, the day's
 * renewals); their measures are copied when first needed (`ensureMeasures`). `withPep` names
 * those that are, or have, a politically exposed person.
 */
export async function openMany(
  deps: AppDeps,
  tx: Db,
  input: {
    items: Array<{ party: PartyRow; detail?: Record<string, string> }>;
    trigger: CddTrigger;
    settings: TeamCddSettings;
    withPep: ReadonlySet<number>;
    actor: AuditActor;
  },
) {
  const { items, settings, actor } = input;
  if (items.length === 0) return;
  const teamId = items[0]!.party.team_id;
  const now = deps.clock.now();
  const executions = await insertExecutions(
    tx,
    items.map(({ party, detail }) => {
      const kind = chooseKind(party.risk_level, settings, input.withPep.has(party.id));
      return {
        team_id: teamId,
        code: newCode(),
        party_id: party.id,
        kind,
        suggested_kind: kind,
        risk_level: party.risk_level,
        triggers: [{ trigger: input.trigger, at: now.toISOString(), detail: detail ?? {} }],
        template_version: settings.template_version,
        created_by: party.created_by,
        created_at: now,
      };
    }),
  );
  const codes = new Map(items.map(({ party }) => [party.id, party.code]));
  await recordAudit(
    tx,
    actor,
    now,
    ...executions.map((execution) => ({
      ...entity(execution.code, teamId),
      action: 'created',
      changes: {
        party: codes.get(execution.party_id)!,
        kind: execution.kind,
        suggested_kind: execution.suggested_kind,
        risk_level: execution.risk_level,
        trigger: input.trigger,
        template_version: settings.template_version,
      },
    })),
  );
}

/**
 * The `new_party` trigger of a batch of customers created together (the CSV import), as
 * `triggerCdd` does it for one: `parties` carry the levels their first assessment gave them.
 * New parties have no beneficial owners yet, so only their own PEP status counts.
 */
export async function openForNewCustomers(
  deps: AppDeps,
  tx: Db,
  parties: PartyRow[],
  actor: AuditActor,
) {
  const customers = parties.filter(isCustomer);
  if (customers.length === 0) return;
  const settings = await teamCddSettings(tx, customers[0]!.team_id);
  if (settings.triggers.new_party === 'task') {
    for (const party of customers) {
      await triggerCdd(deps, tx, { partyId: party.id, trigger: 'new_party', actor });
    }
    return;
  }
  await openMany(deps, tx, {
    items: customers.map((party) => ({ party })),
    trigger: 'new_party',
    settings,
    withPep: new Set(customers.filter((party) => party.pep === true).map((party) => party.id)),
    actor,
  });
}
