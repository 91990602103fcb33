import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGiifNotificationSchema,
  GiifNotificationAccessSchema,
  GiifNotificationHoldSchema,
  GiifNotificationListQuerySchema,
  GiifNotificationListSchema,
  GiifNotificationPdfQuerySchema,
  GiifNotificationReadersSchema,
  GiifNotificationSchema,
  MarkGiifNotificationSentSchema,
  SetGiifNotificationReadersSchema,
  UPLOAD_LIMIT_BYTES,
  UpdateGiifNotificationSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { sendDownload } from '../../lib/download.js';
import { readUpload } from '../../lib/multipart.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { languageFromAcceptLanguage } from '../parties/index.js';
import { notificationAccess } from './giif-access.service.js';
import * as notifications from './giif-notifications.service.js';

const route = routeOptions(['Notifications to GIIF']);
const Params = z.object({ id: codeField });
/**
 * Every member reaches the routes; the service lets through only the team's administrators and
 * the members they named (art. 54): the list answers 403 to anyone else, a record 404, as for
 * a code that does not exist.
 */
const member = { team: 'team.view' } as const;
/** Naming who sees notifications is the administrators' alone. */
const admin = { team: 'team.manage' } as const;
const BASE = '/int/giif/notifications';

/** Notifications to GIIF and to the prosecutor (art. 74, 86, 89, 90; issue 32 item 5). */
export function giifNotificationsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 1, parts: 2 },
    });

    app.get(
      `${BASE}/access`,
      route(member, 'Whether the caller sees notifications to GIIF, and may name who does', {
        response: { 200: GiifNotificationAccessSchema },
      }),
      (request) => notificationAccess(deps, requireTeam(request)),
    );

    app.get(
      BASE,
      route(member, "The team's notifications, newest first, with their clocks", {
        querystring: GiifNotificationListQuerySchema,
        response: { 200: GiifNotificationListSchema },
      }),
      (request) => notifications.listNotifications(deps, requireTeam(request), request.query),
    );

    app.post(
      BASE,
      route(member, 'Prepare a notification (from an alert, parties or transactions)', {
        body: CreateGiifNotificationSchema,
        response: { 201: GiifNotificationSchema },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await notifications.createNotification(deps, requireTeam(request), request.body)),
    );

    app.get(
      `${BASE}/:id`,
      route(member, 'A notification: its subjects, clocks, canonical model and files', {
        params: Params,
        response: { 200: GiifNotificationSchema },
      }),
      (request) => notifications.getNotification(deps, requireTeam(request), request.params.id),
    );

    app.patch(
      `${BASE}/:id`,
      route(member, 'Change a notification while it is a draft', {
        params: Params,
        body: UpdateGiifNotificationSchema,
        response: { 200: GiifNotificationSchema },
      }),
      (request) =>
        notifications.updateNotification(
          deps,
          requireTeam(request),
          request.params.id,
          request.body,
        ),
    );

    app.post(
      `${BASE}/:id/sent`,
      route(
        member,
        "Record that it was sent, with GIIF's confirmation of receipt (art. 86: 24 h)",
        {
          params: Params,
          body: MarkGiifNotificationSentSchema,
          response: { 200: GiifNotificationSchema },
        },
      ),
      (request) =>
        notifications.markSent(deps, requireTeam(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/hold`,
      route(member, 'Art. 86: the hold GIIF demanded, at most 96 hours from its receipt', {
        params: Params,
        body: GiifNotificationHoldSchema,
        response: { 200: GiifNotificationSchema },
      }),
      (request) =>
        notifications.setHold(deps, requireTeam(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/receipt`,
      route(member, "Store GIIF's confirmation of receipt (multipart: file)", {
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: GiifNotificationSchema },
      }),
      async (request) => {
        const { file } = await readUpload(request);
        return notifications.storeReceipt(deps, requireTeam(request), request.params.id, file);
      },
    );

    app.get(
      `${BASE}/:id/receipt`,
      route(member, "Download GIIF's confirmation of receipt", { params: Params }),
      async (request, reply) => {
        const stored = await notifications.receiptOf(deps, requireTeam(request), request.params.id);
        return sendDownload(reply, {
          type: 'application/octet-stream',
          name: stored.name,
          body: stored.bytes,
        });
      },
    );

    app.get(
      `${BASE}/:id/pdf`,
      route(member, 'The notification as a PDF (lang=pl|en; else the caller’s language)', {
        params: Params,
        querystring: GiifNotificationPdfQuerySchema,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const language =
          request.query.lang ?? languageFromAcceptLanguage(request.headers['accept-language']);
        const { name, pdf } = await notifications.notificationPdf(
          deps,
          requireTeam(request),
          request.params.id,
          language,
        );
        return sendDownload(reply, { type: 'application/pdf', name, body: pdf });
      },
    );

    app.get(
      `${BASE}/:id/bundle`,
      route(member, 'A ZIP of the PDF, the receipt and the files of its parties and transactions', {
        params: Params,
        querystring: GiifNotificationPdfQuerySchema,
        response: { 200: z.any().describe('The ZIP file (application/zip)') },
      }),
      async (request, reply) => {
        const language =
          request.query.lang ?? languageFromAcceptLanguage(request.headers['accept-language']);
        const { name, zip } = await notifications.notificationBundle(
          deps,
          requireTeam(request),
          request.params.id,
          language,
          request.log,
        );
        return sendDownload(reply, { type: 'application/zip', name, body: zip });
      },
    );

    app.get(
      '/int/giif/notification-readers',
      route(admin, 'The members, and who of them sees notifications to GIIF', {
        response: { 200: GiifNotificationReadersSchema },
      }),
      (request) => notifications.listReaders(deps, requireTeam(request)),
    );

    app.put(
      '/int/giif/notification-readers',
      route(admin, 'Name the members who see notifications to GIIF (by e-mail or code)', {
        body: SetGiifNotificationReadersSchema,
        response: { 200: GiifNotificationReadersSchema },
      }),
      (request) => notifications.setReaders(deps, requireTeam(request), request.body),
    );
  };
}
