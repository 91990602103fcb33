import { makePesel } from '@aml/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInOnPage, shown, snapshot, snapshotViews, typeDate } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-rejestru';
const COMPANY = 'Galeria Sztuki Zażółć Sp. z o.o.';
const NIP = '5261040828';
const LEGAL_FORM = 'spółka z ograniczoną odpowiedzialnością';

async function signedInPage(email: string): Promise<Page> {
  await fetch(`${env.server.url}/int/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await confirmEmail(env, email);
  const page = await env.browser.newPage({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await logInOnPage(page, env.server.url, email, PASSWORD);
  return page;
}

/** 100 individuals as Excel saves them in Poland: semicolons, Windows-1250; rows 10, 50, 90 bad. */
function registerCsv(): Buffer {
  const lines = ['first_name;last_name;pesel;birth_date;address_city'];
  for (let n = 1; n <= 100; n += 1) {
    const born = `1970-03-${String(1 + (n % 28)).padStart(2, '0')}`;
    const pesel = n === 10 ? '85071212148' : makePesel(born, 2000 + n);
    const last = n === 50 ? '' : `Wiśniewska ${n}`;
    const date = n === 90 ? '1970-02-31' : born;
    lines.push(`Małgorzata;${last};${pesel};${date};Łódź`);
  }
  const text = `${lines.join('\r\n')}\r\n`;
  // Windows-1250 for the few Polish letters used, ASCII for the rest.
  const cp1250: Record<string, number> = { ł: 0xb3, ś: 0x9c, Ł: 0xa3, ó: 0xf3, ź: 0x9f };
  return Buffer.from([...text].map((char) => cp1250[char] ?? char.charCodeAt(0)));
}

describe('the customer register', () => {
  it('keeps a company with its people, finds it by NIP, imports a CSV and hands out a PDF', async () => {
    const page = await signedInPage(uniqueEmail('register'));
    const url = env.server.url;

    await page.goto(`${url}/dashboard/parties`);
    await shown(page.getByText('No parties yet. Add the first one or import a CSV file.'));

    // A company, created through the form and its confirm-creation step.
    await page.getByRole('link', { name: 'Add party' }).click();
    await page.getByLabel('Party type').click();
    await page.getByRole('option', { name: 'Company' }).click();
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByLabel('Tax ID (NIP)').fill('526-104-08-29');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('This is not a valid NIP', { exact: false }));
    await page.getByLabel('Tax ID (NIP)').fill(NIP);
    await page.getByLabel('Legal form').fill(LEGAL_FORM);
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm creation' });
    await shown(confirm.getByText(COMPANY));
    await snapshot(page, 'party-confirm-creation');
    await confirm.getByRole('button', { name: 'Create party' }).click();
    await shown(page.getByRole('heading', { name: COMPANY }));
    const code = page.url().split('/').pop()!;
    // Said once: a reload does not say it again.
    await shown(page.getByText('The party has been created'));
    await page.reload();
    await shown(page.getByRole('heading', { name: COMPANY }));
    expect(await page.getByText('The party has been created').count()).toBe(0);
    // The legal form, kept for its reports to GIIF, among the company's data.
    await shown(page.getByText(LEGAL_FORM));
    await snapshotViews(page, 'party-company-data', (lang) =>
      page.getByText(lang === 'pl' ? 'Forma prawna' : 'Legal form'),
    );

    // Two beneficial owners and a board member.
    await page.getByRole('tab', { name: 'Beneficial owners (0)' }).click();
    for (const [first, last, share, pesel] of [
      ['Jan', 'Kowalski', '60', '44051401359'],
      ['Ewa', 'Łęcka', '40', makePesel('1980-03-12', 2001)],
    ] as const) {
      await page.getByRole('button', { name: 'Add beneficial owner' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('First name').fill(first);
      await dialog.getByLabel('Last name').fill(last);
      await dialog.getByLabel('PESEL').fill(pesel);
      await dialog.getByLabel('Share (%)').fill(share);
      await dialog.getByRole('button', { name: 'Add beneficial owner' }).click();
      await shown(page.getByRole('rowheader', { name: `${first} ${last}` }));
    }
    await shown(page.getByRole('tab', { name: 'Beneficial owners (2)' }));
    await page.getByRole('tab', { name: 'Board members (0)' }).click();
    await page.getByRole('button', { name: 'Add board member' }).first().click();
    const board = page.getByRole('dialog');
    await board.getByLabel('First name').fill('Anna');
    await board.getByLabel('Last name').fill('Nowak');
    await typeDate(board, 'Date of birth', '1975-02-03');
    await board.getByLabel('Function').fill('Prezes Zarządu');
    await board.getByRole('button', { name: 'Add board member' }).click();
    await shown(page.getByRole('cell', { name: 'Prezes Zarządu' }));
    await snapshot(page, 'party-board-members');

    // An edit, confirmed, and recorded in the history.
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.getByLabel('Legal form').inputValue()).toBe(LEGAL_FORM);
    await snapshotViews(page, 'party-company-form', async (lang) => {
      await page.getByRole('button', { name: lang === 'pl' ? 'Edytuj' : 'Edit' }).click();
      await shown(page.getByLabel(lang === 'pl' ? 'Forma prawna' : 'Legal form'));
    });
    await page.getByLabel('REGON').fill('012100784');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to save the changes?' })
      .getByRole('button', { name: 'Save' })
      .click();
    await shown(page.getByText('Data has been updated successfully'));
    await shown(page.getByText('012100784'));
    await page.getByRole('tab', { name: 'History' }).click();
    await shown(page.getByText(/changed REGON/));

    // Found by its tax id in the list.
    await page.goto(`${url}/dashboard/parties`);
    await page.getByLabel('Search').fill(NIP);
    await page.getByLabel('Search').press('Enter');
    // The name is cut at 20 characters on screen; the link holds it whole, as its name.
    const row = page.getByRole('link', { name: COMPANY });
    await shown(row);
    expect(await row.textContent()).toBe(COMPANY);
    expect(await row.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true);
    await shown(page.getByText('Displaying 1–1 of 1'));
    await snapshot(page, 'parties-list');

    // The register kept in Excel: checked first, then imported, three rows refused.
    await page.goto(`${url}/dashboard/parties/csv`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'rejestr-klientow.csv',
      mimeType: 'text/csv',
      buffer: registerCsv(),
    });
    await shown(
      page.getByText(
        '100 rows checked: 97 can be imported, 0 duplicates will be skipped, 3 have errors.',
      ),
    );
    await shown(page.getByRole('cell', { name: /pesel: This is not a valid PESEL/ }));
    await page.getByRole('button', { name: 'Import 97 rows' }).click();
    await shown(
      page.getByText(
        'Import finished: 97 parties created, 0 duplicates skipped, 3 rows with errors not imported.',
      ),
    );
    await snapshot(page, 'parties-import-report');
    await page.goto(`${url}/dashboard/parties?text=Wi%C5%9Bniewska`);
    await shown(page.getByText('Displaying 1–25 of 97'));

    // The PDF of the company, in the user's language.
    await page.goto(`${url}/dashboard/parties/${code}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`party-${code}.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const pdf = await readFile(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain(COMPANY);
    expect(text).toContain('Łęcka');
    expect(text).toContain('Prezes Zarządu');
  });
});
