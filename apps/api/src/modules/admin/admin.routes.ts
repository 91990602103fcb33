import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogSwitchSchema, LogSwitchStateSchema, OutboxListSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { listRecentEmails } from '../email/index.js';
import { routeOptions } from '../../plugins/route-options.js';

const route = routeOptions(['Administration']);
const OUTBOX_PAGE = 100;

/** Tools of the installation's administrator (user role admin), not of team admins. */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const state = () => ({ verbose: app.log.level === 'debug', level: app.log.level });

    app.get(
      '/int/admin/logswitch',
      route('system_admin', 'Whether verbose request logging is on', {
        response: { 200: LogSwitchStateSchema },
      }),
      () => state(),
    );

    app.post(
      '/int/admin/logswitch',
      route('system_admin', 'Switch verbose request logging of this server process', {
        body: LogSwitchSchema,
        response: { 200: LogSwitchStateSchema },
      }),
      (request) => {
        // Request loggers are children made per request, so the next request already follows.
        app.log.level = request.body.verbose ? 'debug' : deps.config.logLevel;
        request.log.info({ verbose: request.body.verbose }, 'Log level switched');
        return state();
      },
    );

    app.get(
      '/int/admin/outbox',
      route('system_admin', 'The latest e-mails of the outbox', {
        response: { 200: OutboxListSchema },
      }),
      async () => {
        const emails = await listRecentEmails(deps.db, OUTBOX_PAGE);
        const items = emails.map((email) => ({
          id: email.id,
          to: email.to_address,
          subject: email.subject,
          status: email.status,
          transport: email.transport,
          attempts: email.attempts,
          last_error: email.last_error,
          created_at: email.created_at.toISOString(),
          sent_at: email.sent_at?.toISOString() ?? null,
          text: email.transport === 'smtp' ? null : email.text_body,
        }));
        return { items, total: items.length };
      },
    );
  };
}
