import {
  TRANSACTION_STATUS_TRANSITIONS,
  partyDisplayName,
  type Conversion,
  type GiifReportMark,
  type PartyType,
  type Transaction,
  type TransactionSearch,
  type TransactionStatus,
  type TransactionSummary,
  type UpdateTransaction,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { screenTransactionText } from '../sanctions/screening/screening.service.js';
import { trimDecimal } from '../../lib/decimal.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import { canEditRecord, scopeOf, requireEditable } from '../../policies/record.policy.js';
import { diff, recordAudit, recordHistory } from '../audit/audit.service.js';
import { convertToEur } from '../exchange-rates/rates.service.js';
import { refuseAcceptanceDuringGiifHold } from '../giif-notifications/index.js';
import { findVisibleCodes } from '../parties/index.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { holdForChange, reassessTransaction } from './reassess.service.js';
import {
  findTransaction,
  findVisibleTransactions,
  listLinkedParties,
  searchTransactions,
  setPartiesBookedAt,
  setTransactionParties,
  updateTransaction,
  type LinkedParty,
  type NewTransaction,
  type TransactionRow,
  type TransactionWithCreator,
} from './transactions.repository.js';

const entity = (code: string) => ({ entityType: 'transaction', entityCode: code });

export function toTransaction(row: TransactionWithCreator, links: LinkedParty[]): Transaction {
  return {
    code: row.code,
    type: row.type as Transaction['type'],
    status: row.status as Transaction['status'],
    amount: trimDecimal(row.amount),
    currency: row.currency,
    eur: {
      amount_eur: row.amount_eur,
      rate_table: row.rate_table,
      rate_date: row.rate_date,
      rate: trimDecimal(row.rate),
      eur_rate: trimDecimal(row.eur_rate),
    },
    booked_at: row.booked_at.toISOString(),
    payment_date: row.payment_date,
    payment_method: row.payment_method as Transaction['payment_method'],
    country_of_order: row.country_of_order,
    description: row.description,
    risk_level: row.risk_level as Transaction['risk_level'],
    giif_report: giifReportOf(row),
    parties: links
      .filter((link) => link.transaction_id === row.id)
      .map((link) => ({
        party_code: link.code,
        role: link.role as Transaction['parties'][number]['role'],
        display_name: partyDisplayName(link),
        party_type: link.type as PartyType,
      })),
    created_by: row.created_by_email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The GIIF reporting mark of a transaction (art. 72), when it has one. */
const giifReportOf = (row: TransactionRow): GiifReportMark | null =>
  row.giif_report_due && row.giif_report_reason
    ? { due_on: row.giif_report_due, reason: row.giif_report_reason }
    : null;

/** The EUR columns of a conversion (all null while the rate of the day is not known). */
const eurColumns = (conversion: Conversion) => ({
  amount_eur: conversion.amount_eur,
  rate_table: conversion.rate_table,
  rate_date: conversion.rate_date,
  rate: conversion.rate,
  eur_rate: conversion.eur_rate,
});

export async function requireTransaction(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findTransaction(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Transaction');
  return row;
}

/**
 * The parties named by code, all of which the caller must be able to see in the current
 * team: a party of another team answers 404 like any record the caller cannot see.
 */
async function resolveParties(
  db: Db,
  auth: TeamContext,
  links: Array<{ party_code: string; role: string }>,
) {
  const codes = [...new Set(links.map((link) => link.party_code))];
  if (codes.length === 0) return [];
  const found = await findVisibleCodes(db, scopeOf(auth), codes);
  if (found.length !== codes.length) throw notFound('Party');
  const idOf = new Map(found.map((party) => [party.code, party.id]));
  return links.map((link) => ({ party_id: idOf.get(link.party_code)!, role: link.role }));
}

async function load(deps: AppDeps, auth: TeamContext, code: string): Promise<Transaction> {
  const row = await requireTransaction(deps, auth, code);
  return toTransaction(row, await listLinkedParties(deps.db, [row.id]));
}

export const getTransaction = load;

export async function updateTransactionFields(
  deps: AppDeps,
  auth: TeamContext,
  input: UpdateTransaction,
): Promise<Transaction> {
  const { code, parties: links, ...fields } = input;
  const row = await requireTransaction(deps, auth, code);
  requireEditable(auth, row, deps.clock.now(), 'transaction');
  const now = deps.clock.now();
  const resolved = links ? await resolveParties(deps.db, auth, links) : null;
  const patch: Partial<NewTransaction> = { ...fields, booked_at: undefined };
  if (fields.booked_at) {
    patch.booked_at = new Date(fields.booked_at);
    patch.booked_on = warsawDay(patch.booked_at);
  }
  // A new amount, currency or day needs the rate of that day: converted again.
  if (fields.amount || fields.currency || fields.booked_at) {
    const conversion = await convertToEur(
      deps.db,
      fields.amount ?? row.amount,
      fields.currency ?? row.currency,
      patch.booked_on ?? row.booked_on,
    );
    Object.assign(patch, eurColumns(conversion));
  }
  const changes = diff(row as Record<string, unknown>, { ...fields });
  if (links) changes.parties = [null, links];
  await deps.db.transaction(async (tx) => {
    const before = await holdForChange(tx, row.id);
    await updateTransaction(tx, row.id, { ...patch, updated_at: now });
    const bookedAt = patch.booked_at ?? row.booked_at;
    if (resolved) await setTransactionParties(tx, row.id, bookedAt, resolved);
    else if (patch.booked_at) await setPartiesBookedAt(tx, row.id, bookedAt);
    await recordAudit(tx, auth, now, { ...entity(code), action: 'updated', changes });
    if (fields.description !== undefined) {
      await screenTransactionText(deps, tx, { ...row, description: fields.description }, auth);
    }
    await reassessTransaction(deps, tx, row.id, before, auth);
  });
  void deps.emails.kick();
  return load(deps, auth, code);
}

/** Moves a transaction along the documented status transitions; others are refused. */
export async function changeTransactionStatus(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  status: TransactionStatus,
): Promise<Transaction> {
  const row = await requireTransaction(deps, auth, code);
  requireEditable(auth, row, deps.clock.now(), 'transaction');
  const from = row.status as TransactionStatus;
  if (!TRANSACTION_STATUS_TRANSITIONS[from].includes(status)) {
    throw new AppError(
      409,
      'status_transition_not_allowed',
      `A transaction cannot go from ${from} to ${status}`,
    );
  }
  // Art. 86: not carried out while a notification to GIIF holds it.
  if (status === 'accepted') await refuseAcceptanceDuringGiifHold(deps, auth, row.id);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await holdForChange(tx, row.id);
    await updateTransaction(tx, row.id, { status, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'status_changed',
      changes: { status: [from, status] },
    });
    // Only canceling and drafting again a canceled one change what it counts for.
    if (from === 'canceled' || status === 'canceled') {
      await reassessTransaction(deps, tx, row.id, before, auth);
    }
  });
  void deps.emails.kick();
  return load(deps, auth, code);
}

/** Deleted transactions are kept for the retention period and disappear from lists. */
export async function deleteTransactions(deps: AppDeps, auth: TeamContext, codes: string[]) {
  const found = await findVisibleTransactions(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Transaction');
  found.forEach((row) => requireEditable(auth, row, deps.clock.now(), 'transaction'));
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    for (const row of found) {
      const before = await holdForChange(tx, row.id);
      await updateTransaction(tx, row.id, { deleted_at: now, updated_at: now });
      await reassessTransaction(deps, tx, row.id, before, auth);
    }
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((row) => ({ ...entity(row.code), action: 'deleted' })),
    );
  });
}

export async function findTransactions(
  deps: AppDeps,
  auth: TeamContext,
  search: TransactionSearch,
) {
  const scope = scopeOf(auth);
  let partyId: number | null = null;
  if (search.party_code) {
    const [party] = await findVisibleCodes(deps.db, scope, [search.party_code]);
    if (!party) return { items: [], total: 0, total_capped: false };
    partyId = party.id;
  }
  const { items, ...counted } = await searchTransactions(deps.db, scope, search, partyId);
  const links = await listLinkedParties(
    deps.db,
    items.map((row) => row.id),
  );
  return { items: items.map((row) => toTransaction(row, links)), ...counted };
}

export async function getTransactionSummary(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<TransactionSummary> {
  const row = await requireTransaction(deps, auth, code);
  const links = await listLinkedParties(deps.db, [row.id]);
  const decision = canEditRecord(auth, row, deps.clock.now());
  return {
    code: row.code,
    type: row.type as TransactionSummary['type'],
    status: row.status as TransactionStatus,
    risk_level: row.risk_level as TransactionSummary['risk_level'],
    amount: trimDecimal(row.amount),
    currency: row.currency,
    amount_eur: row.amount_eur,
    booked_at: row.booked_at.toISOString(),
    giif_report: giifReportOf(row),
    parties: links.length,
    lead_party: links[0] ? partyDisplayName(links[0]) : null,
    allowed_statuses: decision.allowed
      ? [...TRANSACTION_STATUS_TRANSITIONS[row.status as TransactionStatus]]
      : [],
    editable: decision.allowed,
    not_editable_reason: decision.allowed ? null : decision.reason,
    created_by: row.created_by_email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getTransactionHistory(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await requireTransaction(deps, auth, code);
  return recordHistory(deps.db, row.team_id, 'transaction', row.code);
}
