import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '@aml/shared';
import type { AppDeps } from '../app-deps.js';
import { languageFromAcceptLanguage } from '../modules/parties/index.js';
import { AppError, notFound, unauthorized } from '../lib/app-error.js';
import { findMembership, type TeamMembership } from '../modules/teams/index.js';
import { inTeam, type AuthContext, type TeamContext } from '../policies/auth-context.js';
import type { RequestMeta } from '../modules/audit/audit.service.js';
import { authenticate } from '../modules/sessions/sessions.service.js';

/**
 * What a route requires, declared on every /int route: `public`, any signed-in user, or a
 * permission (from the map in @aml/shared) in the current team, or with `teamParam` in the
 * team whose code is that path parameter (a team the caller is not in answers 404).
 */
export type RoutePermission =
  'public' | 'authenticated' | 'system_admin' | { team: Permission; teamParam?: string };

// Module augmentation needs interfaces: these extend Fastify's own.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The team named by the route's `teamParam`, once membership is established. */
    pathTeam: TeamMembership | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The interactive API documentation is public; its routes come from @fastify/swagger-ui. */
export const DOCS_PREFIX = '/int/docs';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** What the audit trail records of every request. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  requestId: request.id,
  ip: request.ip,
});

/** The team of a route declared with `teamParam`; set by the onRequest hook. */
export function requirePathTeam(request: FastifyRequest): TeamMembership {
  if (!request.pathTeam) throw notFound('Team');
  return request.pathTeam;
}

/** The caller of a route declared `authenticated` or team-scoped; set by the onRequest hook. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The caller of a route declared with a team permission (without `teamParam`), in the current
 * team: its services and repositories take this, whose team is known.
 */
export function requireTeam(request: FastifyRequest): TeamContext {
  return inTeam(requireAuth(request));
}

/** A registered /int route and the access it declared: the access-matrix tests walk these. */
export type RegisteredRoute = { method: string; url: string; permission: RoutePermission };

export function registerAuth(app: FastifyInstance, deps: AppDeps): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('pathTeam', null);

  // Fail at start-up, not in production traffic, when a route forgets to declare access.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/int')) return;
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...route.config, permission: 'public' };
      return;
    }
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
    if (permission !== 'public') route.schema = { ...route.schema, security: [{ bearer: [] }] };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    const session = token ? await authenticate(deps, token, requestMeta(request)) : null;
    if (!session) throw unauthorized();
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const auth: AuthContext = { ...session, language };
    request.auth = auth;
    if (permission === 'authenticated') return;
    if (permission === 'system_admin') {
      if (!auth.roles.includes('admin')) {
        throw new AppError(403, 'admin_role_required', 'To continue, admin user role is required');
      }
      return;
    }
    let role = auth.teamRole;
    if (permission.teamParam) {
      const code = (request.params as Record<string, string>)[permission.teamParam] ?? '';
      const membership = await findMembership(deps.db, code, auth.userId);
      if (!membership) throw notFound('Team');
      request.pathTeam = membership;
      role = membership.role;
    } else {
      inTeam(auth);
    }
    if (!hasPermission(role, permission.team)) {
      throw permission.team === 'team.manage'
        ? new AppError(403, 'admin_role_required', 'To continue, admin user role is required')
        : new AppError(403, 'forbidden', 'Your role in this team does not allow this');
    }
  });
  return routes;
}
