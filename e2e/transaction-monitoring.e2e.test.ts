import { describe, expect, it } from 'vitest';
import { logInOnPage, shown, snapshot, typeDate } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-kantoru-2';

/** Calls the API as a signed-in user would, outside the browser. */
async function api(path: string, body: object, token?: string) {
  const response = await fetch(`${env.server.url}/int${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** `date` as the form's local date and time (the browser runs in the server's zone). */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('transaction monitoring', () => {
  it('raises a multiple-transactions alert at the third cash payment of 5,500 EUR in two days, explaining all three', async () => {
    const email = uniqueEmail('kantor.struktura');
    await api('/user', { email, password: PASSWORD });
    await confirmEmail(env, email);
    const { token } = await api('/login', { email, password: PASSWORD });
    const party = await api(
      '/parties',
      {
        type: 'individual',
        first_name: 'Marek',
        last_name: 'Dzielony',
        citizenships: ['PL'],
        pep: false,
        birth_date: '1979-05-20',
        gender: 'male',
        status: 'occasional',
      },
      token,
    );
    const partyCode: string = party.party.code;

    // Two cash payments of 5,500 EUR yesterday, each below every threshold on its own.
    const yesterday = new Date(Date.now() - 86_400_000);
    const earlier: string[] = [];
    for (const minutes of [0, 30]) {
      const recorded = await api(
        '/transactions',
        {
          type: 'buyer_fiat',
          amount: '5500',
          currency: 'EUR',
          booked_at: new Date(yesterday.getTime() + minutes * 60_000).toISOString(),
          payment_method: 'cash',
          parties: [{ party_code: partyCode, role: 'buyer' }],
        },
        token,
      );
      expect(recorded.risk_level).toBe('low');
      earlier.push(recorded.code);
    }

    // The third, today, through the form.
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logInOnPage(page, env.server.url, email, PASSWORD);
    await page.goto(`${env.server.url}/dashboard/transactions/create`);
    await page.getByLabel('Transaction type').click();
    await page.getByRole('option', { name: 'Purchase', exact: true }).click();
    await page.getByLabel(/^Amount/).fill('5500');
    await page.getByLabel(/^Currency/).fill('EUR');
    await typeDate(page, /^Booked at/, localInput(new Date(Date.now() - 60_000)));
    await page.getByLabel('Payment method').click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await page.getByLabel('Find a party').fill('Dziel');
    await page.getByRole('option', { name: /Marek Dzielony/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm creation' })
      .getByRole('button', { name: 'Create transaction' })
      .click();
    await shown(page.getByText('The transaction has been created'));
    const third = page.url().split('/').pop()!.split('?')[0]!;

    // Its Risk tab: high, because of the linked transactions, all three listed.
    await page.getByRole('tab', { name: 'Risk' }).click();
    const finding = page
      .getByRole('listitem')
      .filter({ hasText: '3 transactions within 7 days' })
      .first();
    await shown(finding);
    const explained = await finding.textContent();
    for (const code of [...earlier, third]) expect(explained).toContain(code);
    expect(explained).toContain('16,500.00 EUR');
    await snapshot(page, 'transaction-risk-structuring');

    // The alert, on the Alerts page, says the same.
    await page.getByRole('link', { name: /^Alerts/ }).click();
    const title = `High risk: transaction ${third}`;
    await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await shown(page.getByRole('heading', { name: new RegExp(`^${title}`) }));
    const alert = await page.locator('main').textContent();
    expect(alert).toContain('3 transactions within 7 days');
    for (const code of [...earlier, third]) expect(alert).toContain(code);
    await snapshot(page, 'alert-structuring');
    await page.close();
  });
});
