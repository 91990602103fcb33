import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QuarterlyPartiesSchema,
  QuarterlyTransactionsSchema,
  TeamStatisticsSchema,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { quarterlyParties, quarterlyTransactions, teamStatistics } from './statistics.service.js';

const route = routeOptions(['Dashboard']);
const view = { team: 'team.view' } as const;

/** The figures of the dashboard index (spec section 2), for the current team. */
export function statisticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/teams/statistics',
      route(view, "The team's parties by risk level and by status", {
        response: { 200: TeamStatisticsSchema },
      }),
      (request) => teamStatistics(deps, requireTeam(request)),
    );

    app.get(
      '/int/teams/parties',
      route(view, 'Parties added in the current quarter against the previous one', {
        response: { 200: QuarterlyPartiesSchema },
      }),
      (request) => quarterlyParties(deps, requireTeam(request)),
    );

    app.get(
      '/int/teams/transactions',
      route(
        view,
        'Transactions and their EUR amount this quarter against the previous one, and risk',
        { response: { 200: QuarterlyTransactionsSchema } },
      ),
      (request) => quarterlyTransactions(deps, requireTeam(request)),
    );
  };
}
