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
import { commentsOf } from '../comments/comments.service.js';
import * as alerts from './alerts.service.js';

const tags = ['Alerts'];
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const work = { team: 'records.edit_own' } as const;

/** Alerts (spec section 7), plus raising one by hand and assigning it. */
export function alertsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/alerts',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'Find alerts: undecided ones first, the most severe on top',
          querystring: AlertQuerySchema,
          response: { 200: AlertListSchema },
        },
      },
      (request) => alerts.findAlerts(deps, requireTeam(request), request.query),
    );

    app.post(
      '/int/alerts',
      {
        config: { permission: { team: 'records.create' } },
        schema: {
          tags,
          summary: 'Raise an alert by hand; its assignee and the team admins are told by e-mail',
          body: CreateAlertSchema,
          response: { 201: AlertSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await alerts.createManualAlert(deps, requireTeam(request), request.body)),
    );

    app.patch(
      '/int/alerts',
      {
        config: { permission: work },
        schema: {
          tags,
          summary: 'Assign an alert, or change its due date or severity',
          body: UpdateAlertSchema,
          response: { 200: AlertSchema },
        },
      },
      (request) => alerts.updateAlertFields(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/alerts/group-status-update',
      {
        config: { permission: work },
        schema: {
          tags,
          summary: 'Move several alerts to a status (all or none); closing needs a note',
          body: GroupAlertStatusSchema,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        const { codes, ...change } = request.body;
        await alerts.changeAlertStatus(deps, requireTeam(request), codes, change);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/alerts/status/:id',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'The status of an alert and the statuses the caller may move it to',
          params: Params,
          response: { 200: AlertStatusSchema },
        },
      },
      async (request) => {
        const alert = await alerts.getAlert(deps, requireTeam(request), request.params.id);
        return { status: alert.status, allowed_statuses: alert.allowed_statuses };
      },
    );

    app.get(
      '/int/alerts/:id',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'An alert with its status history',
          params: Params,
          response: { 200: AlertDetailSchema },
        },
      },
      (request) => alerts.getAlertDetail(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/alerts/:id/status',
      {
        config: { permission: work },
        schema: {
          tags,
          summary: 'Change the status of an alert; closing needs a resolution note',
          params: Params,
          body: ChangeAlertStatusSchema,
          response: { 200: AlertDetailSchema },
        },
      },
      async (request) => {
        const auth = requireTeam(request);
        await alerts.changeAlertStatus(deps, auth, [request.params.id], request.body);
        return alerts.getAlertDetail(deps, auth, request.params.id);
      },
    );

    app.delete(
      '/int/alerts/:id',
      {
        config: { permission: work },
        schema: {
          tags,
          summary: 'Delete an alert (kept with its history for the retention period)',
          params: Params,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await alerts.deleteAlerts(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/alerts/group/delete',
      {
        config: { permission: work },
        schema: {
          tags,
          summary: 'Delete several alerts',
          body: GroupDeleteSchema,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await alerts.deleteAlerts(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/alerts/:id/comments',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'The comments of an alert, oldest first (write them with POST /int/comments)',
          params: Params,
          response: { 200: CommentListSchema },
        },
      },
      (request) => commentsOf(deps, requireTeam(request), 'alert', request.params.id),
    );
  };
}
