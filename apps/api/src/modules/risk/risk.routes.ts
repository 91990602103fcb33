import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PartyRiskSchema,
  RiskAssessmentSchema,
  SetPartyRiskSchema,
  SetTransactionRiskSchema,
  TransactionRiskSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as risk from './risk.service.js';

const tags = ['Risk'];
const route = routeOptions(tags);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;

/**
 * Party and transaction risk (spec section 7): the current assessment, a person's override,
 * the records.
 */
export function riskRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/parties/:id/risk',
      route(view, "The party's risk level and its current assessment, rule by rule", {
        params: Params,
        response: { 200: PartyRiskSchema },
      }),
      (request) => risk.getPartyRisk(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/parties/:id/set-risk',
      // A decision over the rules' result is the team administrators' (an officer's) to make.
      route(
        { team: 'records.edit_all' },
        "Override the party's risk level, with the reason (kept beside the computed one)",
        { params: Params, body: SetPartyRiskSchema, response: { 200: PartyRiskSchema } },
      ),
      (request) => risk.setPartyRisk(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      '/int/transactions/:id/risk',
      route(view, "The transaction's risk level and its current assessment, rule by rule", {
        params: Params,
        response: { 200: TransactionRiskSchema },
      }),
      (request) => risk.getTransactionRisk(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/transactions/:id/set-risk',
      route(
        { team: 'records.edit_all' },
        "Override the transaction's risk level, with the reason (kept beside the computed one)",
        {
          params: Params,
          body: SetTransactionRiskSchema,
          response: { 200: TransactionRiskSchema },
        },
      ),
      (request) =>
        risk.setTransactionRisk(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      '/int/risk-assessment-records/:id',
      route(view, 'A risk assessment record: each rule, the rule set version, the override', {
        params: Params,
        response: { 200: RiskAssessmentSchema },
      }),
      (request) => risk.getAssessment(deps, requireTeam(request), request.params.id),
    );
  };
}
