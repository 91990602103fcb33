import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error.js';

/**
 * Serves the built web app on the same origin as the API. Any GET outside /int that is not a
 * file gets index.html: the app's router draws the page, or its page-not-found screen.
 */
export const isApiPath = (url: string) => /^\/int(\/|\?|$)/.test(url);

export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it never changes under one name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (a name with an extension) is a 404, not the app's page.
    const isFile = /\.\w+$/.test(request.url.split('?')[0]!);
    if (!hasWebApp || !isPage || isFile || isApiPath(request.url)) throw notFound('Route');
    return reply.sendFile('index.html');
  });
}
