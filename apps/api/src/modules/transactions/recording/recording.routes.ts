import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateTransactionSchema, TransactionSchema } from '@aml/shared';
import type { AppDeps } from '../../../app-deps.js';
import { requireTeam } from '../../../plugins/auth.js';
import { routeOptions } from '../../../plugins/route-options.js';
import { recordTransaction } from './recording.service.js';

/** POST /int/transactions: the first step of the recording path (README.md). */

const route = routeOptions(['Transactions']);
export function recordingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/transactions',
      route(
        { team: 'records.create' },
        'Record a transaction; its EUR value is computed at the NBP rate of its day',
        { body: CreateTransactionSchema, response: { 201: TransactionSchema } },
      ),
      async (request, reply) =>
        reply.status(201).send(await recordTransaction(deps, requireTeam(request), request.body)),
    );
  };
}
