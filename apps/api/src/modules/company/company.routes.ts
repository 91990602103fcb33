import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ObligatedInstitutionResponseSchema, ObligatedInstitutionSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { getCompanyData, saveCompanyData } from './company.service.js';

const tags = ['Company data'];

export function companyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/obligated-institution',
      {
        config: { permission: { team: 'team.view' } },
        schema: {
          tags,
          summary: "The current team's obligated institution data (null until saved)",
          response: { 200: ObligatedInstitutionResponseSchema },
        },
      },
      (request) => getCompanyData(deps, requireTeam(request)),
    );

    app.post(
      '/int/obligated-institution',
      {
        config: { permission: { team: 'team.manage' } },
        schema: {
          tags,
          summary: "Save the current team's obligated institution data",
          body: ObligatedInstitutionSchema,
          response: { 200: ObligatedInstitutionResponseSchema },
        },
      },
      (request) => saveCompanyData(deps, requireTeam(request), request.body),
    );
  };
}
