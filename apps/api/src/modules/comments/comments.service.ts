import type { Comment, CommentableType, CreateComment } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAlert } from '../alerts/alerts.service.js';
import { requireHistoryEvent } from '../history-events/history-events.service.js';
import { requireTask } from '../tasks/tasks.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { withinEditWindow } from '../../policies/record.policy.js';
import {
  findComment,
  insertComment,
  listComments,
  updateComment,
  type CommentWithAuthor,
} from './comments.repository.js';

/**
 * How each kind of record is found for the caller (404 when they may not see it): a comment
 * is readable by whoever sees its record.
 */
const COMMENTABLE: Record<
  CommentableType,
  (deps: AppDeps, auth: TeamContext, code: string) => Promise<number>
> = {
  history_event: async (deps, auth, code) => (await requireHistoryEvent(deps, auth, code)).event.id,
  task: async (deps, auth, code) => (await requireTask(deps, auth, code)).task.id,
  alert: async (deps, auth, code) => (await requireAlert(deps, auth, code)).alert.id,
};

async function recordId(deps: AppDeps, auth: TeamContext, type: CommentableType, code: string) {
  return COMMENTABLE[type](deps, auth, code);
}

const toComment = (row: CommentWithAuthor, auth: TeamContext, now: Date): Comment => ({
  code: row.code,
  body: row.body,
  author: row.author_email,
  own: row.author_id === auth.userId,
  editable: row.author_id === auth.userId && withinEditWindow(auth, row, now),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const entity = (code: string) => ({ entityType: 'comment', entityCode: code });

export async function commentsOf(
  deps: AppDeps,
  auth: TeamContext,
  type: CommentableType,
  code: string,
) {
  const id = await recordId(deps, auth, type, code);
  const now = deps.clock.now();
  return {
    items: (await listComments(deps.db, type, id)).map((row) => toComment(row, auth, now)),
  };
}

export async function addComment(deps: AppDeps, auth: TeamContext, input: CreateComment) {
  const entityId = await recordId(deps, auth, input.entity_type, input.entity_code);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertComment(tx, {
      team_id: auth.teamId,
      code: newCode(),
      entity_type: input.entity_type,
      entity_id: entityId,
      author_id: auth.userId,
      body: input.body,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...entity(created.code),
      action: 'created',
      changes: { on: `${input.entity_type}:${input.entity_code}`, body: input.body },
    });
    return created;
  });
  return toComment((await findComment(deps.db, auth.teamId, row.code))!, auth, now);
}

/** A comment reached through its record's path: the record it must belong to. */
export type CommentOn = { type: CommentableType; code: string };

/**
 * The caller's own comment of the current team; others' answer 403, unknown ones 404, and so
 * does one that is not on the record named by the path it was reached through.
 */
async function requireOwnComment(deps: AppDeps, auth: TeamContext, code: string, on?: CommentOn) {
  const comment = await findComment(deps.db, auth.teamId, code);
  if (!comment) throw notFound('Comment');
  if (on) {
    const recordOf = await recordId(deps, auth, on.type, on.code);
    if (comment.entity_type !== on.type || comment.entity_id !== recordOf)
      throw notFound('Comment');
  }
  if (comment.author_id !== auth.userId) {
    throw new AppError(403, 'edit_not_allowed', 'Only its author may change or delete a comment');
  }
  // The time-limited role's 12 hours hold for its comments as for its records (spec section 6).
  if (!withinEditWindow(auth, comment, deps.clock.now())) {
    throw new AppError(403, 'edit_not_allowed', 'The 12 hours to change this comment have passed');
  }
  return comment;
}

export async function changeComment(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  body: string,
  on?: CommentOn,
) {
  const comment = await requireOwnComment(deps, auth, code, on);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateComment(tx, comment.id, { body, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'updated',
      changes: { body: [comment.body, body] },
    });
  });
  return toComment({ ...comment, body, updated_at: now }, auth, now);
}

export async function removeComment(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  on?: CommentOn,
) {
  const comment = await requireOwnComment(deps, auth, code, on);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateComment(tx, comment.id, { deleted_at: now, updated_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'deleted' });
  });
}
