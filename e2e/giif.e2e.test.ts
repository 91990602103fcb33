import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  makeTestCertificate,
  signXadesEnveloped,
} from '../apps/api/src/engines/signatures/test-signing.js';
import { apiClient } from './support/api.js';
import { readyForGiif } from './support/giif.js';
import { logInOnPage, shown, snapshotViews } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

/**
 * A threshold report to GIIF from the queue to GIIF's "loaded" (issue 32): a 70,000 PLN cash
 * payment appears in the queue with its deadline, its missing data is completed, the file is
 * built and its XML downloaded, a signed file is uploaded and verified, GIIF's answer is
 * recorded with its receipt, and the transaction leaves the queue.
 */
const ADMIN = uniqueEmail('giif');
const env = useE2eEnvironment({ env: async () => ({ ADMIN_EMAILS: ADMIN }) });
const PASSWORD = 'haslo-raportow-giif';
const NIP = '5261040828';

describe('reports to GIIF', () => {
  it('files a 70,000 PLN cash payment and sees it leave the queue once loaded', async () => {
    const url = env.server.url;
    const api = apiClient(url, env);
    const token = await api.signUp(ADMIN, PASSWORD);
    await readyForGiif(api, token, {
      name: 'Biuro Rachunkowe Złoty Róg Sp. z o.o.',
      institution_type: 'accounting_office',
      nip: NIP,
      email: 'anna@zlotyrog.pl',
    });
    // The customer as recorded at the counter: name and PESEL, no document, no address.
    const { party } = await api.call<{ party: { code: string } }>(
      'POST',
      '/parties',
      {
        type: 'individual',
        first_name: 'Grzegorz',
        last_name: 'Brzęczyszczykiewicz',
        pesel: '80010112340',
        citizenships: ['PL'],
      },
      token,
    );
    const transaction = await api.call<{ code: string; giif_report: { due_on: string } | null }>(
      'POST',
      '/transactions',
      {
        type: 'other',
        amount: '70000.00',
        currency: 'PLN',
        booked_at: new Date().toISOString(),
        payment_method: 'cash',
        description: 'Wpłata gotówkowa na poczet faktury FV/2026/11/045',
        parties: [{ party_code: party.code, role: 'ordering' }],
      },
      token,
    );
    expect(transaction.giif_report).not.toBeNull();

    const page = await env.browser.newPage({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await logInOnPage(page, url, ADMIN, PASSWORD);

    // The queue shows it with its deadline and what its report lacks.
    await page.goto(`${url}/dashboard/giif-transaction`);
    const row = page.getByRole('row').filter({ hasText: transaction.code });
    await shown(row);
    await shown(row.getByText(/\d+ days? left/));
    await shown(row.getByText(/data missing/));
    // A phone shows cards rather than the grid's rows.
    await snapshotViews(page, 'giif-overview', () => page.getByText(transaction.code).first());

    // Its report tab lists the missing data; the kind and channel are chosen there, the
    // customer's document and address completed on the party.
    await page.goto(`${url}/dashboard/transactions/${transaction.code}?tab=giif`);
    await shown(page.getByText('What is missing'));
    await shown(page.getByText(/Choose the kind/i).first());
    await shown(page.getByText(/^Grzegorz Brzęczyszczykiewicz: /).first());
    // A phone shows a card an issue rather than a table scrolled sideways.
    await snapshotViews(page, 'giif-report-issues', (lang) =>
      page.getByText(lang === 'pl' ? 'Czego brakuje' : 'What is missing'),
    );
    await page.getByLabel('Kind of transaction').click();
    await page.getByRole('option', { name: 'Cash deposit', exact: true }).click();
    await page.getByLabel('How the order was given').click();
    await page.getByRole('option', { name: 'At the branch' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await api.call(
      'PATCH',
      '/parties',
      {
        code: party.code,
        document: { type: 'id_card', number: 'ABC123456', expiry_date: '2031-05-01' },
        accommodation_address: {
          country: 'PL',
          city: 'Łódź',
          street: 'Zgierska',
          postal_code: '91-002',
          house_number: '7',
        },
      },
      token,
    );
    await page.reload();
    await shown(page.getByText('Complete: nothing is missing for the report.'));
    await snapshotViews(page, 'giif-report-tab', (lang) =>
      page.getByText(lang === 'pl' ? 'Dane zgłoszenia' : 'Report details'),
    );
    // The data sheet for keying it into GIIF's form by hand, in the reader's language.
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Data sheet for manual entry (PDF)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe(`GIIF-sheet-${transaction.code}-en.pdf`);
    expect((await readFile((await sheet.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The queue of cash reports builds the file.
    await page.goto(`${url}/dashboard/giif/transaction/cash`);
    await page.getByRole('row').filter({ hasText: transaction.code }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Build file' }).click();
    await shown(page.getByRole('heading', { name: /^File / }));
    await shown(page.getByText('No issues: the file passed the checks.'));
    await shown(page.getByText(/no official GIIF schema of this template was installed/));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XML' }).click(),
    ]);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain(`nipIO="${NIP}"`);
    expect(xml).toContain(`<IdentyfikatorTr>${NIP}-`);
    expect(xml).toContain('<Nazwisko>Brzęczyszczykiewicz</Nazwisko>');

    // The officer signs it with their qualified signature and uploads it.
    const signer = await makeTestCertificate({
      commonName: 'Anna Kowalska',
      serialNumber: 'PNOPL-80010112345',
    });
    const signed = await signXadesEnveloped(xml, signer);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload signed file' }).click(),
    ]);
    await chooser.setFiles({
      name: 'giif-podpisany.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(signed),
    });
    await shown(page.getByText('The signature covers the exported XML unchanged.'));
    await shown(page.getByText('Anna Kowalska'));
    await snapshotViews(page, 'giif-file-signed', () =>
      page.getByText(/The signature covers the exported XML unchanged|Podpis obejmuje/),
    );

    // GIIF's answer, read on its website: loaded (R), with its receipt.
    await page.getByRole('radio', { name: /Loaded \(R\)/ }).check();
    await page
      .getByLabel("GIIF's reference (optional)")
      .fill('R – Transakcje z pliku zostały wczytane');
    const [receipt] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose the file' }).click(),
    ]);
    await receipt.setFiles({
      name: 'UPO.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from('<UPO>R</UPO>'),
    });
    await page.getByRole('button', { name: 'Record the answer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record the answer' }).click();
    await shown(page.getByText('GIIF loaded the file: its transactions have left the queue.'));
    await shown(page.getByText('Receipt: UPO.xml'));
    await snapshotViews(page, 'giif-file-loaded', () => page.getByText(/UPO\.xml/));

    await page.goto(`${url}/dashboard/giif-transaction`);
    await shown(page.getByText('No transaction is waiting to be reported.'));
  });
});
