import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { linkIn, startSmtpSink } from '../../apps/api/src/test/smtp-sink.js';
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

/**
 * Confirms a new account's address from the link of its confirmation e-mail, as its owner
 * would: the server refuses to log an account in before.
 */
export async function confirmEmail(
  env: { server: RunningServer; smtp: Awaited<ReturnType<typeof startSmtpSink>> },
  email: string,
): Promise<void> {
  const mail = await env.smtp.waitFor(email, /Confirm your e-mail|Potwierdź swój adres/);
  const code = new URL(linkIn(mail, '/user/email-verification/')).pathname.split('/').pop();
  const verify = await fetch(`${env.server.url}/int/users/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!verify.ok) throw new Error(`confirming ${email} answered ${verify.status}`);
}

export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@e2e.example.pl`;
