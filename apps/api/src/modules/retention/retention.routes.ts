import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegalHoldSchema, SetLegalHoldSchema, codeField } from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as retention from './retention.service.js';

const route = routeOptions(['Parties']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const manage = { team: 'team.manage' } as const;

/** A party's legal hold (art. 49 ust. 2): seen by the team, set and lifted by its admins. */
export function retentionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/parties/:id/legal-hold',
      route(view, "A party's legal hold, and the latest day a hold may run to", {
        params: Params,
        response: { 200: LegalHoldSchema },
      }),
      (request) => retention.getLegalHold(deps, requireTeam(request), request.params.id),
    );

    app.put(
      '/int/parties/:id/legal-hold',
      route(
        manage,
        'Keep a party and its transactions past their retention, up to five years longer (GIIF, art. 49 ust. 2)',
        { params: Params, body: SetLegalHoldSchema, response: { 200: LegalHoldSchema } },
      ),
      (request) =>
        retention.setLegalHold(deps, requireTeam(request), request.params.id, request.body),
    );

    app.delete(
      '/int/parties/:id/legal-hold',
      route(manage, "Lift a party's legal hold: the normal retention applies again", {
        params: Params,
        response: { 200: LegalHoldSchema },
      }),
      (request) => retention.liftLegalHold(deps, requireTeam(request), request.params.id),
    );
  };
}
