import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  completeClaim,
  createdByRequest,
  deleteClaim,
  deleteClaimsBefore,
  findClaim,
  insertClaim,
  retakeClaim,
  type KeyRow,
} from './idempotency.repository.js';

/** A key answers its first answer for at least this long (issue 28: 24 hours). */
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/** How often a process clears expired keys. */
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * A key's first request that has not answered for this long is taken to have died with its
 * process (a creation takes well under a second): a retry then looks at what it committed.
 * Configurable (IDEMPOTENCY_TAKEOVER_SECONDS) so a slow installation can be more patient.
 */
const takeoverMs = (deps: AppDeps) => deps.config.idempotencyTakeoverSeconds * 1000;

export type Answer = { status: number; body: unknown };

/**
 * What a request with an Idempotency-Key may do: run (its audit events carry `requestId`, the
 * proof of what it committed), or answer what an earlier request with the key answered.
 */
export type Claim =
  { kind: 'run'; claim: KeyRow; requestId: string } | { kind: 'answered'; answer: Answer };

/**
 * The operation a key is scoped to, with the caller: the same key sent by another user, in
 * another team or to another route is another key.
 */
export const keyScope = (auth: TeamContext, operation: string) =>
  `${auth.teamId}:${auth.userId}:${operation}`;

/** The fingerprint of a request's content: JSON with sorted keys, or the bytes of a file. */
export function requestHash(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(Buffer.isBuffer(part) ? part : stableJson(part));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

const inProgress = (retryAfterSeconds: number) =>
  new AppError(
    409,
    'idempotency_in_progress',
    'A request with this Idempotency-Key is still being processed; retry later',
    { retry_after_seconds: retryAfterSeconds },
  );

let lastCleanup = 0;

/**
 * Claims `key` for a request of `scope` whose content hashes to `hash`. The same key with
 * another content is refused (409); a key whose request is still running answers 409 with
 * Retry-After; a finished one answers its stored answer. A key whose request died after
 * committing is answered from what it committed (`recover`), or refused when the operation
 * cannot rebuild its answer (an import cut short), so a retry never creates twice.
 */
export async function claimKey(
  deps: AppDeps,
  auth: TeamContext,
  request: {
    scope: string;
    key: string;
    hash: string;
    recover?: (codes: string[]) => Promise<Answer>;
  },
): Promise<Claim> {
  const now = deps.clock.now();
  await clearExpiredKeys(deps, now);
  const requestId = `idem-${requestHash(request.scope, request.key).slice(0, 32)}`;
  const fresh = { scope: request.scope, key: request.key, request_hash: request.hash };
  const inserted = await insertClaim(deps.db, { ...fresh, created_at: now });
  if (inserted) return { kind: 'run', claim: inserted, requestId };

  const existing = await findClaim(deps.db, request.scope, request.key);
  // Cleared meanwhile: claim it again (a second conflict is a concurrent twin, still running).
  if (!existing) return claimAgain(deps, fresh, now, requestId);
  if (existing.request_hash !== request.hash) {
    throw new AppError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request',
    );
  }
  if (existing.status !== null) {
    return { kind: 'answered', answer: { status: existing.status, body: existing.response } };
  }
  const age = now.getTime() - existing.created_at.getTime();
  if (age < takeoverMs(deps)) {
    throw inProgress(Math.max(1, Math.ceil((takeoverMs(deps) - age) / 1000)));
  }

  const codes = await createdByRequest(
    deps.db,
    auth.teamId,
    requestId,
    new Date(now.getTime() - KEY_LIFETIME_MS),
  );
  if (codes.length > 0) {
    if (!request.recover) {
      throw new AppError(
        409,
        'idempotency_interrupted',
        'The request with this Idempotency-Key was interrupted after saving part of its work; ' +
          'check what it saved before sending it again with a new key',
      );
    }
    const answer = await request.recover(codes);
    await completeClaim(deps.db, existing.id, answer.status, answer.body);
    return { kind: 'answered', answer };
  }
  const retaken = await retakeClaim(deps.db, existing, now);
  if (!retaken) throw inProgress(1);
  return { kind: 'run', claim: retaken, requestId };
}

async function claimAgain(
  deps: AppDeps,
  fresh: { scope: string; key: string; request_hash: string },
  now: Date,
  requestId: string,
): Promise<Claim> {
  const inserted = await insertClaim(deps.db, { ...fresh, created_at: now });
  if (!inserted) throw inProgress(1);
  return { kind: 'run', claim: inserted, requestId };
}

/** Stores the answer of a claimed request: a retry gets it again. */
function keepAnswer(deps: AppDeps, claim: KeyRow, answer: Answer): Promise<void> {
  return completeClaim(deps.db, claim.id, answer.status, answer.body);
}

/**
 * Gives a key back after its request failed, when nothing it did stayed (the change rolled
 * back): the same request may be tried again with it. A request that saved part of its work
 * (an import's earlier batches) keeps the key, so a retry is told instead of saving it twice.
 */
async function releaseKey(
  deps: AppDeps,
  auth: TeamContext,
  claimed: { claim: KeyRow; requestId: string },
): Promise<void> {
  const since = new Date(claimed.claim.created_at.getTime() - KEY_LIFETIME_MS);
  const created = await createdByRequest(deps.db, auth.teamId, claimed.requestId, since);
  if (created.length === 0) await deleteClaim(deps.db, claimed.claim.id);
}

/**
 * Runs `run` once per key: the first request with a key runs and its answer is kept, later
 * ones get that answer. Without a key, it just runs.
 */
export async function once(
  deps: AppDeps,
  auth: TeamContext,
  request: {
    operation: string;
    key: string | undefined;
    content: unknown[];
    recover?: (codes: string[]) => Promise<Answer>;
  },
  run: (auth: TeamContext) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (request.key === undefined) return { ...(await run(auth)), replayed: false };
  const claimed = await claimKey(deps, auth, {
    scope: keyScope(auth, request.operation),
    key: request.key,
    hash: requestHash(...request.content),
    recover: request.recover,
  });
  if (claimed.kind === 'answered') return { ...claimed.answer, replayed: true };
  return { ...(await runClaimed(deps, auth, claimed, run)), replayed: false };
}

/**
 * Runs the request a key was claimed for (none: no key), as the caller with the request id
 * its audit events carry: its answer is kept with the key, or the key given back on failure.
 */
export async function runClaimed<A extends Answer>(
  deps: AppDeps,
  auth: TeamContext,
  claimed: Extract<Claim, { kind: 'run' }> | undefined,
  run: (caller: TeamContext) => Promise<A>,
): Promise<A> {
  if (!claimed) return run(auth);
  let answer: A;
  try {
    answer = await run({ ...auth, requestId: claimed.requestId });
  } catch (error) {
    await releaseKey(deps, auth, claimed);
    throw error;
  }
  await keepAnswer(deps, claimed.claim, answer);
  return answer;
}

async function clearExpiredKeys(deps: AppDeps, now: Date): Promise<void> {
  if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
  lastCleanup = now.getTime();
  await deleteClaimsBefore(deps.db, new Date(now.getTime() - KEY_LIFETIME_MS));
}
