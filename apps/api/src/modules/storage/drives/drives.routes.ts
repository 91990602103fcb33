import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DRIVE_PROVIDERS,
  DriveAccountListSchema,
  DriveConnectionListSchema,
  DriveInfoSchema,
  DriveLoginSchema,
  OkSchema,
} from '@aml/shared';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requestMeta, requireTeam } from '../../../plugins/auth.js';
import { routeOptions } from '../../../plugins/route-options.js';
import {
  completeDriveLogin,
  getDriveInfo,
  listDriveAccounts,
  listDriveConnections,
  logoutDrive,
  startDriveLogin,
} from './drives.service.js';
import { PROVIDER_NAMES } from './oauth.js';
import type { DriveDeps } from './tokens.js';

const route = routeOptions(['Drives']);

/** What the provider sends back; it adds fields of its own (scope, session_state, iss…). */
const CallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/** Where the browser lands after the provider: the storage page says what happened. */
const STORAGE_PAGE = '/dashboard/storage';

/** The cookie that ties an authorisation to the browser that started it (drives.service.ts). */
const BROWSER_COOKIE = 'aml_drive_login';

/** Set on the API's paths only, for `maxAge` seconds (0: removed); Secure behind HTTPS. */
const browserCookie = (deps: DriveDeps, value: string, maxAge: number) =>
  [
    `${BROWSER_COOKIE}=${value}`,
    'Path=/int/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: sent on the provider's top-level redirect back, never on cross-site requests.
    'SameSite=Lax',
    ...(deps.config.publicUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

/** The value of cookie `name` in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** /int/google/* and /int/microsoft/*: a team's drive connection (spec section 7, Drives). */
export function drivesRoutes(deps: DriveDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const provider of DRIVE_PROVIDERS) {
      const name = PROVIDER_NAMES[provider];
      const prefix = `/int/${provider}`;

      app.get(
        `${prefix}/info`,
        route({ team: 'team.view' }, `Whether ${name} is configured and connected`, {
          response: { 200: DriveInfoSchema },
        }),
        (request) => getDriveInfo(deps, requireTeam(request), provider),
      );

      app.get(
        `${prefix}/accounts`,
        route({ team: 'team.view' }, `The ${name} account the team connected`, {
          response: { 200: DriveAccountListSchema },
        }),
        (request) => listDriveAccounts(deps, requireTeam(request), provider),
      );

      app.get(
        `${prefix}/connections`,
        route({ team: 'team.view' }, `The team's ${name} connection, without its tokens`, {
          response: { 200: DriveConnectionListSchema },
        }),
        (request) => listDriveConnections(deps, requireTeam(request), provider),
      );

      app.post(
        `${prefix}/login`,
        route({ team: 'team.manage' }, `Start connecting ${name}: where to send the browser`, {
          response: { 200: DriveLoginSchema },
        }),
        async (request, reply) => {
          const browserKey = randomBytes(32).toString('base64url');
          const answer = await startDriveLogin(deps, requireTeam(request), provider, browserKey);
          return reply.header('set-cookie', browserCookie(deps, browserKey, 600)).send(answer);
        },
      );

      app.get(
        `${prefix}/login/callback`,
        // The browser comes back from the provider without the bearer token; the one-time
        // state names the team and the user who started.
        route('public', `Where ${name} sends the browser back after the consent`, {
          querystring: CallbackQuerySchema,
          response: { 302: z.null() },
        }),
        async (request, reply) => {
          const outcome = await completeDriveLogin(
            deps,
            provider,
            request.query,
            requestMeta(request),
            cookieValue(request.headers.cookie, BROWSER_COOKIE),
          );
          const query =
            'error' in outcome ? `drive_error=${outcome.error}` : `connected=${provider}`;
          return reply
            .header('set-cookie', browserCookie(deps, '', 0))
            .redirect(`${STORAGE_PAGE}?${query}`, 302);
        },
      );

      app.post(
        `${prefix}/logout`,
        route({ team: 'team.manage' }, `Disconnect ${name}; its files stay in the drive`, {
          response: { 200: OkSchema },
        }),
        async (request) => {
          await logoutDrive(deps, requireTeam(request), provider);
          return { ok: true } as const;
        },
      );
    }
  };
}
