import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { logInOnPage, shown, snapshotViews } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

/**
 * The team's reports (issue 32): the due diligence a new customer starts is listed at
 * /dashboard/reports among the team's reports, with its status, and its PDF, made on demand,
 * downloads from its row.
 */
const env = useE2eEnvironment();
const PASSWORD = 'haslo-raportow-zespolu';
const COMPANY = 'Pracownia Złotnicza „Bursztyn” Sp. z o.o.';

describe("the team's reports", () => {
  it('lists the due diligence of a new customer with its status and downloads its PDF', async () => {
    const url = env.server.url;
    const email = uniqueEmail('raporty');
    const api = apiClient(url, env);
    const token = await api.signUp(email, PASSWORD);
    const party = await api.company(token, COMPANY);
    const { in_progress: execution } = await api.call<{ in_progress: string }>(
      'GET',
      `/parties/${party}/customer-due-diligence-executions`,
      undefined,
      token,
    );

    const page = await env.browser.newPage({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await logInOnPage(page, url, email, PASSWORD);
    await page.goto(`${url}/dashboard/reports`);
    const title = new RegExp(`^(Simplified|Standard|Enhanced) due diligence: ${COMPANY}$`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await shown(row);
    await shown(row.getByText('Due diligence', { exact: true }));
    await shown(row.getByText('In progress'));
    await expect
      .poll(() => row.getByRole('link', { name: title }).getAttribute('href'))
      .toBe(`/dashboard/customer-due-diligence/${execution}`);
    // A phone shows cards rather than the grid's rows.
    await snapshotViews(page, 'reports', (lang) =>
      page.getByText(lang === 'pl' ? 'W toku' : 'In progress'),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download the PDF of / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cdd-${execution}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain(COMPANY);
    await page.close();
  });
});
