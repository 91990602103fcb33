import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { once, type Answer } from './idempotency.service.js';

export { claimKey, keyScope, requestHash, runClaimed, type Answer } from './idempotency.service.js';

/** The Idempotency-Key of a request, validated by the route's `IdempotencyHeadersSchema`. */
export const idempotencyKeyOf = (request: FastifyRequest) =>
  request.headers['idempotency-key'] as string | undefined;

/** Marks an answer that a retry got from the first request with its key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Answers a creation once per Idempotency-Key (`once`): `run` gets the caller with the request
 * id its audit events will carry, `recover` rebuilds the answer from the records a request
 * that died unanswered committed.
 */
export async function sendOnce(
  deps: AppDeps,
  auth: TeamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: {
    operation: string;
    content: unknown[];
    run: (caller: TeamContext) => Promise<Answer>;
    recover: (codes: string[]) => Promise<Answer>;
  },
) {
  const answer = await once(
    deps,
    auth,
    {
      operation: call.operation,
      key: idempotencyKeyOf(request),
      content: call.content,
      recover: call.recover,
    },
    call.run,
  );
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.status(answer.status).send(answer.body);
}
