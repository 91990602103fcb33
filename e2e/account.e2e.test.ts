import { describe, expect, it } from 'vitest';
import { linkIn } from '../apps/api/src/test/smtp-sink.js';
import { shown, snapshot } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();

describe('an account, as a new user meets it', () => {
  it('registers, verifies from the e-mail, logs in, keeps theme and language, and logs out', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = uniqueEmail('anna');
    // What the browser says along the way: no script or style the page's policy refuses, and
    // React's production build (its development build greets the console).
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));

    await page.goto(`${env.server.url}/user/register`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('bezpieczne-haslo');
    await page.getByRole('button', { name: 'Create account' }).click();
    await shown(page.getByText('Check your inbox'));

    const mail = await env.smtp.waitFor(email, /Confirm your e-mail/);
    await page.goto(linkIn(mail, '/user/email-verification/'));
    await shown(page.getByText('your e-mail address is verified'));

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('bezpieczne-haslo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await shown(page.getByRole('navigation', { name: 'Main navigation' }));
    await shown(page.getByRole('link', { name: 'Parties' }));
    expect(await page.getByText('Confirm your e-mail address').count()).toBe(0);
    await shown(page.getByRole('heading', { name: 'Dashboard' }));
    await snapshot(page, 'dashboard-light-en');

    // Theme and language persist across a reload.
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await page.waitForLoadState('load');
    await shown(page.getByRole('link', { name: 'Podmioty' }));
    await page.reload();
    await shown(page.getByRole('link', { name: 'Podmioty' }));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await shown(page.getByRole('heading', { name: 'Panel' }));
    await snapshot(page, 'dashboard-dark-pl');

    // The language was saved on the account too.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = await fetch(`${env.server.url}/int/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await me.json()).language).toBe('pl');

    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await shown(page.getByText('Czy na pewno chcesz się wylogować?'));
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL('**/user/login/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const revoked = await fetch(`${env.server.url}/int/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(401);

    await page.goto(`${env.server.url}/dashboard/teams`);
    await page.waitForURL('**/user/login/?redirect=%2Fdashboard%2Fteams');
    await page.goto(`${env.server.url}/no/such/page`);
    await shown(page.getByText('Upewnij się, że adres jest poprawny'));
    expect(said.filter((text) => /Content Security Policy|React DevTools/.test(text))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const email = uniqueEmail('reset');
    await fetch(`${env.server.url}/int/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-password' }),
    });
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/user/reset-password`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await shown(page.getByText(`If an account exists for ${email}`));
    const mail = await env.smtp.waitFor(email, /Reset your password/);
    await page.goto(linkIn(mail, '/user/reset-password/'));
    await page.getByLabel('New password', { exact: true }).fill('new-password');
    await page.getByLabel('Repeat the new password').fill('new-password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await shown(page.getByText('Your password has been changed'));
    const login = await fetch(`${env.server.url}/int/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'new-password' }),
    });
    expect(login.status).toBe(200);
    await page.close();
  });
});
