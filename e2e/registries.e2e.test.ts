import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_COMPANIES,
  startLoopbackRegistries,
  type LoopbackRegistries,
} from '../apps/api/src/modules/registries/index.js';
import { apiClient } from './support/api.js';
import { logInOnPage, shown, snapshotViews } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

/**
 * Onboarding a company from one NIP (issue 31), against the loopback registries: the form fills
 * in from REGON, KRS and the White List; the beneficial owners tab compares CRBR with the
 * owners recorded and offers the discrepancy notice; the registries scan produces a report
 * whose PDF is downloaded.
 */
let registries: LoopbackRegistries;
const env = useE2eEnvironment({
  env: async () => {
    registries = await startLoopbackRegistries();
    return registries.env;
  },
});
afterAll(() => registries?.close());
const PASSWORD = 'haslo-rejestrow-publicznych';
const KANTOR = FIXTURE_COMPANIES.find((company) => company.key === 'kantor')!;
const FENIKS = FIXTURE_COMPANIES.find((company) => company.key === 'in-liquidation')!;

async function pdfTextOf(file: string) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('registries', () => {
  it('fills a company from its NIP, shows the CRBR discrepancy and stores a scan report', async () => {
    const url = env.server.url;
    const email = uniqueEmail('rejestry');
    const api = apiClient(url, env);
    const token = await api.signUp(email, PASSWORD);
    const page = await env.browser.newPage({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await logInOnPage(page, url, email, PASSWORD);

    // One NIP fills the company in.
    await page.goto(`${url}/dashboard/parties/create`);
    await page.getByLabel('Party type').click();
    await page.getByRole('option', { name: 'Company' }).click();
    await shown(page.getByLabel('Company name'));
    await page.getByLabel('Tax ID (NIP)').fill(KANTOR.nip);
    await expect.poll(() => page.getByLabel('Tax ID (NIP)').inputValue()).toBe(KANTOR.nip);
    await page.getByRole('button', { name: 'Fill from registries' }).click();
    const review = page.getByRole('dialog', { name: 'Data from the registries' });
    await shown(review.getByText(KANTOR.name).first());
    await shown(review.getByText(/KRS, /).first());
    await shown(review.getByText('Board members in KRS'));
    await shown(review.getByText('Beneficial owners in CRBR'));
    await shown(review.getByText(/Andrzej Nowak/).first());
    // A reload empties the form: each view asks the registries again.
    await snapshotViews(page, 'registries-autofill', async (lang) => {
      const pl = lang === 'pl';
      await page.getByLabel(pl ? 'Rodzaj podmiotu' : 'Party type').click();
      await page.getByRole('option', { name: pl ? 'Spółka' : 'Company' }).click();
      const nip = page.getByLabel(pl ? 'NIP' : 'Tax ID (NIP)', { exact: true });
      await nip.fill(KANTOR.nip);
      await expect.poll(() => nip.inputValue()).toBe(KANTOR.nip);
      await page
        .getByRole('button', { name: pl ? 'Uzupełnij z rejestrów' : 'Fill from registries' })
        .click();
      await shown(
        page
          .getByRole('dialog', { name: pl ? 'Dane z rejestrów' : 'Data from the registries' })
          .getByText(/KRS, /),
      );
    });
    await review.getByRole('button', { name: /^Fill in \d+ fields?$/ }).click();
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe(KANTOR.name);
    await expect.poll(() => page.getByLabel('City').first().inputValue()).toBe('Warszawa');
    await expect.poll(() => page.getByLabel('REGON').inputValue()).toBe(KANTOR.regon);
    await expect.poll(() => page.getByLabel('Legal form').inputValue()).toBe(KANTOR.legal_form);
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm creation' });
    await confirm.getByRole('button', { name: 'Create party' }).click();
    await shown(page.getByRole('heading', { name: KANTOR.name }));
    const party = new URL(page.url()).pathname.split('/').pop()!;

    // One owner recorded with another share than in CRBR, the other not recorded at all.
    const jan = KANTOR.beneficial_owners![0]!;
    await api.call(
      'POST',
      `/parties/${party}/beneficiaries`,
      {
        first_name: jan.first_name,
        last_name: jan.last_name,
        pesel: jan.pesel,
        citizenships: ['PL'],
        share: '50',
      },
      token,
    );
    await page.reload();
    await page.getByRole('tab', { name: /Beneficial owners/ }).click();
    await page.getByRole('button', { name: 'Check in CRBR' }).first().click();
    await page
      .getByRole('dialog', { name: 'Check in CRBR?' })
      .getByRole('button', { name: 'Check in CRBR' })
      .click();
    await shown(
      page.getByText(/CRBR differs from the beneficial owners recorded here in 2 entries/),
    );
    await shown(page.getByText('Only in CRBR'));
    const [notice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download discrepancy notice (PDF)' }).click(),
    ]);
    const noticeText = await pdfTextOf(await notice.path());
    expect(noticeText).toContain('Nowak');
    expect(noticeText).toContain('61a');

    // The registries scan of a company in liquidation: its red flags, stored and downloaded.
    await page.goto(`${url}/dashboard/tools?tab=registries-skan`);
    await page.getByLabel('NIP, REGON or KRS').fill(FENIKS.nip);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await shown(page.getByText(/In liquidation/).first());
    await shown(page.getByText(/No beneficial owners registered in CRBR|CRBR/).first());
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).first().click(),
    ]);
    const reportText = await pdfTextOf(await report.path());
    expect(reportText).toContain('FENIKS');
    expect(reportText).toContain(FENIKS.nip);
    const stored = await api.call<{ total: number }>(
      'GET',
      '/registries-reports',
      undefined,
      token,
    );
    expect(stored.total).toBe(1);
    expect(registries.requests.some((request) => request.registry === 'crbr')).toBe(true);
    await page.close();
  });
});
