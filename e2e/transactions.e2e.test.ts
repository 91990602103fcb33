import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logInOnPage, shown, snapshot, typeDate } from './support/browser.js';
import { startNbpFake } from './support/nbp-fake.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

// NBP as the server reaches it: table A every working day, EUR at 4.25 PLN.
let nbp: Awaited<ReturnType<typeof startNbpFake>> | undefined;
const env = useE2eEnvironment({
  env: async () => {
    nbp = await startNbpFake({ EUR: 4.25, USD: 3.6 });
    return { NBP_API_URL: nbp.url, NBP_FETCH_ENABLED: 'true' };
  },
});
afterAll(() => nbp?.close());
const PASSWORD = 'haslo-kantoru';

/** The last working day before today, at noon: a day NBP has published a table for. */
function lastWorkingDay(): string {
  let day = new Date(Date.now() - 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() - 86_400_000);
  return day.toISOString().slice(0, 10);
}

async function signedInPage(email: string): Promise<{ page: Page; token: string }> {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${env.server.url}/int${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  await post('/user', { email, password: PASSWORD });
  await confirmEmail(env, email);
  const { token } = await post('/login', { email, password: PASSWORD });
  await post('/parties', { type: 'individual', first_name: 'Jan', last_name: 'Kowalski' }, token);
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logInOnPage(page, env.server.url, email, PASSWORD);
  return { page, token };
}

/** Waits until the server has fetched the NBP tables of `day` (it does so when it starts). */
async function ratesKnownFor(day: string, token: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const conversion = await fetch(
      `${env.server.url}/int/exchange-rates/convert?amount=1&currency=PLN&date=${day}`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((response) => response.json());
    if (conversion.amount_eur) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no NBP rate for ${day}:\n${env.server.logs()}`);
}

describe('transactions', () => {
  it('records a cash purchase of 70,000 PLN, shows its EUR value, finds it and counts it in the quarter', async () => {
    const day = lastWorkingDay();
    const { page, token } = await signedInPage(uniqueEmail('kantor'));
    await ratesKnownFor(day, token);
    const url = env.server.url;

    await page.goto(`${url}/dashboard/transactions`);
    await shown(page.getByText('No transactions yet. Add the first one.'));
    await page.getByRole('link', { name: 'Add transaction' }).click();
    await page.getByLabel('Transaction type').click();
    await page.getByRole('option', { name: 'Purchase', exact: true }).click();
    await page.getByLabel(/^Amount/).fill('70000');
    await page.getByLabel(/^Currency/).fill('PLN');
    await typeDate(page, /^Booked at/, `${day}T12:00`);
    await page.getByLabel('Payment method').click();
    await page.getByRole('option', { name: 'Cash' }).click();
    // The EUR value appears as soon as amount, currency and day are known.
    await shown(page.getByText(/16,470\.59/));
    await page.getByLabel('Find a party').fill('Kowal');
    await page.getByRole('option', { name: /Jan Kowalski/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm creation' });
    await shown(confirm.getByText(/16,470\.59/));
    await confirm.getByRole('button', { name: 'Create transaction' }).click();
    await shown(page.getByText('The transaction has been created'));
    // Named by what it is, its code kept beside the name.
    await shown(
      page.getByRole('heading', { level: 1, name: /^Purchase 70,000 PLN · Jan Kowalski · \d/ }),
    );
    await shown(page.getByText(/16,470\.59/));
    await snapshot(page, 'transaction-detail');
    const code = page.url().split('/').pop()!.split('?')[0]!;
    // What the page shows is what was stored: the value and the NBP table of that day.
    const stored = await fetch(`${env.server.url}/int/transactions/${code}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json());
    expect(stored).toMatchObject({
      amount: '70000',
      currency: 'PLN',
      payment_method: 'cash',
      eur: { amount_eur: '16470.59', rate_date: day, eur_rate: '4.25' },
      parties: [{ display_name: 'Jan Kowalski', role: 'buyer' }],
    });

    // Found by the filters an officer uses: type, and a value in euro above 15,000.
    await page.goto(`${url}/dashboard/transactions?type=buyer&eur_from=15000`);
    await shown(page.getByRole('link', { name: code }));
    await shown(page.getByText('Displaying 1–1 of 1'));
    await page.goto(`${url}/dashboard/transactions?type=buyer&eur_from=20000`);
    await shown(page.getByText('No transactions match these filters.'));
    await snapshot(page, 'transactions-list');

    // And counted in the quarter on the dashboard.
    await page.goto(`${url}/dashboard`);
    const panel = page
      .getByText('Transactions this quarter')
      .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    await shown(panel.getByText(/16,470\.59/));
    await snapshot(page, 'dashboard-transactions');
  });
});
