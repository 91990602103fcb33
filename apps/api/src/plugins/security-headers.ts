import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './auth.js';
import { isApiPath } from './web.js';

/**
 * What the built web app needs and no more: its own scripts only (no inline script), styles
 * inline as emotion writes them, images and fonts of its own or inline, no frames around it.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The same for the interactive API documentation, whose page starts itself inline. */
const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
);

/**
 * The headers every answer carries (ASVS V14): no sniffing, no framing, no referrer beyond the
 * origin, no device features, HSTS when served over HTTPS (behind a proxy, as TRUST_PROXY
 * says); and no caching of any API answer, since nearly all of them hold personal data (PDFs
 * and exports included).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const docs = request.url.startsWith(DOCS_PREFIX);
    reply.header(
      'content-security-policy',
      docs ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (isApiPath(request.url) && !docs) reply.header('cache-control', 'no-store');
  });
}
