import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePartyStatusSchema,
  CreateBeneficiarySchema,
  CreateBoardMemberSchema,
  UpdateBeneficiarySchema,
  UpdateBoardMemberSchema,
  CreatePartySchema,
  GroupDeleteSchema,
  IdempotencyHeadersSchema,
  OkSchema,
  PartyListSchema,
  PartyPdfRequestSchema,
  PartyResultSchema,
  PartySchema,
  PartySearchSchema,
  PartySummarySchema,
  RecordHistorySchema,
  UpdatePartySchema,
  codeField,
  type LinkedPersonKind,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { sendOnce } from '../idempotency/index.js';
import { partySummaryPdf } from './parties-pdf.service.js';
import * as parties from './parties.service.js';
import { languageFromAcceptLanguage } from './pdf/party-pdf.texts.js';

const route = routeOptions(['Parties']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const edit = { team: 'records.edit_own' } as const;

export function partiesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/parties/search',
      route(view, 'Find parties (paged, with the total)', {
        body: PartySearchSchema,
        response: { 200: PartyListSchema },
      }),
      (request) => parties.findParties(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/parties',
      route(
        { team: 'records.create' },
        'Create a party. With an Idempotency-Key, a retry gets the first answer instead of a ' +
          'second party',
        {
          headers: IdempotencyHeadersSchema,
          body: CreatePartySchema,
          response: { 201: PartyResultSchema },
        },
      ),
      (request, reply) => {
        const auth = requireTeam(request);
        return sendOnce(deps, auth, request, reply, {
          operation: 'parties.create',
          content: [request.body],
          run: async (caller) => ({
            status: 201,
            body: await parties.createParty(deps, caller, request.body),
          }),
          recover: async ([code]) => ({
            status: 201,
            body: await parties.partyResult(deps, auth, code!),
          }),
        });
      },
    );

    app.patch(
      '/int/parties',
      route(edit, 'Change a party', {
        body: UpdatePartySchema,
        response: { 200: PartyResultSchema },
      }),
      (request) => parties.updatePartyFields(deps, requireTeam(request), request.body),
    );

    app.get(
      '/int/parties/:id',
      route(view, 'A party', { params: Params, response: { 200: PartySchema } }),
      (request) => parties.getParty(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/parties/:id/summary',
      route(view, 'The header of a party: name, status, risk, counts and what the caller may do', {
        params: Params,
        response: { 200: PartySummarySchema },
      }),
      (request) => parties.getPartySummary(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/parties/:id/history',
      route(view, 'Who changed what in a party, and when (its audit events)', {
        params: Params,
        response: { 200: RecordHistorySchema },
      }),
      (request) => parties.getPartyHistory(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/parties/pdf',
      route(view, 'The PDF summary of a party, in the language of the Accept-Language header', {
        body: PartyPdfRequestSchema,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const { code } = request.body;
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await partySummaryPdf(deps, requireTeam(request), code, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="party-${code}.pdf"`)
          .send(pdf);
      },
    );

    app.delete(
      '/int/parties/:id',
      route(edit, 'Delete a party (kept for the retention period)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await parties.deleteParties(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/parties/group/delete',
      route(edit, 'Delete several parties', {
        body: GroupDeleteSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await parties.deleteParties(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );

    app.post(
      '/int/parties/:id/status',
      route(edit, 'Change the status of a party', {
        params: Params,
        body: ChangePartyStatusSchema,
        response: { 200: PartySchema },
      }),
      (request) =>
        parties.changePartyStatus(
          deps,
          requireTeam(request),
          request.params.id,
          request.body.status,
        ),
    );

    registerLinkedPeopleRoutes(app, deps, {
      kind: 'beneficiary',
      path: 'beneficiaries',
      create: CreateBeneficiarySchema,
      update: UpdateBeneficiarySchema,
    });
    registerLinkedPeopleRoutes(app, deps, {
      kind: 'board_member',
      path: 'boardmembers',
      create: CreateBoardMemberSchema,
      update: UpdateBoardMemberSchema,
    });
  };
}

type LinkedPeople = {
  kind: LinkedPersonKind;
  path: 'beneficiaries' | 'boardmembers';
  create: typeof CreateBeneficiarySchema | typeof CreateBoardMemberSchema;
  update: typeof UpdateBeneficiarySchema | typeof UpdateBoardMemberSchema;
};

/** The same four calls serve beneficial owners and board members (spec section 7). */
function registerLinkedPeopleRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AppDeps,
  { kind, path, create, update }: LinkedPeople,
) {
  const who = kind === 'beneficiary' ? 'beneficial owner' : 'board member';
  app.get(
    `/int/parties/:id/${path}`,
    route(view, `The ${who}s of a company`, { params: Params, response: { 200: PartyListSchema } }),
    (request) => parties.listLinkedPeople(deps, requireTeam(request), request.params.id, kind),
  );

  app.post(
    `/int/parties/:id/${path}`,
    route(edit, `Add a ${who} to a company`, {
      params: Params,
      body: create,
      response: { 201: PartyResultSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await parties.addLinkedPerson(
            deps,
            requireTeam(request),
            request.params.id,
            kind,
            request.body,
          ),
        ),
  );

  app.patch(
    `/int/parties/${path}`,
    route(edit, `Change a ${who}`, { body: update, response: { 200: PartyResultSchema } }),
    (request) => parties.updateLinkedPerson(deps, requireTeam(request), kind, request.body),
  );

  app.delete(
    `/int/${path}/:id`,
    route(edit, `Remove a ${who}`, { params: Params, response: { 200: OkSchema } }),
    async (request) => {
      await parties.removeLinkedPerson(deps, requireTeam(request), request.params.id, kind);
      return { ok: true } as const;
    },
  );
}
