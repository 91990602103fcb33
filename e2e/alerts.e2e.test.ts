import { describe, expect, it } from 'vitest';
import { shown, snapshot } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-biura-1';

/** Calls the API as a signed-in user would, outside the browser. */
async function api(method: string, path: string, body?: object, token?: string) {
  const response = await fetch(`${env.server.url}/int${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

describe('alerts', () => {
  it('shows a new alert on the badge, is assigned, commented and closed as a false positive, and the badge drops', async () => {
    const email = uniqueEmail('biuro');
    await api('POST', '/user', { email, password: PASSWORD });
    await confirmEmail(env, email);
    const { token } = await api('POST', '/login', { email, password: PASSWORD });
    // A colleague's alert about a customer, waiting for someone to take it.
    const raised = await api(
      'POST',
      '/alerts',
      {
        title: 'Wpłaty gotówkowe tuż poniżej progu',
        explanation: 'Trzy wpłaty po 14 900 EUR w ciągu tygodnia: możliwe dzielenie transakcji.',
        severity: 'high',
      },
      token,
    );
    expect(raised.status).toBe('new');

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.server.url}/user/login/`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');

    // The drawer shows one new alert: a number on the badge, read out with the link's name.
    const alertsLink = page.getByRole('navigation').getByRole('link', { name: /^Alerts/ });
    const badge = alertsLink.getByText('1 new item', { exact: true });
    await badge.waitFor({ state: 'attached', timeout: 15_000 });
    await shown(alertsLink.getByText('1', { exact: true }));
    await alertsLink.click();
    await page.getByRole('link', { name: 'Wpłaty gotówkowe tuż poniżej progu' }).click();
    await shown(page.getByText('Trzy wpłaty po 14 900 EUR'));

    // Assign it to myself.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Assignee').click();
    await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText(email).first());

    // A comment for whoever reads the case later.
    await page
      .getByLabel('Add a comment')
      .fill('Klient przedstawił wyciągi: wpłaty z utargu sklepu.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await shown(page.getByText('Klient przedstawił wyciągi'));

    // Closing as a false positive asks for the reason first.
    await page.getByRole('button', { name: 'Mark as: Closed – false positive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await shown(dialog.getByText(/Write a resolution note/));
    await dialog
      .getByLabel('Resolution note')
      .fill('Wpłaty pochodzą z utargu sklepu; zgodne z profilem klienta.');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await shown(
      page.getByText('Wpłaty pochodzą z utargu sklepu; zgodne z profilem klienta.').first(),
    );
    await shown(page.getByText('Closed – false positive').first());

    // The badge is gone without a reload.
    await badge.waitFor({ state: 'detached', timeout: 15_000 });
    await snapshot(page, 'alert-closed-false-positive');

    // What the inspector will read: the whole trail.
    const detail = await api('GET', `/alerts/${raised.code}`, undefined, token);
    expect(detail.status).toBe('closed_false_positive');
    expect(detail.assignee.email).toBe(email);
    expect(detail.comments).toBe(1);
    expect(detail.status_history.map((change: { to: string }) => change.to)).toEqual([
      'new',
      'closed_false_positive',
    ]);
    const user = await api('GET', '/user', undefined, token);
    expect(user.newAlertsAmount).toBe(0);
    await page.close();
  });
});
