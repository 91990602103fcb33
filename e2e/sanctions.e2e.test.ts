import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// The real UN list of the shared folder; fails with where it looked when the folder is missing.
import { sanctionsDataPath } from '../apps/api/src/test/sanctions-test-data.js';
import { logInOnPage, shown, snapshot, snapshotViews, typeDate } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const ADMIN = uniqueEmail('listy.admin');
const env = useE2eEnvironment({
  // The installation's administrator imports the lists; nothing is downloaded from outside.
  env: async () => ({ ADMIN_EMAILS: ADMIN, SANCTIONS_FETCH_ENABLED: 'false' }),
});
const PASSWORD = 'haslo-sankcji-1';
const UN_FILE = sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml');
const NOTE = 'Inna osoba: paszport polski, urodzony w Gdańsku; sprawdzono dokumenty w oddziale.';

async function signedInPage(email: string): Promise<Page> {
  await fetch(`${env.server.url}/int/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await confirmEmail(env, email);
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logInOnPage(page, env.server.url, email, PASSWORD);
  return page;
}

/** The number of new alerts the Alerts entry reads out with its name; 0 when it has none. */
async function alertsBadge(page: Page): Promise<number> {
  const count = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Alerts/ })
    .getByText(/^\d+ new items?$/);
  return (await count.count()) === 0 ? 0 : Number.parseInt((await count.textContent()) ?? '0');
}

describe('sanctions screening', () => {
  it('imports the UN list, finds a listed person, explains the hit, records a false positive, and searches publicly', async () => {
    const url = env.server.url;

    // The administrator imports the UN list through the admin page, reached from the menu.
    const admin = await signedInPage(ADMIN);
    await admin.getByRole('button', { name: 'Account' }).click();
    await admin.getByRole('menuitem', { name: 'Sanctions lists' }).click();
    await shown(admin.getByRole('heading', { name: 'Sanctions lists', level: 1 }));
    await shown(admin.getByText('Scheduled download is off'));
    await admin.locator('input[type="file"]').setInputFiles(UN_FILE);
    await shown(
      admin.getByRole('list', { name: 'Chosen files' }).getByText('UN_consolidated_2026-02-27.xml'),
    );
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await shown(
      admin.getByText('UN Security Council: version 1, 1003 entries (+1003 / ~0 / −0)'),
      60_000,
    );
    const row = admin
      .getByRole('table', { name: 'Sanctions lists and their versions in force' })
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: 'UN Security Council' }) });
    await shown(row.getByRole('cell', { name: '1,003' }));
    await shown(row.getByText('UN_consolidated_2026-02-27.xml'));
    expect(await row.getByRole('cell').first().textContent()).toBe('1');
    await shown(admin.getByText(/UN Security Council, version 1: \d+ of \d+/));
    await snapshot(admin, 'sanctions-lists-imported');
    await admin.close();

    // A team user records a person who is on the UN list.
    const page = await signedInPage(uniqueEmail('sankcje'));
    await page.goto(`${url}/dashboard/parties/create`);
    await page.getByLabel('Party type').click();
    await page.getByRole('option', { name: 'Individual' }).click();
    await page.getByLabel('First name').fill('Jang');
    await page.getByLabel('Last name').fill('Song Chol');
    await typeDate(page, 'Date of birth', '1967-03-12');
    await page.getByLabel('Citizenship').fill('KP');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm creation' })
      .getByRole('button', { name: 'Create party' })
      .click();
    await shown(page.getByRole('heading', { name: 'Jang Song Chol' }));

    // The Sanctions tab shows the UN hit, awaiting a decision.
    await page.getByRole('tab', { name: 'Sanctions' }).click();
    const hits = page.getByRole('list', { name: 'Possible matches on the sanctions lists' });
    const hit = hits
      .getByRole('article')
      .filter({ hasText: 'UN Security Council · entry KPi.056' });
    await shown(hit);
    await shown(hit.getByText('Awaiting decision'));
    // The hit raised an alert: the card names it, and the drawer's badge counts it.
    await shown(hit.getByRole('link', { name: 'Alert: New' }));
    await expect.poll(() => alertsBadge(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const badgeBefore = await alertsBadge(page);
    const card = await hit.textContent();
    expect(card).toContain('Jang Song Chol');
    expect(card).toContain('Strong match');
    await shown(hit.getByText('KP', { exact: true }));
    await shown(hit.getByText('12 Mar 1967', { exact: true }));

    // Why it matched: the names word by word and the date of birth that raised the score.
    await hit.getByRole('button', { name: 'Why it matched' }).click();
    const tokens = hit.getByRole('table', { name: 'Words of the names compared' });
    await shown(tokens);
    expect(await tokens.getByRole('row').count()).toBeGreaterThan(1);
    const qualifiers = hit.getByRole('table', { name: 'Data compared besides the name' });
    await shown(qualifiers.getByRole('cell', { name: 'Date of birth' }));
    await snapshot(page, 'party-sanctions-hit');

    // A false positive needs a note, then shows the decision.
    await hit.getByRole('button', { name: 'False positive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as a false positive' });
    await shown(dialog.getByText(/will not raise an alert again unless the list changes/));
    await dialog.getByRole('button', { name: 'Mark as false positive' }).click();
    await shown(dialog.getByText('Write a note: the decision must be explained.'));
    await dialog.getByLabel('Note').fill(NOTE);
    await dialog.getByRole('button', { name: 'Mark as false positive' }).click();
    // The decision settles the alert it raised: closed, so the badge drops without a reload.
    // By one: the party's risk alert stays open, since its North Korean citizenship makes it
    // non-acceptable whatever the match (a risk alert follows a decision on a hit only when
    // the match was all it was raised for: docs/risk-rules.md).
    await shown(page.getByText('The hit has been marked a false positive and its alert closed'));
    await shown(hit.getByText('False positive', { exact: true }));
    await shown(hit.getByText(NOTE));
    expect(await hit.getByText('Awaiting decision').count()).toBe(0);
    const settled = hit.getByRole('link', { name: 'Alert: Closed – false positive' });
    await shown(settled);
    await expect.poll(() => alertsBadge(page), { timeout: 15_000 }).toBe(badgeBefore - 1);
    await snapshotViews(page, 'party-sanctions-false-positive', (lang) =>
      page.getByText(
        lang === 'en' ? 'Alert: Closed – false positive' : 'Alert: Zamknięty – fałszywy alarm',
      ),
    );

    // The alert page says the same: closed with the note, by whom, and the hit's decision.
    await page
      .getByRole('list', { name: 'Possible matches on the sanctions lists' })
      .getByRole('link', { name: 'Alert: Closed – false positive' })
      .click();
    await shown(page.getByRole('heading', { name: 'Possible sanctions match: Jang Song Chol' }));
    await shown(page.getByText('Closed – false positive').first());
    const resolution = page.getByRole('alert').filter({ hasText: 'Resolution' });
    await shown(resolution.getByText(NOTE));
    const history = page.getByRole('list', { name: 'Status history' });
    await shown(history.getByText('New → Closed – false positive'));
    await shown(history.getByText(NOTE));
    const related = page.getByRole('list', { name: 'Related records' });
    await shown(related.getByText('Marked a false positive by'));
    expect(await page.getByRole('button', { name: /^Mark as: Closed/ }).count()).toBe(0);
    await snapshotViews(page, 'alert-settled-by-hit', (lang) =>
      page
        .getByRole('list', { name: lang === 'en' ? 'Related records' : 'Powiązane rekordy' })
        .getByText(
          lang === 'en' ? 'Marked a false positive by' : 'Oznaczone jako fałszywe trafienie przez',
        ),
    );

    // The other way: closing an alert as a false positive on the alert page decides its hits.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const created = await fetch(`${url}/int/parties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        type: 'individual',
        first_name: 'Eric',
        last_name: 'Badege',
        birth_date: '1971-06-01',
        citizenships: ['CD'],
      }),
    });
    const eric = (await created.json()).party.code as string;
    await page.goto(`${url}/dashboard/parties/${eric}?tab=sanctions`);
    await page
      .getByRole('list', { name: 'Possible matches on the sanctions lists' })
      .getByRole('link', { name: 'Alert: New' })
      .first()
      .click();
    await shown(page.getByRole('heading', { name: 'Possible sanctions match: Eric Badege' }));
    const before = await alertsBadge(page);
    const CLOSING = 'Klient okazał dowód osobisty: obywatel polski, inna data urodzenia.';
    const openClosing = async (lang: 'en' | 'pl') => {
      await page
        .getByRole('button', {
          name:
            lang === 'en'
              ? 'Mark as: Closed – false positive'
              : 'Oznacz jako: Zamknięty – fałszywy alarm',
        })
        .click();
      await shown(
        page
          .getByRole('dialog')
          .getByText(
            lang === 'en'
              ? /also marks the alert's (\d+ )?undecided sanctions hits? /
              : /oznaczy też .*nierozstrzygnięt/,
          ),
      );
    };
    await openClosing('en');
    await snapshotViews(page, 'alert-closing-decides-hits', async (lang) => {
      if (await page.getByRole('dialog').isVisible()) return;
      await openClosing(lang);
      // The dialog fades in: the picture is taken once it has.
      await page.waitForTimeout(400);
    });
    const closing = page.getByRole('dialog');
    await closing.getByLabel('Resolution note').fill(CLOSING);
    await closing.getByRole('button', { name: 'Change status' }).click();
    await shown(page.getByText('Closed – false positive').first());
    // By one again: Eric Badege's Congolese citizenship keeps his risk alert open.
    await expect.poll(() => alertsBadge(page), { timeout: 15_000 }).toBe(before - 1);
    await page.getByRole('link', { name: 'Eric Badege', exact: true }).click();
    await page.getByRole('tab', { name: 'Sanctions' }).click();
    const decidedHit = page
      .getByRole('list', { name: 'Possible matches on the sanctions lists' })
      .getByRole('article')
      .first();
    await shown(decidedHit.getByText('False positive', { exact: true }));
    await shown(decidedHit.getByText(CLOSING));
    await shown(decidedHit.getByRole('link', { name: 'Alert: Closed – false positive' }));
    expect(await page.getByText('Awaiting decision').count()).toBe(0);
    await snapshot(page, 'party-sanctions-decided-from-alert');
    await page.close();

    // Anyone may search the lists on the public page, without logging in.
    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${url}/sanction-list-search`);
    await visitor.getByRole('button', { name: 'Accept all' }).click();
    await shown(visitor.getByRole('heading', { name: 'Sanction list search' }));
    await shown(
      visitor
        .getByRole('list', { name: 'Lists searched' })
        .getByText(/UN Security Council: version 1 of/),
    );
    await visitor.getByLabel('Name').fill('Eric Badege');
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    const results = visitor.getByRole('list', { name: 'Names found on the lists' });
    await shown(results.getByRole('heading', { name: /badege/i }));
    expect(await results.textContent()).toMatch(/UN Security Council · entry /);
    await snapshot(visitor, 'public-sanction-search');
    await visitor.close();
  });
});
