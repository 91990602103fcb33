import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BacktestListSchema, BacktestSchema, CreateBacktestSchema, codeField } from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as backtests from './backtests.service.js';
import { RULE_SET_CHANGES } from '../rule-sets/rule-sets.service.js';

const route = routeOptions(['Rule sets']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;

/**
 * Back-tests (issue 9): a rule set version run over a period of stored transactions without
 * changing anything. Every member reads them; those who may change rule sets start and cancel.
 */
export function backtestsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/rule-sets/:id/backtests',
      route(
        RULE_SET_CHANGES,
        'Run a version of the set (the current one by default) over a booking period',
        { params: Params, body: CreateBacktestSchema, response: { 202: BacktestSchema } },
      ),
      async (request, reply) =>
        reply
          .status(202)
          .send(
            await backtests.createBacktest(
              deps,
              requireTeam(request),
              request.params.id,
              request.body,
            ),
          ),
    );

    app.get(
      '/int/rule-sets/:id/backtests',
      route(view, "The set's back-tests, newest first", {
        params: Params,
        response: { 200: BacktestListSchema },
      }),
      (request) => backtests.listBacktests(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/backtests/:id',
      route(view, 'A back-test: its progress and, once done, what each rule would have done', {
        params: Params,
        response: { 200: BacktestSchema },
      }),
      (request) => backtests.getBacktest(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/backtests/:id/cancel',
      route(RULE_SET_CHANGES, 'Stop a waiting or running back-test', {
        params: Params,
        response: { 200: BacktestSchema },
      }),
      (request) => backtests.cancelBacktest(deps, requireTeam(request), request.params.id),
    );
  };
}
