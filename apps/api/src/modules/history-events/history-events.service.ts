import {
  partyDisplayName,
  type CreateHistoryEvent,
  type HistoryEvent,
  type HistoryEventQuery,
  type UpdateHistoryEvent,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { canEditRecord, scopeOf, requireEditable } from '../../policies/record.policy.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import { resolveFilters, resolveLinks } from '../record-links/record-links.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  findHistoryEvent,
  findVisibleHistoryEvents,
  insertHistoryEvent,
  searchHistoryEvents,
  updateHistoryEvent,
  type DetailedHistoryEvent,
} from './history-events.repository.js';
import { linkedTransaction } from '../transactions/index.js';

const entity = (code: string) => ({ entityType: 'history_event', entityCode: code });

function toHistoryEvent(row: DetailedHistoryEvent, auth: TeamContext, now: Date): HistoryEvent {
  const { event, party, transaction } = row;
  return {
    code: event.code,
    type: event.type as HistoryEvent['type'],
    occurred_on: event.occurred_on,
    title: event.title,
    description: event.description,
    party: party ? { code: party.code, display_name: partyDisplayName(party) } : null,
    transaction: transaction ? linkedTransaction(transaction, auth.language) : null,
    comments: row.comments,
    editable: canEditRecord(auth, event, now).allowed,
    created_by: row.created_by_email,
    created_at: event.created_at.toISOString(),
    updated_at: event.updated_at.toISOString(),
  };
}

/** The event of the current team the caller may see, or 404. */
export async function requireHistoryEvent(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findHistoryEvent(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('History event');
  return row;
}

export async function getHistoryEvent(deps: AppDeps, auth: TeamContext, code: string) {
  return toHistoryEvent(await requireHistoryEvent(deps, auth, code), auth, deps.clock.now());
}

export async function createHistoryEvent(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateHistoryEvent,
): Promise<HistoryEvent> {
  const { party_code, transaction_code, ...fields } = input;
  const links = await resolveLinks(deps, auth, { party_code, transaction_code });
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertHistoryEvent(tx, {
      ...fields,
      ...links,
      team_id: auth.teamId,
      code: newCode(),
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...entity(created.code),
      action: 'created',
      changes: { ...input },
    });
    return created;
  });
  return getHistoryEvent(deps, auth, row.code);
}

export async function updateHistoryEventFields(
  deps: AppDeps,
  auth: TeamContext,
  input: UpdateHistoryEvent,
): Promise<HistoryEvent> {
  const { code, party_code, transaction_code, ...fields } = input;
  const { event } = await requireHistoryEvent(deps, auth, code);
  requireEditable(auth, event, deps.clock.now(), 'event');
  const links = await resolveLinks(deps, auth, { party_code, transaction_code });
  const now = deps.clock.now();
  const changes = diff(event as Record<string, unknown>, { ...fields, ...links });
  await deps.db.transaction(async (tx) => {
    await updateHistoryEvent(tx, event.id, { ...fields, ...links, updated_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'updated', changes });
  });
  return getHistoryEvent(deps, auth, code);
}

/** Deleted events are kept for the retention period and disappear from lists. */
export async function deleteHistoryEvents(deps: AppDeps, auth: TeamContext, codes: string[]) {
  const found = await findVisibleHistoryEvents(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('History event');
  found.forEach((event) => requireEditable(auth, event, deps.clock.now(), 'event'));
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    for (const event of found)
      await updateHistoryEvent(tx, event.id, { deleted_at: now, updated_at: now });
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((event) => ({ ...entity(event.code), action: 'deleted' })),
    );
  });
}

export async function findHistoryEvents(
  deps: AppDeps,
  auth: TeamContext,
  query: HistoryEventQuery,
) {
  const scope = scopeOf(auth);
  const links = await resolveFilters(deps, auth, {
    party_code: query.party_code,
    transaction_code: query.transaction_code,
  });
  if (!links) return { items: [], total: 0 };
  const { items, total } = await searchHistoryEvents(deps.db, scope, query, links);
  const now = deps.clock.now();
  return { items: items.map((row) => toHistoryEvent(row, auth, now)), total };
}
