import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupDeleteSchema,
  OkSchema,
  OverrideRiskAssessmentSchema,
  RejectRuleResultSchema,
  RiskAssessmentListSchema,
  RiskAssessmentSchema,
  RiskAssessmentQuerySchema,
  RuleResultStatusSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as records from './records.service.js';
import * as risk from './risk.service.js';
import * as results from './rule-results.service.js';

const route = routeOptions(['Risk']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
// Overriding or deleting a record, or setting a rule's finding aside, is the team
// administrators' decision (as POST /int/parties/{id}/set-risk).
const decide = { team: 'records.edit_all' } as const;

/** Risk assessment records and the results of single rules (spec section 7). */
export function riskRecordsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/risk-assessment-records',
      route(view, 'Risk assessment records the caller may see, newest first', {
        querystring: RiskAssessmentQuerySchema,
        response: { 200: RiskAssessmentListSchema },
      }),
      (request) => records.findRecords(deps, requireTeam(request), request.query),
    );

    app.patch(
      '/int/risk-assessment-records',
      route(
        decide,
        "Override the level of the party's current record, with the reason (kept beside the computed one)",
        { body: OverrideRiskAssessmentSchema, response: { 200: RiskAssessmentSchema } },
      ),
      (request) => risk.overrideRecord(deps, requireTeam(request), request.body),
    );

    app.delete(
      '/int/risk-assessment-records/:id',
      route(
        decide,
        "Delete a record (kept); the party's level falls back to its newest other one",
        { params: Params, response: { 200: OkSchema } },
      ),
      async (request) => {
        await records.deleteRecords(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/risk-assessment-records/group/delete',
      route(decide, 'Delete several records (all or none)', {
        body: GroupDeleteSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await records.deleteRecords(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/rules/:id/missing-data',
      route(view, 'The data a rule result found missing (id: the rule result code)', {
        params: Params,
        response: { 200: RuleResultStatusSchema },
      }),
      (request) => results.getResultStatus(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/result/:id/status',
      route(view, 'The status of a rule result, rejected or not', {
        params: Params,
        response: { 200: RuleResultStatusSchema },
      }),
      (request) => results.getResultStatus(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/result/:id/reject',
      route(
        decide,
        "Set a rule's finding aside, with the reason; the assessment is combined again",
        { params: Params, body: RejectRuleResultSchema, response: { 200: RuleResultStatusSchema } },
      ),
      (request) =>
        results.rejectResult(deps, requireTeam(request), request.params.id, request.body.reason),
    );
  };
}
