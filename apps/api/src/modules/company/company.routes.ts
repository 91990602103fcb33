import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ObligatedInstitutionResponseSchema, ObligatedInstitutionSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { getCompanyData, saveCompanyData } from './company.service.js';

const route = routeOptions(['Company data']);

export function companyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/obligated-institution',
      route(
        { team: 'team.view' },
        "The current team's obligated institution data (null until saved)",
        { response: { 200: ObligatedInstitutionResponseSchema } },
      ),
      (request) => getCompanyData(deps, requireTeam(request)),
    );

    app.post(
      '/int/obligated-institution',
      route({ team: 'team.manage' }, "Save the current team's obligated institution data", {
        body: ObligatedInstitutionSchema,
        response: { 200: ObligatedInstitutionResponseSchema },
      }),
      (request) => saveCompanyData(deps, requireTeam(request), request.body),
    );
  };
}
