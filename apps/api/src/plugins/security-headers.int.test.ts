import { describe, expect, it } from 'vitest';
import { registerAndLogin, useTestApp } from '../test/test-app.js';

const env = useTestApp({ env: { TRUST_PROXY: 'true' } });

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
};

describe('the headers of every answer', () => {
  it('forbid sniffing, framing and inline scripts, and keep API answers out of caches', async () => {
    const { headers } = await registerAndLogin(env.t.app);
    const answers = await Promise.all([
      env.call('GET', '/int/user', headers),
      env.call('POST', '/int/login', undefined, { email: 'nobody@example.pl', password: 'x' }),
      env.call('GET', '/int/no-such-route', headers),
      env.call('GET', '/int/audit-events?format=csv', headers),
    ]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Plain HTTP: no HSTS, which would pin a browser to HTTPS the server does not speak.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ask for HTTPS only when served over HTTPS behind a trusted proxy', async () => {
    const answer = await env.t.app.inject({
      method: 'GET',
      url: '/int/openapi.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(answer.headers).toMatchObject(SECURITY_HEADERS);
  });
});
