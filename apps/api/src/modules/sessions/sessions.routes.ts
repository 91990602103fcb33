import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginResponseSchema, LoginSchema, OkSchema, SessionSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requestMeta } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as sessions from './sessions.service.js';

const route = routeOptions(['Session']);

export function sessionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/login',
      route('public', 'Log in and receive a bearer token', {
        body: LoginSchema,
        response: { 200: LoginResponseSchema },
      }),
      (request) =>
        sessions.login(deps, request.body, {
          ...requestMeta(request),
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );

    app.post(
      '/int/logout',
      route('authenticated', 'Revoke the current token', { response: { 200: OkSchema } }),
      async (request) => {
        await sessions.logout(deps, requireAuth(request));
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/session',
      route('authenticated', 'The current session', { response: { 200: SessionSchema } }),
      (request) => sessions.describeSession(requireAuth(request)),
    );
  };
}
