import type { FastifySchema } from 'fastify';
import type { RoutePermission } from './auth.js';

/**
 * The options every route declares, for the routes of one module (its OpenAPI `tags`):
 * `route(permission, summary, schema)` is the permission the auth plugin checks and the schema
 * that validates the request, serialises the answer and documents the route.
 */
export function routeOptions(tags: string[]) {
  return <S extends FastifySchema = Record<never, never>>(
    permission: RoutePermission,
    summary: string,
    schema?: S,
  ) => ({
    config: { permission },
    schema: { tags, summary, ...schema } as S & { tags: string[]; summary: string },
  });
}
