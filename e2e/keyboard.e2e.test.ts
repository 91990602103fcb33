import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { shown, snapshot } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-klawiatury';
const COMPANY = 'Kantor Klawiszowy Sp. z o.o.';
const NIP = '5261040828';
const ALERT = 'Wpłaty gotówkowe tuż poniżej progu';

/** What has the focus, as a person reading the failure recognises it. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`;
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through
 * the page; fails when it is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const element = target.first();
  await element.waitFor({ state: 'attached', timeout: 15_000 });
  for (let press = 0; press <= max; press += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target} was not reached with ${back ? 'Shift+Tab' : 'Tab'}; ${await focusedElement(page)} has the focus`,
  );
}

/** In an open list of options, moves with the arrow keys to the one named `name` and takes it. */
async function choose(page: Page, name: string) {
  await shown(page.getByRole('option', { name, exact: true }));
  for (let press = 0; press < 30; press += 1) {
    const current = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (current === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the option ${name} was not reached with the arrow keys`);
}

/** The page's heading has the focus, after a navigation, a reload or a status change. */
async function headingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await shown(heading);
  await expect
    .poll(() => heading.evaluate((node) => node === document.activeElement), {
      message: `the heading ${name} should have the focus`,
      timeout: 5_000,
    })
    .toBe(true);
}

describe('keyboard only', () => {
  it('signs in, records a company and its transaction, closes an alert, switches the language and logs out without a mouse', async () => {
    const email = uniqueEmail('klawiatura');
    const api = apiClient(env.server.url, env);
    const token = await api.signUp(email, PASSWORD);
    await api.call(
      'POST',
      '/alerts',
      {
        title: ALERT,
        explanation: 'Trzy wpłaty po 14 900 EUR w ciągu tygodnia.',
        severity: 'high',
      },
      token,
    );
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.server.url}/user/login`);

    // The cookie question answered with Escape, then the sign-in form.
    await shown(page.getByRole('region', { name: 'Cookies' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    await tabTo(page, page.getByLabel('E-mail address'));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });

    // A company, through its form and the confirm-creation step.
    await tabTo(page, navigation.getByRole('link', { name: 'Parties' }));
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Parties');
    await tabTo(page, page.getByRole('link', { name: 'Add party' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Party type'));
    await page.keyboard.press('ArrowDown');
    await choose(page, 'Company');
    await tabTo(page, page.getByLabel('Company name'));
    await page.keyboard.type(COMPANY);
    await tabTo(page, page.getByLabel('Tax ID (NIP)'));
    await page.keyboard.type(NIP);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    const confirmParty = page.getByRole('dialog', { name: 'Confirm creation' });
    await shown(confirmParty.getByText(COMPANY));
    await tabTo(page, confirmParty.getByRole('button', { name: 'Create party' }));
    await page.keyboard.press('Enter');
    await headingFocused(page, COMPANY);

    // Its transaction: a purchase of 5,000 EUR in cash.
    await tabTo(page, navigation.getByRole('link', { name: 'Transactions' }), { back: true });
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Transactions');
    await tabTo(page, page.getByRole('link', { name: 'Add transaction' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Transaction type'));
    await page.keyboard.press('ArrowDown');
    await choose(page, 'Purchase');
    await tabTo(page, page.getByLabel(/^Amount/));
    await page.keyboard.type('5000');
    await tabTo(page, page.getByLabel(/^Currency/));
    await page.keyboard.type('EUR');
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByLabel('Payment method'));
    await page.keyboard.press('ArrowDown');
    await choose(page, 'Cash');
    await tabTo(page, page.getByLabel('Find a party'));
    await page.keyboard.type('Klawisz');
    await shown(page.getByRole('option', { name: new RegExp(COMPANY) }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shown(page.getByRole('list', { name: 'Parties' }).getByText(COMPANY));
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    const confirmTransaction = page.getByRole('dialog', { name: 'Confirm creation' });
    await tabTo(page, confirmTransaction.getByRole('button', { name: 'Create transaction' }));
    await page.keyboard.press('Enter');
    await shown(page.getByText('The transaction has been created'));
    await expect.poll(() => focusedElement(page)).toMatch(/^<h1>/);

    // The alert, taken in hand: its status changes, and the focus goes to the page's heading
    // rather than falling to the body with the button that is gone.
    await tabTo(page, navigation.getByRole('link', { name: /^Alerts/ }), { back: true });
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Alerts');
    await tabTo(page, page.getByRole('link', { name: ALERT }));
    await page.keyboard.press('Enter');
    await headingFocused(page, ALERT);
    await tabTo(page, page.getByRole('button', { name: 'Mark as: In progress' }));
    await page.keyboard.press('Enter');
    const statusDialog = page.getByRole('dialog', { name: 'Change status to: In progress' });
    await shown(statusDialog);
    await page.keyboard.type('Klient poproszony o wyciągi bankowe.');
    await tabTo(page, statusDialog.getByRole('button', { name: 'Change status' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => statusDialog.count()).toBe(0);
    await shown(page.getByRole('button', { name: 'Mark as: Closed – false positive' }));
    await headingFocused(page, ALERT);
    await snapshot(page, 'keyboard-alert-in-progress');

    // The language switch reloads the page in Polish, the focus on its heading again.
    await tabTo(page, page.getByRole('button', { name: 'PL' }), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await shown(page.getByRole('button', { name: 'Oznacz jako: Zamknięty – fałszywy alarm' }));
    await headingFocused(page, ALERT);

    // Logging out: the account menu, its last entry, and the confirmation.
    await tabTo(page, page.getByRole('button', { name: 'Konto' }), { back: true });
    await page.keyboard.press('Enter');
    await shown(page.getByRole('menu'));
    await page.keyboard.press('End');
    await expect.poll(() => focusedElement(page)).toContain('Wyloguj');
    await page.keyboard.press('Enter');
    const logout = page
      .getByRole('dialog')
      .filter({ hasText: 'Czy na pewno chcesz się wylogować?' });
    await tabTo(page, logout.getByRole('button', { name: 'Wyloguj' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/login**');
    await page.close();
  });
});
