import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSmtpSink } from '../../apps/api/src/test/smtp-sink.js';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One production server on a fresh embedded database, delivering its mail over SMTP to a
 * loopback server the test reads, and one Chromium, for a test file.
 */
export function useE2eEnvironment(options: { env?: () => Promise<Record<string, string>> } = {}) {
  const env = {} as {
    server: RunningServer;
    smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    browser: Browser;
  };
  beforeAll(async () => {
    env.smtp = await startSmtpSink();
    // NBP and the list publishers cannot be reached from here: a test brings its own data.
    env.server = await startServer({
      SMTP_URL: env.smtp.url,
      NBP_FETCH_ENABLED: 'false',
      SANCTIONS_FETCH_ENABLED: 'false',
      ...(await options.env?.()),
    });
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
    await env.smtp?.close();
  });
  return env;
}

export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@e2e.example.pl`;
