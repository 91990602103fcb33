import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { logInOnPage, shown, snapshotViews } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-zalacznikow';

/**
 * A scanned ID card as a scanner saves it: a small PDF with an image stream of noise, so the
 * bytes are not text and any change to them shows.
 */
function scannedIdPdf(): Buffer {
  const scan = Buffer.alloc(48_000);
  for (let i = 0; i < scan.length; i += 1) scan[i] = (i * 7919 + (i >> 3)) % 251;
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 120]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>endobj\n' +
      `4 0 obj<</Type/XObject/Subtype/Image/Width 200/Height 80/ColorSpace/DeviceRGB/BitsPerComponent 8/Length ${scan.length}>>stream\n`,
    'latin1',
  );
  const tail = Buffer.from(
    '\nendstream endobj\n5 0 obj<</Length 28>>stream\nq 200 0 0 80 0 20 cm /Im0 Do Q\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  return Buffer.concat([head, scan, tail]);
}

describe('attachments', () => {
  it('attaches a scanned ID to a party, lists it, downloads the same bytes and deletes it', async () => {
    const url = env.server.url;
    const email = uniqueEmail('zalaczniki');
    const api = apiClient(url, env);
    const token = await api.signUp(email, PASSWORD);
    const { party } = await api.call<{ party: { code: string } }>(
      'POST',
      '/parties',
      { type: 'individual', first_name: 'Małgorzata', last_name: 'Wiśniewska' },
      token,
    );
    const page = await env.browser.newPage({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await logInOnPage(page, url, email, PASSWORD);
    await page.goto(`${url}/dashboard/parties/${party.code}`);
    await page.getByRole('tab', { name: 'Attachments' }).click();
    await shown(page.getByText('No attachments found'));

    const scan = scannedIdPdf();
    await page.getByRole('button', { name: 'Add file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add file' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'dowód osobisty — skan.pdf',
      mimeType: 'application/pdf',
      buffer: scan,
    });
    await dialog.getByLabel('Description').fill('Dowód osobisty, obie strony');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await shown(page.getByText('Attachment added'));
    const row = page.getByRole('row', { name: /dowód osobisty — skan\.pdf/ });
    await shown(row);
    await shown(row.getByText('Dowód osobisty, obie strony'));
    await shown(row.getByText(`${(scan.length / 1024).toFixed(1)} KB`));
    await snapshotViews(page, 'party-attachments', (lang) =>
      page.getByRole('tab', { name: lang === 'pl' ? 'Załączniki' : 'Attachments' }).click(),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download dowód osobisty — skan.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('dowód osobisty — skan.pdf');
    expect(await readFile(await download.path())).toEqual(scan);

    await page.getByRole('button', { name: 'Delete dowód osobisty — skan.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the attachment?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await shown(page.getByText('Attachment removed'));
    await shown(page.getByText('No attachments found'));

    // On a phone, the settings opened on a late tab show that tab, not the first ones.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboard/settings?tab=storage`);
    const tab = page.getByRole('tab', { name: 'Storage' });
    await shown(tab);
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        // Clear of the 40 px scroll buttons at either end of the row.
        return box !== null && box.x >= 40 && box.x + box.width <= 350;
      })
      .toBe(true);
    await page.close();
  });
});
