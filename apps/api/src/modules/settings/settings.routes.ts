import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsentsResponseSchema, ConsentsSchema, NotificationSettingsSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requireTeam } from '../../plugins/auth.js';
import * as settings from './settings.service.js';

const tags = ['Settings'];
/** Notifications go only to team admins (spec section 5), so only they configure them. */
const teamAdmin = { team: 'team.manage' } as const;

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/user/consents',
      {
        config: { permission: 'authenticated' },
        schema: { tags, summary: "The user's consents", response: { 200: ConsentsResponseSchema } },
      },
      (request) => settings.getConsents(deps, requireAuth(request)),
    );

    app.patch(
      '/int/user/consents',
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary: 'Change consents',
          body: ConsentsSchema,
          response: { 200: ConsentsResponseSchema },
        },
      },
      (request) => settings.updateConsents(deps, requireAuth(request), request.body),
    );

    app.get(
      '/int/user/team/notifications/settings',
      {
        config: { permission: teamAdmin },
        schema: {
          tags,
          summary: 'E-mail notifications of the current team for this admin',
          response: { 200: NotificationSettingsSchema },
        },
      },
      (request) => settings.getNotificationSettings(deps, requireTeam(request)),
    );

    app.patch(
      '/int/user/team/notifications/settings',
      {
        config: { permission: teamAdmin },
        schema: {
          tags,
          summary: 'Change e-mail notifications of the current team',
          body: NotificationSettingsSchema,
          response: { 200: NotificationSettingsSchema },
        },
      },
      (request) => settings.updateNotificationSettings(deps, requireTeam(request), request.body),
    );
  };
}
