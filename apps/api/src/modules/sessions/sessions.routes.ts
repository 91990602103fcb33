import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginResponseSchema, LoginSchema, OkSchema, SessionSchema } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requestMeta } from '../../plugins/auth.js';
import * as sessions from './sessions.service.js';

const tags = ['Session'];

export function sessionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/login',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Log in and receive a bearer token',
          body: LoginSchema,
          response: { 200: LoginResponseSchema },
        },
      },
      (request) =>
        sessions.login(deps, request.body, {
          ...requestMeta(request),
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );

    app.post(
      '/int/logout',
      {
        config: { permission: 'authenticated' },
        schema: { tags, summary: 'Revoke the current token', response: { 200: OkSchema } },
      },
      async (request) => {
        await sessions.logout(deps, requireAuth(request));
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/session',
      {
        config: { permission: 'authenticated' },
        schema: { tags, summary: 'The current session', response: { 200: SessionSchema } },
      },
      (request) => sessions.describeSession(requireAuth(request)),
    );
  };
}
