import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { art74Deadline } from '../apps/api/src/modules/giif-notifications/clocks.js';
import { apiClient } from './support/api.js';
import { readyForGiif } from './support/giif.js';
import { logInOnPage, shown, snapshotViews, typeDate } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

/**
 * Notifications to GIIF (art. 74 and 86) as the officer files them: from a 70,000 PLN cash
 * payment's page an art. 86 notification is drafted, which holds the transaction; it is marked
 * sent with GIIF's time of receipt, its 24-hour hold extended to 96 hours, its PDF downloaded,
 * and the transaction cannot be accepted meanwhile. An art. 74 notification made from the list
 * shows its deadline of two business days.
 */
const ADMIN = uniqueEmail('zawiadomienia');
const env = useE2eEnvironment({ env: async () => ({ ADMIN_EMAILS: ADMIN }) });
const PASSWORD = 'haslo-zawiadomien-giif';
const ZONE = 'Europe/Warsaw';
const HOUR = 3_600_000;
const JUSTIFICATION =
  'Klient zażądał wypłaty całej kwoty gotówką tuż po wpłacie; źródła środków nie wyjaśnił, ' +
  'a pełnomocnik unikał odpowiedzi na pytania o cel transakcji.';
const ART74_JUSTIFICATION =
  'Seria wpłat gotówkowych poniżej progu od różnych osób na rzecz tej samej spółki; ' +
  'właściciel nie wskazał ich źródła.';

/** A moment as the pickers take it in Warsaw (YYYY-MM-DDTHH:mm), the browser's time zone. */
const warsawInput = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');

/** A moment as the English screens show it ("29 Nov 2026, 12:05"). */
const shownAt = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE })
    .format(at)
    .replace(/\s/g, ' ');

/** The minute a moment falls in: the pickers count minutes. */
const toMinute = (at: number) => new Date(Math.floor(at / 60_000) * 60_000);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pdfTextOf(file: string) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/**
 * Waits until the page's transitions have ended (a dialog fading in, a menu fading out), so
 * that a screenshot shows the screen as it stays. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Chooses `option` of the select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('notifications to GIIF', () => {
  it(
    'holds a transaction under art. 86 until GIIF’s hold ends, and counts art. 74’s deadline',
    async () => {
      const url = env.server.url;
      const api = apiClient(url, env);
      const token = await api.signUp(ADMIN, PASSWORD);
      await readyForGiif(api, token, {
        name: 'Kantor Pod Złotą Wagą Sp. z o.o.',
        institution_type: 'currency_exchange',
        nip: '5261040828',
        email: 'anna@waga.pl',
      });
      // The customer with every piece of data art. 36 asks of a person.
      const { party } = await api.call<{ party: { code: string } }>(
        'POST',
        '/parties',
        {
          type: 'individual',
          first_name: 'Grzegorz',
          last_name: 'Brzęczyszczykiewicz',
          pesel: '80010112340',
          citizenships: ['PL'],
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
      const transaction = await api.call<{ code: string; status: string }>(
        'POST',
        '/transactions',
        {
          type: 'other',
          amount: '70000.00',
          currency: 'PLN',
          booked_at: new Date().toISOString(),
          payment_method: 'cash',
          description: 'Wpłata gotówkowa z prośbą o natychmiastową wypłatę',
          parties: [{ party_code: party.code, role: 'ordering' }],
        },
        token,
      );
      expect(transaction.status).toBe('draft');

      const page = await env.browser.newPage({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
        timezoneId: ZONE,
      });
      await logInOnPage(page, url, ADMIN, PASSWORD);

      // No notification yet: the list says how to make one; the administrator names readers.
      await page.goto(`${url}/dashboard/giif-notifications`);
      await shown(page.getByText(/No notifications yet/));
      await shown(page.getByRole('heading', { name: 'Who sees notifications' }));
      await snapshotViews(page, 'giif-notifications-empty', (lang) =>
        page.getByText(lang === 'pl' ? 'Kto widzi zawiadomienia' : 'Who sees notifications'),
      );

      // A party's page offers it too, with the party named.
      await page.goto(`${url}/dashboard/parties/${party.code}`);
      await page.getByRole('button', { name: 'More actions' }).click();
      await expect
        .poll(() => page.getByRole('menuitem', { name: 'Notify GIIF' }).getAttribute('href'))
        .toBe(`/dashboard/giif-notifications/new?party=${party.code}`);

      // From the transaction's page: Notify GIIF opens the form with the transaction named.
      await page.goto(`${url}/dashboard/transactions/${transaction.code}`);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Notify GIIF' }).click();
      await page.waitForURL(`**/dashboard/giif-notifications/new?transaction=${transaction.code}`);
      await shown(page.getByRole('heading', { name: 'Notify GIIF' }));
      await shown(page.getByText(transaction.code).first());
      const fillArt86 = async (lang: 'en' | 'pl') => {
        const pl = lang === 'pl';
        await page.getByRole('combobox', { name: pl ? /^Rodzaj/ : /^Kind/ }).click();
        await page.getByRole('option', { name: /\(art\. 86\)/ }).click();
        await page
          .getByRole('textbox', { name: pl ? 'Uzasadnienie' : 'Justification' })
          .fill(JUSTIFICATION);
        await page.getByRole('button', { name: pl ? 'Dalej' : 'Continue' }).click();
      };
      await fillArt86('en');
      const confirm = page.getByRole('dialog', { name: 'Confirm creation' });
      await shown(confirm.getByText(JUSTIFICATION));
      await snapshotViews(page, 'giif-notification-confirm', async (lang) => {
        await shown(page.getByText(transaction.code).first());
        await fillArt86(lang);
        await shown(page.getByRole('dialog').getByText(JUSTIFICATION));
        await settled(page);
      });
      await confirm.getByRole('button', { name: 'Create the draft' }).click();

      // The draft: the transaction held until it is sent, nothing missing for GIIF's form.
      const art86Title = 'Notification of a transaction before it is carried out';
      await shown(page.getByRole('heading', { name: art86Title }));
      await shown(page.getByText('The draft has been created'));
      await shown(page.getByText('Transaction held until sent').first());
      await shown(page.getByText('Until the notification is sent'));
      await shown(page.getByText('The notification has every piece of data the model needs.'));
      await shown(page.getByText(JUSTIFICATION));
      await shown(page.getByRole('link', { name: 'Grzegorz Brzęczyszczykiewicz' }).first());
      const code = new URL(page.url()).pathname.split('/').pop()!;
      await snapshotViews(page, 'giif-notification-draft', (lang) =>
        page.getByRole('heading', {
          name:
            lang === 'pl' ? 'Zawiadomienie o transakcji przed jej przeprowadzeniem' : art86Title,
        }),
      );

      // Filed on GIIF's site: GIIF confirmed receipt an hour ago; the hold of 24 hours runs.
      const receiptAt = toMinute(Date.now() - HOUR);
      await page.getByRole('button', { name: 'Mark as sent' }).click();
      const sent = page.getByRole('dialog', { name: 'Mark as sent' });
      await shown(sent.getByText(/stays held for 24 hours/));
      await snapshotViews(page, 'giif-notification-send', async (lang) => {
        await page
          .getByRole('button', { name: lang === 'pl' ? 'Oznacz jako wysłane' : 'Mark as sent' })
          .click();
        await shown(page.getByRole('dialog'));
        await settled(page);
      });
      await typeDate(sent, 'GIIF confirmed receipt at', warsawInput(receiptAt));
      await sent.getByLabel("GIIF's reference").fill('GIIF/2026/11/0042');
      await sent.getByRole('button', { name: 'Mark as sent' }).click();
      await shown(page.getByText('The notification has been marked as sent'));
      const heldFor24 = new Date(receiptAt.getTime() + 24 * HOUR);
      await shown(
        page.getByText(new RegExp(`^Held until ${escaped(shownAt(heldFor24))} \\(2\\d h`)).first(),
      );
      await shown(page.getByText('GIIF/2026/11/0042'));
      await expect.poll(() => page.getByRole('button', { name: 'Mark as sent' }).count()).toBe(0);
      await snapshotViews(page, 'giif-notification-sent', (lang) =>
        page.getByText(lang === 'pl' ? /^Wstrzymana do/ : /^Held until/).first(),
      );

      // GIIF demands a longer hold: 96 hours from its receipt.
      await page.getByRole('button', { name: 'Change the hold' }).click();
      const hold = page.getByRole('dialog', { name: 'Hold of the transaction' });
      await shown(hold.getByText(/24 to 96 hours after its confirmation of receipt/));
      await snapshotViews(page, 'giif-notification-hold', async (lang) => {
        await page
          .getByRole('button', { name: lang === 'pl' ? 'Zmień wstrzymanie' : 'Change the hold' })
          .click();
        await shown(page.getByRole('dialog'));
        await settled(page);
      });
      // The hold GIIF started with is marked among the usual lengths.
      const pressed = (name: string) =>
        hold.getByRole('button', { name }).getAttribute('aria-pressed');
      await expect.poll(() => pressed('24 hours')).toBe('true');
      await hold.getByRole('button', { name: '96 hours' }).click();
      await expect.poll(() => pressed('96 hours')).toBe('true');
      expect(await pressed('24 hours')).toBe('false');
      await hold.getByRole('button', { name: 'Save the hold' }).click();
      await shown(page.getByText('The hold has been changed'));
      const heldFor96 = new Date(receiptAt.getTime() + 96 * HOUR);
      await shown(
        page
          .getByText(new RegExp(`^Held until ${escaped(shownAt(heldFor96))} \\(3 d \\d+ h left\\)`))
          .first(),
      );

      // The PDF to file on GIIF's site carries the justification as written.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'PDF in Polish' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`notification-${code}-pl.pdf`);
      const pdf = await pdfTextOf((await download.path())!);
      expect(pdf).toContain(JUSTIFICATION);
      expect(pdf).toContain('Brzęczyszczykiewicz');

      // The transaction waits in acceptance and cannot be accepted while the hold runs.
      await page.getByRole('link', { name: /70,000 PLN/ }).click();
      await page.waitForURL(`**/dashboard/transactions/${transaction.code}`);
      await shown(page.getByText('In acceptance').first());
      const accept = async (lang: 'en' | 'pl') => {
        await page
          .getByRole('button', { name: lang === 'pl' ? 'Zmień status' : 'Change status' })
          .click();
        await page
          .getByRole('menuitem', {
            name: lang === 'pl' ? 'Zmień na: Zaakceptowana' : 'Change to: Accepted',
          })
          .click();
      };
      await accept('en');
      await shown(
        page.getByText(
          /cannot be accepted yet: GIIF's hold under art\. 86 runs until .+ \(Warsaw time\)/,
        ),
      );
      await snapshotViews(page, 'giif-notification-refused', async (lang) => {
        await accept(lang);
        await shown(
          page.getByText(
            lang === 'pl' ? /Transakcji nie można jeszcze zaakceptować/ : /cannot be accepted yet/,
          ),
        );
        await settled(page);
      });
      const held = await api.call<{ status: string }>(
        'GET',
        `/transactions/${transaction.code}`,
        undefined,
        token,
      );
      expect(held.status).toBe('in_acceptance');

      // Art. 74 from the list: confirmed ten minutes ago, due at the end of the second business
      // day after (weekends and Polish public holidays skipped).
      await page.goto(`${url}/dashboard/giif-notifications`);
      await shown(page.getByRole('row').filter({ hasText: code }));
      await page.getByRole('link', { name: 'Notify GIIF' }).click();
      await shown(page.getByRole('heading', { name: 'Notify GIIF' }));
      await choose(page, 'Kind', 'Suspicious circumstances (art. 74)');
      const confirmedAt = toMinute(Date.now() - 10 * 60_000);
      await typeDate(page, 'Suspicion confirmed at', warsawInput(confirmedAt));
      await page.getByRole('textbox', { name: 'Justification' }).fill(ART74_JUSTIFICATION);
      await page.getByLabel('Add a party').fill('Brzęczy');
      await page.getByRole('option', { name: /Brzęczyszczykiewicz/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm creation' })
        .getByRole('button', { name: 'Create the draft' })
        .click();
      await shown(page.getByRole('heading', { name: 'Notification of suspicious circumstances' }));
      const deadline = art74Deadline(confirmedAt);
      // Never a Saturday or a Sunday, and never the day of the confirmation itself.
      expect(new Date(`${deadline.day}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
      expect(deadline.day > warsawInput(confirmedAt).slice(0, 10)).toBe(true);
      await shown(page.getByText(shownAt(deadline.at)));
      await shown(page.getByText(/^\d+ d \d+ h left$/).first());
      const art74 = new URL(page.url()).pathname.split('/').pop()!;
      await snapshotViews(page, 'giif-notification-art74', (lang) =>
        page.getByText(lang === 'pl' ? 'Daty i terminy' : 'Dates and deadlines'),
      );

      // Both in the list, each with its clock.
      await page.goto(`${url}/dashboard/giif-notifications`);
      const row = page.getByRole('row').filter({ hasText: art74 });
      await shown(row.getByText(shownAt(deadline.at)));
      const heldRow = page.getByRole('row').filter({ hasText: code });
      await shown(heldRow.getByText(shownAt(heldFor96)));
      await shown(heldRow.getByText(/^Held, 3 d \d+ h left$/));
      await shown(heldRow.getByText('0 parties, 1 transaction'));
      await snapshotViews(page, 'giif-notifications-list', () => page.getByText(art74).first());
      await page.close();
    },
    process.env.E2E_ALL_VIEWS ? 900_000 : 120_000,
  );
});
