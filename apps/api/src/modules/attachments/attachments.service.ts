import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Attachment, type AttachmentOwnerType, type StoreKindName } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { canEditRecord, scopeOf, requireEditable } from '../../policies/record.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { findTeamById } from '../teams/index.js';
import {
  FileMissingError,
  findTeamStorage,
  StoreUnavailableError,
  type FileStore,
  type TeamRef,
} from '../storage/index.js';
import { detectContentType, FileMeter, safeFileName } from './attachment-file.js';
import { reportIntegrity } from './integrity.js';
import { ownerKind } from './owners.js';
import {
  deleteUnfinishedAttachment,
  findAttachment,
  insertAttachment,
  listAttachments,
  updateAttachment,
  type AttachmentRow,
  type AttachmentWithAuthor,
} from './attachments.repository.js';

const teamRef = (auth: TeamContext, teamCode: string): TeamRef => ({
  id: auth.teamId,
  code: teamCode,
});

const entity = (code: string) => ({ entityType: 'attachment', entityCode: code });

function toAttachment(row: AttachmentWithAuthor, auth: TeamContext, now: Date): Attachment {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    created_time: row.created_at.toISOString(),
    content_type: row.content_type,
    size: row.size,
    sha256: row.sha256,
    store: row.store,
    added_by: row.author_email,
    integrity: row.integrity,
    integrity_checked_at: row.integrity_checked_at?.toISOString() ?? null,
    editable: canEditRecord(auth, row, now).allowed,
  };
}

/**
 * A store that cannot be used answers 409 with the spec's texts: 'No drive is connected' for a
 * drive whose connection ended, 'No Disk configuration. Unable to add files.' for a store the
 * installation lacks. The web shows them with a way to reconnect or choose another store.
 */
export function storeError(error: unknown): never {
  if (error instanceof StoreUnavailableError) {
    if (error.reason === 'not_connected') {
      throw new AppError(409, 'drive_not_connected', 'No drive is connected');
    }
    if (error.reason === 'not_configured') {
      throw new AppError(
        409,
        'storage_not_configured',
        'No Disk configuration. Unable to add files.',
      );
    }
    throw new AppError(503, 'storage_unreachable', error.message);
  }
  throw error;
}

function storeOf(deps: AppDeps, kind: StoreKindName): FileStore {
  try {
    return deps.stores.get(kind);
  } catch (error) {
    storeError(error);
  }
}

/** The caller's team as the stores name its folder. */
async function teamCodeOf(deps: AppDeps, auth: TeamContext): Promise<string> {
  return (await findTeamById(deps.db, auth.teamId))!.code;
}

export async function attachmentsOf(
  deps: AppDeps,
  auth: TeamContext,
  type: AttachmentOwnerType,
  ownerCode: string,
) {
  const owner = await ownerKind(type).byCode(deps, auth, ownerCode);
  const now = deps.clock.now();
  return {
    items: (await listAttachments(deps.db, type, owner.id)).map((row) =>
      toAttachment(row, auth, now),
    ),
  };
}

/** The file part of an upload: its name as the browser gave it and its bytes as they come. */
export type UploadedFile = {
  filename: string;
  stream: Readable;
  /** Whether the multipart reader stopped at the size limit (then the upload is refused). */
  truncated: () => boolean;
};

/**
 * Keeps an uploaded file: the row first (`uploading`, never shown), then the file streamed to
 * the team's store under the row's code while hashed and measured, then the row marked stored
 * with its evidence. A failure removes what was put; a crash leaves a row the next start
 * cleans (finishInterruptedUploads).
 */
export async function uploadAttachment(
  deps: AppDeps,
  auth: TeamContext,
  type: AttachmentOwnerType,
  ownerCode: string,
  file: UploadedFile,
  description: string,
): Promise<Attachment> {
  // Joined before the first wait: a client that goes away meanwhile destroys the meter, which
  // the store's put then reports, instead of an error event nobody listens to.
  const meter = new FileMeter();
  pipeline(file.stream, meter).catch(() => undefined);
  const owner = await ownerKind(type).byCode(deps, auth, ownerCode);
  await ownerKind(type).mayChangeFiles?.(deps, auth, owner.id);
  const settings = await findTeamStorage(deps.db, auth.teamId);
  const store = storeOf(deps, settings.store);
  const team = teamRef(auth, await teamCodeOf(deps, auth));
  const now = deps.clock.now();
  const row = await insertAttachment(deps.db, {
    team_id: auth.teamId,
    code: newCode(),
    owner_type: type,
    owner_id: owner.id,
    name: safeFileName(file.filename),
    description,
    content_type: 'application/octet-stream',
    store: store.kind,
    created_by: auth.userId,
    created_at: now,
    updated_at: now,
  });
  let ref: string | undefined;
  try {
    await store.ensureRoot(team);
    ({ ref } = await store.put(team, row.code, meter));
    if (file.truncated()) {
      throw new AppError(413, 'file_too_large', 'The file is larger than the 20 MB limit');
    }
    if (meter.size === 0) {
      throw new AppError(400, 'file_empty', 'file not added or could not be found');
    }
  } catch (error) {
    if (ref) await store.delete(team, ref).catch(() => undefined);
    await deleteUnfinishedAttachment(deps.db, row.id);
    storeError(error);
  }
  const stored = {
    status: 'stored' as const,
    store_ref: ref,
    size: meter.size,
    sha256: meter.sha256(),
    content_type: await detectContentType(meter.head()),
    stored_at: deps.clock.now(),
    updated_at: deps.clock.now(),
  };
  await deps.db.transaction(async (tx) => {
    await updateAttachment(tx, row.id, stored);
    await recordAudit(tx, auth, stored.updated_at, {
      ...entity(row.code),
      action: 'uploaded',
      changes: {
        on: `${type}:${ownerCode}`,
        name: row.name,
        size: stored.size,
        sha256: stored.sha256,
        content_type: stored.content_type,
        store: store.kind,
      },
    });
  });
  return toAttachment(
    (await findAttachment(deps.db, auth.teamId, row.code))!,
    auth,
    deps.clock.now(),
  );
}

/**
 * An attachment of the caller's team whose record the caller may see; 404 otherwise, as for
 * the record itself.
 */
async function requireAttachment(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await findAttachment(deps.db, auth.teamId, code);
  if (!row) throw notFound('Attachment');
  const owner = ownerKind(row.owner_type);
  if (!(await owner.visibleById(deps.db, scopeOf(auth), row.owner_id))) {
    throw notFound('Attachment');
  }
  return row;
}

/** The row id of an attachment the caller sees, for records that point at it. */
export async function attachmentIdOf(deps: AppDeps, auth: TeamContext, code: string) {
  return (await requireAttachment(deps, auth, code)).id;
}

export async function describeAttachment(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  description: string,
): Promise<Attachment> {
  const row = await requireAttachment(deps, auth, code);
  requireEditable(auth, row, deps.clock.now(), 'attachment');
  await ownerKind(row.owner_type).mayChangeFiles?.(deps, auth, row.owner_id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateAttachment(tx, row.id, { description, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'updated',
      changes: { description: [row.description, description] },
    });
  });
  return toAttachment({ ...row, description, updated_at: now }, auth, now);
}

/**
 * Deletes an attachment: the row and its hash stay for the five-year retention (hidden from
 * lists); the file goes only when the team chose so in its storage settings.
 */
export async function deleteAttachment(deps: AppDeps, auth: TeamContext, code: string) {
  const row = await requireAttachment(deps, auth, code);
  requireEditable(auth, row, deps.clock.now(), 'attachment');
  await ownerKind(row.owner_type).mayChangeFiles?.(deps, auth, row.owner_id);
  const settings = await findTeamStorage(deps.db, auth.teamId);
  const now = deps.clock.now();
  if (settings.remove_files_on_delete && row.store_ref) {
    const team = teamRef(auth, await teamCodeOf(deps, auth));
    await storeOf(deps, row.store).delete(team, row.store_ref).catch(storeError);
  }
  await deps.db.transaction(async (tx) => {
    await updateAttachment(tx, row.id, {
      deleted_at: now,
      deleted_by: auth.userId,
      ...(settings.remove_files_on_delete ? { file_removed_at: now } : {}),
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'deleted',
      changes: {
        name: row.name,
        sha256: row.sha256,
        file_removed: settings.remove_files_on_delete,
      },
    });
  });
}

/** What a download sends: the row's evidence and the bytes, checked as they stream. */
export type Download = { attachment: AttachmentRow; body: Readable };

/**
 * A file's bytes for the caller, checked against the size and SHA-256 kept at upload: a file
 * gone from its store answers 404 ('file not added or could not be found') and one of another
 * size 409, each raising the integrity alert; bytes that differ in content end the stream with
 * an error (the client sees a broken download, never wrong bytes as good ones), and alert too.
 */
export async function downloadAttachment(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  log: FastifyBaseLogger,
): Promise<Download> {
  const row = await requireAttachment(deps, auth, code);
  const store = storeOf(deps, row.store);
  const team = teamRef(auth, await teamCodeOf(deps, auth));
  const found = await store.stat(team, row.store_ref!).catch(storeError);
  if (!found || found.size !== row.size) {
    const finding = found ? 'changed' : 'missing';
    await reportIntegrity(deps, row, finding, auth);
    if (!found) throw new AppError(404, 'file_missing', 'file not added or could not be found');
    throw new AppError(409, 'file_changed', 'The file in the store is not the one uploaded');
  }
  await recordAudit(deps.db, auth, deps.clock.now(), {
    ...entity(code),
    action: 'downloaded',
    changes: { name: row.name, sha256: row.sha256 },
  });
  // Opened last, with nothing awaited between its first bytes and the answer that sends them:
  // bytes read before the answer takes the stream could be checked, and fail, unsent.
  const source = await store.get(team, row.store_ref!).catch((error: unknown) => {
    if (error instanceof FileMissingError) {
      throw new AppError(404, 'file_missing', 'file not added or could not be found');
    }
    return storeError(error);
  });
  // The stream fails at its end, before the response completes, when the bytes differ.
  const checked = new FileMeter({
    sha256: row.sha256,
    onMismatch: () =>
      reportIntegrity(deps, row, 'changed', auth).catch((error: unknown) =>
        log.error({ err: error, attachment: row.code }, 'A changed file could not be reported'),
      ),
  });
  // A download the client abandons closes the file (or the store's connection) too.
  pipeline(source, checked).catch(() => undefined);
  return { attachment: row, body: checked };
}
