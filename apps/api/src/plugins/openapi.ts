import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './auth.js';

/** OpenAPI 3.1 generated from the routes' zod schemas, at /int/openapi.json and /int/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AML compliance API',
        description:
          'JSON API of the AML compliance application. Authenticate with `Authorization: Bearer <token>` from POST /int/login.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get('/int/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
