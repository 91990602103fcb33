import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { logInOnPage, shown, snapshotViews } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-srodkow-bezpieczenstwa';
const COMPANY = 'Dom Aukcyjny „Rzeczpospolita” Sp. z o.o.';

type Measure = { code: string; key: string; status: string };

describe('customer due diligence', () => {
  it('gives a company with a PEP beneficial owner enhanced measures, settles them with evidence and the approval, and downloads the PDF', async () => {
    const url = env.server.url;
    const email = uniqueEmail('sbf');
    const api = apiClient(url, env);
    const token = await api.signUp(email, PASSWORD);
    const party = await api.company(token, COMPANY);
    await api.call(
      'POST',
      `/parties/${party}/beneficiaries`,
      { first_name: 'Jan', last_name: 'Kowalski', pesel: '44051401359', share: '60', pep: true },
      token,
    );
    // The measures the officer settles by hand below are left; the rest are settled here.
    const cdd = await api.call<{ in_progress: string }>(
      'GET',
      `/parties/${party}/customer-due-diligence-executions`,
      undefined,
      token,
    );
    const { measures, kind } = await api.call<{ measures: Measure[]; kind: string }>(
      'GET',
      `/customer-due-diligence-executions/${cdd.in_progress}`,
      undefined,
      token,
    );
    expect(kind).toBe('enhanced');
    for (const measure of measures) {
      if (['verify_customer', 'senior_management_approval'].includes(measure.key)) continue;
      await api.call(
        'PATCH',
        `/customer-due-diligence-measure/${measure.code}`,
        measure.key === 'high_risk_third_country'
          ? {
              status: 'not_applicable',
              reason: 'Klient i beneficjent mają siedzibę i miejsce zamieszkania w Polsce',
            }
          : { status: 'done', note: 'Sprawdzono' },
        token,
      );
    }

    const page = await env.browser.newPage({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await logInOnPage(page, url, email, PASSWORD);
    await page.goto(`${url}/dashboard/parties/${party}`);
    await page.getByRole('tab', { name: 'Due diligence' }).click();
    await page.getByRole('link', { name: 'Open the execution in progress' }).click();
    await shown(page.getByRole('listitem', { name: /Establishing the source of funds/ }));

    // The identity check, with the scanned ID card as its evidence.
    const scan = Buffer.from(`%PDF-1.4 skan dowodu osobistego ${'x'.repeat(2_000)}`);
    const verify = page.getByRole('listitem', { name: /Verification of the customer's identity/ });
    await verify.getByRole('button', { name: /Attachments \(0\)/ }).click();
    await verify.getByRole('button', { name: 'Add file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add file' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'dowód Jana Kowalskiego.pdf',
      mimeType: 'application/pdf',
      buffer: scan,
    });
    await dialog.getByLabel('Description').fill('Dowód osobisty, obie strony');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await shown(page.getByText('Attachment added'));
    await verify.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Done' }).click();
    await shown(page.getByText(/status saved/).first());

    // Senior management approval: a team admin's (the owner of this profile is its admin).
    const approval = page.getByRole('listitem', { name: /Approval of senior management/ });
    await shown(approval.getByText('Admin only'));
    await approval.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Done' }).click();
    await shown(approval.getByText(/Done by/));
    await snapshotViews(page, 'cdd-execution', (lang) =>
      page.getByRole('heading', { name: lang === 'pl' ? 'Środki' : 'Measures' }),
    );

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Complete due diligence' });
    await confirm.getByRole('button', { name: 'Complete' }).click();
    await shown(page.getByText('Due diligence completed: the next review date is set'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cdd-${cdd.in_progress}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const extracted = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    // Long values wrap over lines.
    const text = extracted.text.replace(/\s+/g, ' ');
    expect(text).toContain(COMPANY);
    expect(text).toContain('Senior management approval');
    expect(text).toContain('Klient i beneficjent mają siedzibę i miejsce zamieszkania w Polsce');
    expect(text).toContain('dowód Jana Kowalskiego.pdf');
    expect(text).toContain(createHash('sha256').update(scan).digest('hex'));
    await page.close();
  });
});
