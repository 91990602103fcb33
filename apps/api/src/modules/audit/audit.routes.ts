import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEventListSchema, AuditQuerySchema } from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { auditEventsToCsv, listAuditEvents } from './audit.service.js';

const route = routeOptions(['Audit']);
export function auditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/audit-events',
      route(
        { team: 'team.manage' },
        "The current team's audit trail, as JSON or CSV (format=csv), for an inspection",
        {
          querystring: AuditQuerySchema,
          response: { 200: z.union([AuditEventListSchema, z.string()]) },
        },
      ),
      async (request, reply) => {
        const auth = requireTeam(request);
        const list = await listAuditEvents(deps.db, auth.teamId, request.query);
        if (request.query.format === 'json') return list;
        const day = deps.clock.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
          .send(auditEventsToCsv(list, auth.language));
      },
    );
  };
}
