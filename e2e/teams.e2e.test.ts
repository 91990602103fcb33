import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../apps/api/src/test/smtp-sink.js';
import { logInOnPage, shown, snapshot } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-zespolu';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logInOnPage(page, env.server.url, email, PASSWORD);
  return page;
}

describe('a team of two', () => {
  it('admin invites by e-mail, the invitee joins from the link, and roles decide what each can do', async () => {
    const adminEmail = uniqueEmail('admin');
    const memberEmail = uniqueEmail('member');
    await fetch(`${env.server.url}/int/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: PASSWORD }),
    });
    await confirmEmail(env, adminEmail);

    // The admin creates a team, and works in it at once.
    const admin = await signedInPage(env.browser, adminEmail);
    await admin.goto(`${env.server.url}/dashboard/teams`);
    await admin.getByRole('link', { name: 'Create a team' }).click();
    await admin.getByLabel('Team name').fill('Kantor Złoty Róg');
    await admin.getByRole('button', { name: 'Create a team' }).click();
    await shown(admin.getByRole('heading', { name: 'Kantor Złoty Róg' }));
    await shown(admin.getByRole('link', { name: /Current team: Kantor Złoty Róg/ }));

    // …and invites a colleague who has no account yet.
    await admin.goto(`${env.server.url}/dashboard/teams`);
    await admin.getByRole('link', { name: 'Kantor Złoty Róg', exact: true }).click();
    await admin.getByLabel(/^E-mail/).fill(memberEmail);
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await shown(admin.getByText(`An invitation was sent to ${memberEmail}`));
    await snapshot(admin, 'team-admin');

    const invitation = await env.smtp.waitFor(memberEmail, /Invitation to the team/);
    const member = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await member.goto(linkIn(invitation, '/user/team/invite/'));
    await member.getByRole('button', { name: 'Accept all' }).click();
    await shown(member.getByText(`invites you to the team "Kantor Złoty Róg"`));
    await member.getByRole('link', { name: 'Create an account' }).click();
    expect(await member.getByLabel('E-mail address').inputValue()).toBe(memberEmail);
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Create account' }).click();
    await shown(member.getByText('Check your inbox'));
    await confirmEmail(env, memberEmail);
    await member.getByRole('link', { name: 'Go to login' }).click();
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Log in' }).click();
    await member.waitForURL('**/user/team/invite/**');
    await member.getByRole('button', { name: 'Accept' }).click();

    // Accepting switches the member into the team, with the invited role.
    await member.waitForURL('**/dashboard');
    await shown(member.getByRole('link', { name: /Current team: Kantor Złoty Róg/ }));
    await member.getByRole('button', { name: 'Team settings' }).click();
    const notifications = member.getByRole('menuitem', { name: 'Notifications' });
    expect(await notifications.getAttribute('aria-disabled')).toBe('true');
    expect(
      await member.getByRole('menuitem', { name: 'Rule sets' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await member.keyboard.press('Escape');

    // The member sees the team but cannot manage it; the server refuses if asked directly.
    await member.goto(`${env.server.url}/dashboard/teams`);
    await member.getByRole('link', { name: 'Kantor Złoty Róg', exact: true }).click();
    await shown(member.getByRole('heading', { name: 'Members' }));
    expect(await member.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: 'Delete the team' }).count()).toBe(0);
    const token = await member.evaluate(() => localStorage.getItem('authToken'));
    const refused = await fetch(`${env.server.url}/int/teams/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.pl', role: 'admin' }),
    });
    expect(refused.status).toBe(403);
    await snapshot(member, 'team-member');

    // The admin sees the new member and can export who did what.
    await admin.reload();
    await shown(admin.getByRole('cell', { name: memberEmail }));
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream())!.toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('team_invitation,');
    expect(text).toContain(',accepted,');

    // Switching back to the personal profile changes the context everywhere.
    await member.goto(`${env.server.url}/dashboard/teams`);
    await member.getByRole('button', { name: 'Work in this team' }).click();
    await member.waitForURL('**/dashboard');
    await shown(
      member.getByRole('link', { name: /Current team: / }).filter({ hasText: 'Personal profile' }),
    );
    await admin.close();
    await member.close();
  });
});
