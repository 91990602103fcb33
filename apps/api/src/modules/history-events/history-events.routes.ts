import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentListSchema,
  CreateHistoryEventSchema,
  GroupDeleteSchema,
  HistoryEventListSchema,
  HistoryEventQuerySchema,
  HistoryEventSchema,
  OkSchema,
  UpdateHistoryEventSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { commentsOf } from '../comments/comments.service.js';
import * as events from './history-events.service.js';

const route = routeOptions(['History events']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const edit = { team: 'records.edit_own' } as const;

/** The customer relationship's dated record (spec section 7, history events). */
export function historyEventsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/history-events',
      route(view, 'Find history events (newest first, paged, with the total)', {
        querystring: HistoryEventQuerySchema,
        response: { 200: HistoryEventListSchema },
      }),
      (request) => events.findHistoryEvents(deps, requireTeam(request), request.query),
    );

    app.post(
      '/int/history-events',
      route({ team: 'records.create' }, 'Record a history event', {
        body: CreateHistoryEventSchema,
        response: { 201: HistoryEventSchema },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await events.createHistoryEvent(deps, requireTeam(request), request.body)),
    );

    app.patch(
      '/int/history-events',
      route(edit, 'Change a history event', {
        body: UpdateHistoryEventSchema,
        response: { 200: HistoryEventSchema },
      }),
      (request) => events.updateHistoryEventFields(deps, requireTeam(request), request.body),
    );

    app.get(
      '/int/history-events/:id',
      route(view, 'A history event', { params: Params, response: { 200: HistoryEventSchema } }),
      (request) => events.getHistoryEvent(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/history-events/:id/comments',
      route(view, 'The comments of a history event, oldest first', {
        params: Params,
        response: { 200: CommentListSchema },
      }),
      (request) => commentsOf(deps, requireTeam(request), 'history_event', request.params.id),
    );

    app.delete(
      '/int/history-events/:id',
      route(edit, 'Delete a history event (kept for the retention period)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await events.deleteHistoryEvents(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/history-events/group/delete',
      route(edit, 'Delete several history events', {
        body: GroupDeleteSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await events.deleteHistoryEvents(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );
  };
}
