import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlertDetailSchema,
  AlertListSchema,
  AlertQuerySchema,
  AlertSchema,
  AlertStatusSchema,
  ChangeAlertStatusSchema,
  CommentListSchema,
  CreateAlertSchema,
  GroupAlertStatusSchema,
  GroupDeleteSchema,
  OkSchema,
  UpdateAlertSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { commentsOf } from '../comments/comments.service.js';
import * as alerts from './alerts.service.js';

const route = routeOptions(['Alerts']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const work = { team: 'records.edit_own' } as const;

/** Alerts (spec section 7), plus raising one by hand and assigning it. */
export function alertsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/alerts',
      route(view, 'Find alerts: undecided ones first, the most severe on top', {
        querystring: AlertQuerySchema,
        response: { 200: AlertListSchema },
      }),
      (request) => alerts.findAlerts(deps, requireTeam(request), request.query),
    );

    app.post(
      '/int/alerts',
      route(
        { team: 'records.create' },
        'Raise an alert by hand; its assignee and the team admins are told by e-mail',
        { body: CreateAlertSchema, response: { 201: AlertSchema } },
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(await alerts.createManualAlert(deps, requireTeam(request), request.body)),
    );

    app.patch(
      '/int/alerts',
      route(work, 'Assign an alert, or change its due date or severity', {
        body: UpdateAlertSchema,
        response: { 200: AlertSchema },
      }),
      (request) => alerts.updateAlertFields(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/alerts/group-status-update',
      route(work, 'Move several alerts to a status (all or none); closing needs a note', {
        body: GroupAlertStatusSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        const { codes, ...change } = request.body;
        await alerts.changeAlertStatus(deps, requireTeam(request), codes, change);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/alerts/status/:id',
      route(view, 'The status of an alert and the statuses the caller may move it to', {
        params: Params,
        response: { 200: AlertStatusSchema },
      }),
      async (request) => {
        const alert = await alerts.getAlert(deps, requireTeam(request), request.params.id);
        return { status: alert.status, allowed_statuses: alert.allowed_statuses };
      },
    );

    app.get(
      '/int/alerts/:id',
      route(view, 'An alert with its status history', {
        params: Params,
        response: { 200: AlertDetailSchema },
      }),
      (request) => alerts.getAlertDetail(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/alerts/:id/status',
      route(work, 'Change the status of an alert; closing needs a resolution note', {
        params: Params,
        body: ChangeAlertStatusSchema,
        response: { 200: AlertDetailSchema },
      }),
      async (request) => {
        const auth = requireTeam(request);
        await alerts.changeAlertStatus(deps, auth, [request.params.id], request.body);
        return alerts.getAlertDetail(deps, auth, request.params.id);
      },
    );

    app.delete(
      '/int/alerts/:id',
      route(work, 'Delete an alert (kept with its history for the retention period)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await alerts.deleteAlerts(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/alerts/group/delete',
      route(work, 'Delete several alerts', {
        body: GroupDeleteSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await alerts.deleteAlerts(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/alerts/:id/comments',
      route(view, 'The comments of an alert, oldest first (write them with POST /int/comments)', {
        params: Params,
        response: { 200: CommentListSchema },
      }),
      (request) => commentsOf(deps, requireTeam(request), 'alert', request.params.id),
    );
  };
}
