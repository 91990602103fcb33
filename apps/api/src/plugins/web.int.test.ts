import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>['app'];
let distDir: string;

beforeAll(async () => {
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'aml-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  ({ app: web } = await buildApp({ config: t.deps.config, db: t.deps.db, webDistDir: distDir }));
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the web app on the API origin', () => {
  it('answers every page path with the app, which draws the page or its not-found screen', async () => {
    for (const url of [
      '/',
      '/user/login/',
      '/dashboard',
      '/dashboard/parties/abc',
      '/no/such/page',
    ]) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The app runs its own scripts only: none inline, none from elsewhere.
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it('serves fingerprinted assets as immutable and missing files as 404', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await web.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /int answers JSON', async () => {
    const response = await web.inject({ method: 'GET', url: '/int/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    const post = await web.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
