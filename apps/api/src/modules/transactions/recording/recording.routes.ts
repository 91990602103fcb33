import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateTransactionSchema, IdempotencyHeadersSchema, TransactionSchema } from '@aml/shared';
import type { AppDeps } from '../../../app-deps.js';
import { requireTeam } from '../../../plugins/auth.js';
import { routeOptions } from '../../../plugins/route-options.js';
import { sendOnce } from '../../idempotency/index.js';
import { getTransaction } from '../transactions.service.js';
import { recordTransaction } from './recording.service.js';

/** POST /int/transactions: the first step of the recording path (README.md). */

const route = routeOptions(['Transactions']);
export function recordingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/transactions',
      route(
        { team: 'records.create' },
        'Record a transaction; its EUR value is computed at the NBP rate of its day. With an ' +
          'Idempotency-Key, a retry gets the first answer instead of a second transaction',
        {
          headers: IdempotencyHeadersSchema,
          body: CreateTransactionSchema,
          response: { 201: TransactionSchema },
        },
      ),
      (request, reply) => {
        const auth = requireTeam(request);
        return sendOnce(deps, auth, request, reply, {
          operation: 'transactions.create',
          content: [request.body],
          run: async (caller) => ({
            status: 201,
            body: await recordTransaction(deps, caller, request.body),
          }),
          recover: async ([code]) => ({
            status: 201,
            body: await getTransaction(deps, auth, code!),
          }),
        });
      },
    );
  };
}
