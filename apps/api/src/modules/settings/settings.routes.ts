import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsentsResponseSchema, ConsentsSchema, NotificationSettingsSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as settings from './settings.service.js';

const route = routeOptions(['Settings']);
/** Notifications go only to team admins (spec section 5), so only they configure them. */
const teamAdmin = { team: 'team.manage' } as const;

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/user/consents',
      route('authenticated', "The user's consents", { response: { 200: ConsentsResponseSchema } }),
      (request) => settings.getConsents(deps, requireAuth(request)),
    );

    app.patch(
      '/int/user/consents',
      route('authenticated', 'Change consents', {
        body: ConsentsSchema,
        response: { 200: ConsentsResponseSchema },
      }),
      (request) => settings.updateConsents(deps, requireAuth(request), request.body),
    );

    app.get(
      '/int/user/team/notifications/settings',
      route(teamAdmin, 'E-mail notifications of the current team for this admin', {
        response: { 200: NotificationSettingsSchema },
      }),
      (request) => settings.getNotificationSettings(deps, requireTeam(request)),
    );

    app.patch(
      '/int/user/team/notifications/settings',
      route(teamAdmin, 'Change e-mail notifications of the current team', {
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema },
      }),
      (request) => settings.updateNotificationSettings(deps, requireTeam(request), request.body),
    );
  };
}
