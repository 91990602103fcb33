import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CddExecutionDetailSchema,
  CddListSchema,
  CddMeasureSchema,
  CddQuerySchema,
  CddSettingsInputSchema,
  CddSettingsSchema,
  ChangeCddKindSchema,
  ChangeCddStatusSchema,
  PartyCddSchema,
  StartCddSchema,
  UpdateCddMeasureSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { languageFromAcceptLanguage } from '../parties/index.js';
import { cddExecutionPdf } from './cdd-pdf.service.js';
import { getCddSettings, updateCddSettings } from './cdd-settings.service.js';
import * as cdd from './cdd.service.js';

const route = routeOptions(['Customer due diligence']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const work = { team: 'records.edit_own' } as const;
const PATH = '/int/customer-due-diligence-executions';

/** Customer due diligence (spec section 7, issue 30; docs/cdd.md). */
export function cddRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      route(view, 'Find due diligence executions, newest first', {
        querystring: CddQuerySchema,
        response: { 200: CddListSchema },
      }),
      (request) => cdd.findExecutions(deps, requireTeam(request), request.query),
    );

    app.post(
      PATH,
      route(
        work,
        "Start due diligence of a customer the caller may change: the kind follows the party's " +
          "risk level by the team's settings; another kind is a team admin's choice, with a reason",
        { body: StartCddSchema, response: { 201: CddExecutionDetailSchema } },
      ),
      async (request, reply) =>
        reply.status(201).send(await cdd.startExecution(deps, requireTeam(request), request.body)),
    );

    app.get(
      `${PATH}/:id`,
      route(view, 'A due diligence execution with its measures', {
        params: Params,
        response: { 200: CddExecutionDetailSchema },
      }),
      (request) => cdd.getExecution(deps, requireTeam(request), request.params.id),
    );

    app.post(
      `${PATH}/:id/status`,
      route(
        work,
        'Complete (every mandatory measure done or not applicable), refuse (art. 41: the party ' +
          'is rejected) or cancel an execution; refusing and cancelling need a reason',
        {
          params: Params,
          body: ChangeCddStatusSchema,
          response: { 200: CddExecutionDetailSchema },
        },
      ),
      (request) => cdd.changeStatus(deps, requireTeam(request), request.params.id, request.body),
    );

    app.patch(
      `${PATH}/:id/kind`,
      route({ team: 'team.manage' }, 'Apply another kind of measures, with the reason', {
        params: Params,
        body: ChangeCddKindSchema,
        response: { 200: CddExecutionDetailSchema },
      }),
      (request) => cdd.changeKind(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      `${PATH}/:id/pdf`,
      route(view, 'The PDF of an execution for the inspection file (Accept-Language: en or pl)', {
        params: Params,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const code = request.params.id;
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await cddExecutionPdf(deps, requireTeam(request), code, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="cdd-${code}.pdf"`)
          .send(pdf);
      },
    );

    app.patch(
      '/int/customer-due-diligence-measure/:id',
      route(
        work,
        'Mark a measure done, not applicable (with the reason) or failed, or change its note',
        { params: Params, body: UpdateCddMeasureSchema, response: { 200: CddMeasureSchema } },
      ),
      (request) => cdd.changeMeasure(deps, requireTeam(request), request.params.id, request.body),
    );

    app.get(
      '/int/parties/:id/customer-due-diligence-executions',
      route(view, "A party's executions, its next due date and the kind a new one would have", {
        params: Params,
        response: { 200: PartyCddSchema },
      }),
      (request) => cdd.partyExecutions(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/customer-due-diligence-settings',
      route(view, "The team's due diligence settings and measure templates", {
        response: { 200: CddSettingsSchema },
      }),
      (request) => getCddSettings(deps, requireTeam(request)),
    );

    app.put(
      '/int/customer-due-diligence-settings',
      route(
        { team: 'team.manage' },
        'Change the settings; changed templates become a new version (started executions ' +
          'keep theirs)',
        { body: CddSettingsInputSchema, response: { 200: CddSettingsSchema } },
      ),
      (request) => updateCddSettings(deps, requireTeam(request), request.body),
    );
  };
}
