import { UPLOAD_LIMIT_BYTES } from '@aml/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const noStack = (body: string) => expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);

describe('bad input gets a 4xx with a machine-readable code, never a 500', () => {
  it('answers unknown /int paths with JSON 404', async () => {
    for (const url of ['/int/nope', '/int', '/int/user/unknown/deeper']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });

  it('refuses malformed and empty JSON', async () => {
    for (const payload of ['{"email":', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/int/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_json');
      noStack(response.body);
    }
  });

  it('refuses content types the API does not read', async () => {
    for (const contentType of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/int/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.pl',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
  });

  it('refuses bodies over the 20 MB limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(UPLOAD_LIMIT_BYTES)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('rejects unknown fields and wrong types field by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/int/login',
      payload: { email: 42, password: ['x'], is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: 'The request is not valid',
      details: {
        fields: [
          { path: 'email', code: 'required' },
          { path: 'password', code: 'required' },
          { path: 'is_admin', code: 'unknown_field' },
        ],
      },
    });
  });

  it('refuses a JSON array or scalar where an object is expected', async () => {
    for (const payload of ['[]', '"text"', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/int/user',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      noStack(response.body);
    }
  });
});

describe('route registry', () => {
  it('has every /int route declare its access', () => {
    const urls = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /int/login', 'GET /int/user', 'POST /int/user']),
    );
    expect(t.routes.every((r) => r.permission)).toBe(true);
  });

  it('refuses to start with a route that declares no permission', async () => {
    const { buildApp } = await import('../app.js');
    const { app } = await buildApp({
      config: t.deps.config,
      db: t.deps.db,
      webDistDir: '/nonexistent',
    });
    expect(() => app.get('/int/forgotten', () => 'oops')).toThrow(/declares no permission/);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('documents the routes as OpenAPI 3.1 with bearer security on protected ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/int/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/int/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/int/user'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/int/login'].post.security).toBeUndefined();
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/int/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/int/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
