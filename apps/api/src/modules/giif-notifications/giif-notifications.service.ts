import { createHash } from 'node:crypto';
import { trimDecimal } from '../../lib/decimal.js';
import { transactionPartiesOf } from '../giif/index.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  GIIF_NOTIFICATION_LEGAL_BASIS,
  partyDisplayName,
  type CreateGiifNotification,
  type GiifNotification,
  type GiifNotificationKind,
  type GiifNotificationList,
  type GiifNotificationListQuery,
  type GiifNotificationReaders,
  type GiifNotificationSummary,
  type Language,
  type MarkGiifNotificationSent,
  type PartyType,
  type SetGiifNotificationReaders,
  type TransactionStatus,
  type TransactionType,
  type UpdateGiifNotification,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { scopeOf } from '../../policies/record.policy.js';
import { findVisibleAlerts } from '../alerts/index.js';
import { downloadAttachment } from '../attachments/attachments.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { getCompanyData } from '../company/company.service.js';
import { findVisibleCodes } from '../parties/index.js';
import { findVisibleTransactions, updateTransaction } from '../transactions/index.js';
import { zipBundle, type BundleEntry } from './bundle.js';
import { art74Deadline, holdRange } from './clocks.js';
import { requireNotificationReader } from './giif-access.service.js';
import * as repo from './giif-notifications.repository.js';
import {
  checkModel,
  personKindOf,
  roleOf,
  type ModelParty,
  type ModelPerson,
} from './notification-model.js';
import { renderNotificationPdf } from './pdf/notification-pdf.js';

/**
 * Notifications to GIIF (issue 32 item 5; shared/domain/poland.md § 1.7): suspicious
 * circumstances (art. 74, at most two business days from the confirmation of the suspicion),
 * a transaction suspected before it is carried out (art. 86, held 24 hours from GIIF's
 * confirmation of receipt, up to 96 when GIIF demands it), another offence notified to the
 * prosecutor (art. 89), and a notification after execution (art. 90). Only the team's
 * administrators and the members they name see them (art. 54): every use case starts with
 * requireNotificationReader.
 */

const ENTITY = 'giif_notification';
/** A confirmation of receipt may be recorded a little ahead of the server's clock, not more. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** The attachments one bundle carries at most; the rest are listed in its manifest only. */
const BUNDLE_MAX_BYTES = 200 * 1024 * 1024;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const defaultBasis = (kind: GiifNotificationKind) => GIIF_NOTIFICATION_LEGAL_BASIS[kind];

type Subjects = {
  partyIds: number[];
  transactions: { id: number; code: string; status: string }[];
  alertId: number | null;
};

/** Codes in the order given, each once. */
const unique = (codes: string[]) => [...new Set(codes)];

/**
 * The records a notification names, as the caller may see them (404 for any other code). Made
 * from an alert and naming nothing, it names the alert's party and transaction.
 */
async function resolveSubjects(
  deps: AppDeps,
  auth: TeamContext,
  input: { parties: string[]; transactions: string[]; alert?: string | null },
): Promise<Subjects> {
  const scope = scopeOf(auth);
  let alertId: number | null = null;
  let partyIds: number[] = [];
  let transactions: Subjects['transactions'] = [];
  if (input.alert) {
    const [alert] = await findVisibleAlerts(deps.db, scope, [input.alert]);
    if (!alert) throw notFound('Alert');
    alertId = alert.id;
    if (input.parties.length === 0 && input.transactions.length === 0) {
      if (alert.party_id !== null) partyIds = [alert.party_id];
      if (alert.transaction_id !== null) {
        transactions = await repo.transactionsById(deps.db, auth.teamId, [alert.transaction_id]);
      }
    }
  }
  const partyCodes = unique(input.parties);
  if (partyCodes.length > 0) {
    const found = await findVisibleCodes(deps.db, scope, partyCodes);
    const byCode = new Map(found.map((party) => [party.code, party.id]));
    partyIds = partyCodes.map((code) => {
      const id = byCode.get(code);
      if (id === undefined) throw notFound(`Party ${code}`);
      return id;
    });
  }
  const transactionCodes = unique(input.transactions);
  if (transactionCodes.length > 0) {
    const found = await findVisibleTransactions(deps.db, scope, transactionCodes);
    const byCode = new Map(found.map((row) => [row.code, row]));
    transactions = transactionCodes.map((code) => {
      const row = byCode.get(code);
      if (!row) throw notFound(`Transaction ${code}`);
      return { id: row.id, code: row.code, status: row.status };
    });
  }
  if (partyIds.length + transactions.length === 0) {
    throw validationFailed([{ path: 'parties', code: 'required' }]);
  }
  return { partyIds, transactions, alertId };
}

/**
 * Art. 86: the transactions of a notification of a planned transaction are not carried out;
 * a draft one waits in acceptance. The change is the transaction's own (its history says its
 * status changed, nothing of why: art. 54).
 */
async function holdTransactions(
  tx: Db,
  auth: TeamContext,
  now: Date,
  rows: Subjects['transactions'],
) {
  for (const row of rows.filter((r) => r.status === 'draft')) {
    await updateTransaction(tx, row.id, { status: 'in_acceptance', updated_at: now });
    await recordAudit(tx, auth, now, {
      entityType: 'transaction',
      entityCode: row.code,
      action: 'status_changed',
      changes: { status: ['draft', 'in_acceptance'] },
    });
  }
}

const requireConfirmation = (kind: GiifNotificationKind, confirmedAt: Date | null) => {
  if (kind === 'art74' && !confirmedAt) {
    throw validationFailed([{ path: 'suspicion_confirmed_at', code: 'required' }]);
  }
};

export async function createNotification(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateGiifNotification,
): Promise<GiifNotification> {
  await requireNotificationReader(deps, auth, 'record');
  const subjects = await resolveSubjects(deps, auth, input);
  const confirmedAt = input.suspicion_confirmed_at ? new Date(input.suspicion_confirmed_at) : null;
  requireConfirmation(input.kind, confirmedAt);
  const now = deps.clock.now();
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    const id = await repo.insertNotification(tx, {
      team_id: auth.teamId,
      code,
      kind: input.kind,
      state: 'draft',
      legal_basis: input.legal_basis || defaultBasis(input.kind),
      justification: input.justification,
      suspicion_confirmed_at: confirmedAt,
      assets: input.assets,
      alert_id: subjects.alertId,
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceSubjects(tx, id, {
      partyIds: subjects.partyIds,
      transactionIds: subjects.transactions.map((t) => t.id),
    });
    if (input.kind === 'art86') await holdTransactions(tx, auth, now, subjects.transactions);
    await recordAudit(tx, auth, now, {
      entityType: ENTITY,
      entityCode: code,
      action: 'created',
      changes: {
        kind: [null, input.kind],
        state: [null, 'draft'],
        parties: [null, subjects.partyIds.length],
        transactions: [null, subjects.transactions.length],
      },
    });
  });
  return getNotification(deps, auth, code);
}

async function requireNotification(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  db: Db = deps.db,
  lock = false,
) {
  const row = await repo.findNotification(db, auth.teamId, code, lock);
  if (!row) throw notFound('Notification');
  return row;
}

const sentError = () =>
  new AppError(409, 'giif_notification_sent', 'A sent notification can no longer change');

export async function updateNotification(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: UpdateGiifNotification,
): Promise<GiifNotification> {
  await requireNotificationReader(deps, auth, 'record');
  const { notification: found } = await requireNotification(deps, auth, code);
  if (found.state !== 'draft') throw sentError();
  const current = {
    parties: (await repo.subjectParties(deps.db, found.id)).map((p) => p.code),
    transactions: (await repo.subjectTransactions(deps.db, found.id)).map((t) => t.code),
  };
  const subjectsChanged = input.parties !== undefined || input.transactions !== undefined;
  const subjects = await resolveSubjects(deps, auth, {
    parties: input.parties ?? current.parties,
    transactions: input.transactions ?? current.transactions,
  });
  const kind = input.kind ?? found.kind;
  const confirmedAt =
    input.suspicion_confirmed_at !== undefined
      ? input.suspicion_confirmed_at
        ? new Date(input.suspicion_confirmed_at)
        : null
      : found.suspicion_confirmed_at;
  requireConfirmation(kind, confirmedAt);
  // A basis left as the old kind's default follows the kind; one the officer wrote stays.
  const legalBasis =
    input.legal_basis !== undefined
      ? input.legal_basis || defaultBasis(kind)
      : found.legal_basis === defaultBasis(found.kind)
        ? defaultBasis(kind)
        : found.legal_basis;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { notification } = await requireNotification(deps, auth, code, tx, true);
    if (notification.state !== 'draft') throw sentError();
    const changes: Partial<repo.NewNotification> = {
      kind,
      legal_basis: legalBasis,
      justification: input.justification ?? notification.justification,
      suspicion_confirmed_at: confirmedAt,
      assets: input.assets ?? notification.assets,
      updated_at: now,
    };
    await repo.updateNotification(tx, notification.id, changes);
    if (subjectsChanged) {
      await repo.replaceSubjects(tx, notification.id, {
        partyIds: subjects.partyIds,
        transactionIds: subjects.transactions.map((t) => t.id),
      });
    }
    if (kind === 'art86') await holdTransactions(tx, auth, now, subjects.transactions);
    const changed = Object.keys(input).filter(
      (key) => (input as Record<string, unknown>)[key] !== undefined,
    );
    await recordAudit(tx, auth, now, {
      entityType: ENTITY,
      entityCode: code,
      action: 'updated',
      // The fields changed, not their content: the audit trail is read more widely.
      changes: {
        fields: changed,
        ...(kind !== notification.kind ? { kind: [notification.kind, kind] } : {}),
      },
    });
  });
  return getNotification(deps, auth, code);
}

/** GIIF confirmed receipt (the prosecutor, for art. 89): the notification is sent. */
export async function markSent(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: MarkGiifNotificationSent,
): Promise<GiifNotification> {
  await requireNotificationReader(deps, auth, 'record');
  const now = deps.clock.now();
  const receiptAt = new Date(input.giif_receipt_at);
  if (receiptAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw validationFailed([{ path: 'giif_receipt_at', code: 'invalid_value' }]);
  }
  await deps.db.transaction(async (tx) => {
    const { notification } = await requireNotification(deps, auth, code, tx, true);
    if (notification.state !== 'draft') throw sentError();
    const holdUntil = notification.kind === 'art86' ? holdRange(receiptAt).min : null;
    await repo.updateNotification(tx, notification.id, {
      state: 'sent',
      giif_receipt_at: receiptAt,
      giif_reference: input.giif_reference || null,
      hold_until: holdUntil,
      sent_at: now,
      sent_by: auth.userId,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: ENTITY,
      entityCode: code,
      action: 'sent',
      changes: {
        state: ['draft', 'sent'],
        giif_receipt_at: [null, receiptAt.toISOString()],
        ...(holdUntil ? { hold_until: [null, holdUntil.toISOString()] } : {}),
      },
    });
  });
  return getNotification(deps, auth, code);
}

/**
 * Art. 86: the hold GIIF demanded, from 24 to 96 hours after its confirmation of receipt; the
 * transaction is not accepted until it ends.
 */
export async function setHold(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  input: { hold_until: string },
): Promise<GiifNotification> {
  await requireNotificationReader(deps, auth, 'record');
  const now = deps.clock.now();
  const holdUntil = new Date(input.hold_until);
  await deps.db.transaction(async (tx) => {
    const { notification } = await requireNotification(deps, auth, code, tx, true);
    if (notification.kind !== 'art86') {
      throw new AppError(
        409,
        'giif_hold_not_art86',
        'Only art. 86 notifications hold a transaction',
      );
    }
    if (notification.state !== 'sent' || !notification.giif_receipt_at) {
      throw new AppError(
        409,
        'giif_receipt_required',
        "Record GIIF's confirmation of receipt first",
      );
    }
    const range = holdRange(notification.giif_receipt_at);
    if (holdUntil < range.min || holdUntil > range.max) {
      throw new AppError(
        422,
        'giif_hold_out_of_range',
        `A hold ends between ${range.min.toISOString()} and ${range.max.toISOString()}`,
      );
    }
    await repo.updateNotification(tx, notification.id, { hold_until: holdUntil, updated_at: now });
    await recordAudit(tx, auth, now, {
      entityType: ENTITY,
      entityCode: code,
      action: 'hold_changed',
      changes: { hold_until: [iso(notification.hold_until), holdUntil.toISOString()] },
    });
  });
  return getNotification(deps, auth, code);
}

/** GIIF's confirmation of receipt (its UPO, or a capture of its page), kept as the proof. */
export async function storeReceipt(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  upload: { name: string; bytes: Uint8Array },
): Promise<GiifNotification> {
  await requireNotificationReader(deps, auth, 'record');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { notification } = await requireNotification(deps, auth, code, tx, true);
    await repo.updateNotification(tx, notification.id, {
      receipt: Buffer.from(upload.bytes),
      receipt_name: upload.name,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: ENTITY,
      entityCode: code,
      action: 'receipt_stored',
      changes: { receipt_sha256: [null, sha256(upload.bytes)] },
    });
  });
  return getNotification(deps, auth, code);
}

export async function receiptOf(deps: AppDeps, auth: TeamContext, code: string) {
  await requireNotificationReader(deps, auth, 'record');
  const { notification } = await requireNotification(deps, auth, code);
  if (!notification.receipt || !notification.receipt_name) throw notFound('Receipt');
  return { name: notification.receipt_name, bytes: notification.receipt };
}

type Clocks = ReturnType<typeof clocksOf>;

function clocksOf(n: repo.NotificationRow) {
  const deadline =
    n.kind === 'art74' && n.suspicion_confirmed_at ? art74Deadline(n.suspicion_confirmed_at) : null;
  const range = n.kind === 'art86' && n.giif_receipt_at ? holdRange(n.giif_receipt_at) : null;
  return {
    suspicion_confirmed_at: iso(n.suspicion_confirmed_at),
    deadline_on: deadline?.day ?? null,
    deadline_at: iso(deadline?.at ?? null),
    giif_receipt_at: iso(n.giif_receipt_at),
    hold_until: iso(n.hold_until),
    sent_at: iso(n.sent_at),
    hold_min: iso(range?.min ?? null),
    hold_max: iso(range?.max ?? null),
  };
}

function summaryOf(
  n: repo.NotificationRow,
  createdBy: string | null,
  subjects: GiifNotificationSummary['subjects'],
  clocks: Clocks,
): GiifNotificationSummary {
  const { hold_min: _min, hold_max: _max, ...summaryClocks } = clocks;
  return {
    code: n.code,
    kind: n.kind,
    state: n.state,
    subjects,
    ...summaryClocks,
    created_by: createdBy,
    created_at: n.created_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
  };
}

export async function listNotifications(
  deps: AppDeps,
  auth: TeamContext,
  query: GiifNotificationListQuery,
): Promise<GiifNotificationList> {
  await requireNotificationReader(deps, auth, 'list');
  const { rows, total } = await repo.listNotifications(deps.db, auth.teamId, query);
  return {
    items: rows.map((row) =>
      summaryOf(row.notification, row.created_by_email, row.subjects, clocksOf(row.notification)),
    ),
    total,
  };
}

/** Everything a notification is made of: its record, subjects, persons, model and files. */
async function assemble(deps: AppDeps, auth: TeamContext, code: string) {
  const found = await requireNotification(deps, auth, code);
  const n = found.notification;
  const [parties, transactions, company] = await Promise.all([
    repo.subjectParties(deps.db, n.id),
    repo.subjectTransactions(deps.db, n.id),
    getCompanyData(deps, auth),
  ]);
  const linked = await transactionPartiesOf(
    deps.db,
    transactions.map((t) => t.id),
  );
  const persons: ModelPerson[] = parties.map((party) => ({
    party: party as ModelParty,
    role: 'customer',
    subject: true,
  }));
  const named = new Set(parties.map((p) => p.code));
  for (const link of linked) {
    if (named.has(link.party.code)) continue;
    named.add(link.party.code);
    persons.push({ party: link.party as ModelParty, role: roleOf(link.role), subject: false });
  }
  const files = await repo.attachmentsOfOwners(deps.db, auth.teamId, {
    partyIds: parties.map((p) => p.id),
    transactionIds: transactions.map((t) => t.id),
  });
  const ownerCode = new Map<string, string>([
    ...parties.map((p) => [`party:${p.id}`, p.code] as const),
    ...transactions.map((t) => [`transaction:${t.id}`, t.code] as const),
  ]);
  const attachments = files.map((file) => ({
    code: file.code,
    name: file.name,
    size: file.size,
    sha256: file.sha256,
    owner_type: file.owner_type as 'party' | 'transaction',
    owner_code: ownerCode.get(`${file.owner_type}:${file.owner_id}`) ?? '',
  }));
  const { model, issues } = checkModel({
    kind: n.kind,
    legal_basis: n.legal_basis,
    justification: n.justification,
    suspicion_confirmed_at: n.suspicion_confirmed_at,
    giif_receipt_at: n.giif_receipt_at,
    assets: n.assets,
    institution: company.data,
    persons,
    transactions: transactions.map((t) => ({
      code: t.code,
      amount: t.amount,
      currency: t.currency,
      booked_at: t.booked_at,
      description: t.description,
      accounts: [
        ...new Set(
          linked
            .filter((l) => l.transaction_id === t.id)
            .map((l) => l.party.bank_account?.trim() ?? '')
            .filter(Boolean),
        ),
      ],
    })),
    attachments: attachments.map((file) => ({ name: file.name, sha256: file.sha256 })),
  });
  return { found, parties, transactions, persons, attachments, model, issues };
}

export async function getNotification(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<GiifNotification> {
  const access = await requireNotificationReader(deps, auth, 'record');
  const { found, parties, transactions, persons, attachments, model, issues } = await assemble(
    deps,
    auth,
    code,
  );
  const n = found.notification;
  const clocks = clocksOf(n);
  const names = parties.map((party) => partyDisplayName(party));
  return {
    ...summaryOf(
      n,
      found.created_by_email,
      { parties: parties.length, transactions: transactions.length, names: names.slice(0, 3) },
      clocks,
    ),
    hold_min: clocks.hold_min,
    hold_max: clocks.hold_max,
    legal_basis: n.legal_basis,
    justification: n.justification,
    assets: n.assets,
    alert: found.alert_code ? { code: found.alert_code, title: found.alert_title ?? '' } : null,
    giif_reference: n.giif_reference,
    receipt_name: n.receipt_name,
    sent_by: found.sent_by_email,
    parties: parties.map((party, i) => ({
      code: party.code,
      name: names[i]!,
      type: party.type as PartyType,
    })),
    transactions: transactions.map((t) => ({
      code: t.code,
      type: t.type as TransactionType,
      status: t.status as TransactionStatus,
      amount: trimDecimal(t.amount),
      currency: t.currency,
      booked_at: t.booked_at.toISOString(),
    })),
    persons: persons.map((p) => ({
      party_code: p.party.code,
      name: partyDisplayName(p.party),
      role: p.role,
      kind: personKindOf(p.party.type),
    })),
    model: model as unknown as Record<string, unknown>,
    issues,
    attachments,
    can_manage: access.can_manage && n.state === 'draft',
  };
}

/** The notification as a PDF in `language`, for GIIF's form and the institution's records. */
async function pdfOf(
  deps: AppDeps,
  auth: TeamContext,
  assembled: Awaited<ReturnType<typeof assemble>>,
  language: Language,
) {
  const n = assembled.found.notification;
  const clocks = clocksOf(n);
  return renderNotificationPdf({
    language,
    generatedAt: deps.clock.now(),
    code: n.code,
    kind: n.kind,
    state: n.state,
    model: assembled.model,
    issues: assembled.issues,
    deadlineOn: clocks.deadline_on,
    holdUntil: n.hold_until,
    holdMax: clocks.hold_max ? new Date(clocks.hold_max) : null,
    sentAt: n.sent_at,
    giifReference: n.giif_reference,
  });
}

export async function notificationPdf(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
): Promise<{ name: string; pdf: Buffer }> {
  await requireNotificationReader(deps, auth, 'record');
  const assembled = await assemble(deps, auth, code);
  const pdf = await pdfOf(deps, auth, assembled, language);
  await recordAudit(deps.db, auth, deps.clock.now(), {
    entityType: ENTITY,
    entityCode: code,
    action: 'pdf_downloaded',
    changes: { language },
  });
  return { name: `notification-${code}-${language}.pdf`, pdf };
}

/** A file's name as a path part of the ZIP: no folders, nothing hidden. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_') || 'file';

/** Reads a download whole; its stream fails when the stored bytes are not those kept. */
async function bytesOf(stream: AsyncIterable<Buffer | Uint8Array>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The notification's bundle: its PDF, GIIF's confirmation of receipt if stored, and the files
 * of its parties and transactions, read through the attachments module (checked against their
 * SHA-256 as they are read), with a manifest naming every file, its SHA-256 and whether it is in
 * the bundle (a file the caller may not read, one missing or changed in its store, or one past
 * the bundle's size is listed, not included).
 */
export async function notificationBundle(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<{ name: string; zip: Buffer }> {
  await requireNotificationReader(deps, auth, 'record');
  const assembled = await assemble(deps, auth, code);
  const pdf = await pdfOf(deps, auth, assembled, language);
  const n = assembled.found.notification;
  const entries: BundleEntry[] = [{ path: `notification-${code}-${language}.pdf`, bytes: pdf }];
  if (n.receipt && n.receipt_name) {
    entries.push({ path: `receipt/${safeName(n.receipt_name)}`, bytes: n.receipt });
  }
  let total = 0;
  const manifest = [];
  for (const file of assembled.attachments) {
    const path = `attachments/${file.owner_type}-${file.owner_code}/${file.code}-${safeName(file.name)}`;
    let included = false;
    let reason: string | null = null;
    if (total + file.size > BUNDLE_MAX_BYTES) {
      reason = 'bundle_too_large';
    } else {
      try {
        const { body } = await downloadAttachment(deps, auth, file.code, log);
        const bytes = await bytesOf(body);
        entries.push({ path, bytes });
        total += bytes.length;
        included = true;
      } catch (error) {
        reason = error instanceof AppError ? error.code : 'file_changed';
      }
    }
    manifest.push({
      path: included ? path : null,
      name: file.name,
      owner_type: file.owner_type,
      owner_code: file.owner_code,
      size: file.size,
      sha256: file.sha256,
      included,
      reason,
    });
  }
  entries.push({
    path: 'manifest.json',
    bytes: Buffer.from(
      JSON.stringify(
        {
          notification: code,
          kind: n.kind,
          generated_at: deps.clock.now().toISOString(),
          pdf: { path: entries[0]!.path, sha256: sha256(pdf) },
          attachments: manifest,
        },
        null,
        2,
      ),
    ),
  });
  await recordAudit(deps.db, auth, deps.clock.now(), {
    entityType: ENTITY,
    entityCode: code,
    action: 'bundle_downloaded',
    changes: { attachments: manifest.filter((m) => m.included).length },
  });
  return { name: `notification-${code}.zip`, zip: zipBundle(entries) };
}

export async function listReaders(
  deps: AppDeps,
  auth: TeamContext,
): Promise<GiifNotificationReaders> {
  const members = await repo.membersWithReaders(deps.db, auth.teamId);
  return {
    items: members.map((m) => ({
      code: m.code,
      email: m.email,
      first_name: m.first_name,
      last_name: m.last_name,
      role: m.role,
      can_read: m.role === 'admin' || m.granted_at !== null,
      named: m.granted_at !== null,
      granted_at: iso(m.granted_at),
    })),
  };
}

/**
 * Names the members who see the team's notifications (an administrator's choice): all others
 * named before stop seeing them. Administrators see them anyway and are not stored.
 */
export async function setReaders(
  deps: AppDeps,
  auth: TeamContext,
  input: SetGiifNotificationReaders,
): Promise<GiifNotificationReaders> {
  const members = await repo.membersWithReaders(deps.db, auth.teamId);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]));
  const byCode = new Map(members.map((m) => [m.code, m]));
  const unknown = [
    ...input.user_emails
      .map((email, i) =>
        byEmail.has(email) ? null : { path: `user_emails.${i}`, code: 'invalid_value' },
      )
      .filter((e) => e !== null),
    ...input.member_codes
      .map((c, i) => (byCode.has(c) ? null : { path: `member_codes.${i}`, code: 'invalid_value' }))
      .filter((e) => e !== null),
  ];
  if (unknown.length > 0) throw validationFailed(unknown);
  const chosen = [
    ...input.user_emails.map((email) => byEmail.get(email)!),
    ...input.member_codes.map((c) => byCode.get(c)!),
  ].filter((m) => m.role !== 'admin');
  const userIds = [...new Set(chosen.map((m) => m.user_id))];
  const before = members
    .filter((m) => m.granted_at !== null)
    .map((m) => m.email)
    .sort();
  const after = members
    .filter((m) => userIds.includes(m.user_id))
    .map((m) => m.email)
    .sort();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.replaceReaders(tx, auth.teamId, userIds, auth.userId, now);
    await recordAudit(tx, auth, now, {
      entityType: 'giif_notification_readers',
      entityCode: null,
      action: 'updated',
      changes: { readers: [before, after] },
    });
  });
  return listReaders(deps, auth);
}
