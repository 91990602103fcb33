import { beforeAll, describe, expect, it } from 'vitest';
import { giifTestData } from '../../test/giif-test-data.js';
import { pdfText } from '../../test/pdf-text.js';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

/**
 * A transaction's data sheet for keying its threshold report into GIIF's web form by hand
 * (GET /int/transactions/{code}/giif/sheet.pdf; docs/giif-reports.md): the report of the GIIF
 * tab in the order of the reconstructed mapping, what is missing first, for those who may read
 * the tab.
 */
const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
const env = useTestApp({ clock });
const data = giifTestData(env);

beforeAll(() => data.eurRateOfNovember26());

async function cashPaymentOfACustomer() {
  const team = await data.officeTeam({
    name: 'Kantor Złoty Róg Sp. z o.o.',
    institution_type: 'currency_exchange',
  });
  const party = await data.customer(team.headers);
  const code = await data.cashPayment(team.headers, party, {
    amount: '70000.00',
    // 00:30 in Warsaw, still 26 November in UTC.
    booked_at: '2026-11-26T23:30:00Z',
    description: 'Wpłata gotówkowa na poczet faktury FV/2026/11/045',
  });
  return { ...team, party, code };
}

const sheet = (headers: AuthHeaders, code: string, query = '', language?: string) =>
  env.t.app.inject({
    url: `/int/transactions/${code}/giif/sheet.pdf${query}`,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });

/** The sheet's text, its lines joined as a reader reads them. */
async function sheetText(response: Awaited<ReturnType<typeof sheet>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toContain('no-store');
  const { text } = await pdfText(response.rawPayload);
  return text.replace(/\s+/g, ' ');
}

/** Each name found after the one before it. */
function expectInOrder(text: string, names: string[]) {
  let at = 0;
  for (const name of names) {
    const found = text.indexOf(name, at);
    expect(found, `${name} after ${text.slice(Math.max(0, at - 40), at)}`).toBeGreaterThan(-1);
    at = found + name.length;
  }
}

describe("a transaction's data sheet for GIIF's form", () => {
  it('lists what is missing first, then the fields in the order of the mapping', async () => {
    const { headers, code } = await cashPaymentOfACustomer();

    const text = await sheetText(await sheet(headers, code, '?lang=pl'));
    expect(text).toContain('Arkusz danych do ręcznego wprowadzenia w GIIF');
    expect(text).toContain(`Transakcja ${code}`);
    // A customer recorded in a hurry: no document, no address; the details not chosen yet.
    expect(text).toMatch(/\d+ brakując\w+ dan\w+: uzupełnij przed wpisaniem/);
    expect(text).toContain('Sposób złożenia dyspozycji (SposobZlozeniaDyspozycji): brak');
    expect(text).toContain(
      'Zleceniodawca Grzegorz Brzęczyszczykiewicz › Rodzaj dokumentu tożsamości (Rodzaj): brak (w formularzu strony)',
    );
    expect(text).toContain('nie udało się potwierdzić');
    expect(text).toContain('could not be confirmed');

    const fields = text.slice(text.indexOf('1. Instytucja obowiązana'));
    expectInOrder(fields, [
      'nipIO',
      '5261040828',
      'Kantor Złoty Róg Sp. z o.o.',
      '2. Transakcja',
      'IdentyfikatorTr',
      'nadawany przy tworzeniu pliku',
      'DataTr',
      '2026-11-27',
      'CzasTr',
      '00:30',
      'RodzajTr',
      'Kwota',
      '70 000,00',
      'Waluta',
      'RownowartoscEUR',
      '16 470,59 EUR',
      'TabelaNBP',
      '229/A/NBP/2026',
      'SposobZlozeniaDyspozycji',
      'Opis',
      'FV/2026/11/045',
      'TrZlecanaPrzezKlienta',
      '3. Osoby',
      'ZleceniodawcaOsobaFizyczna',
      'Imie',
      'Grzegorz',
      'Nazwisko',
      'Brzęczyszczykiewicz',
      'PESEL',
      '80010112340',
      'DokumentTozsamosci/Rodzaj',
      'Adres/Miejscowosc',
    ]);
  });

  it('says nothing is missing once the report is complete, in the caller’s language', async () => {
    const { headers, code, party } = await cashPaymentOfACustomer();
    const details = await data.completeDetails(headers, code);
    expect(details.statusCode, details.body).toBe(200);
    await data.completeParty(headers, party);

    const english = await sheetText(await sheet(headers, code, '', 'en'));
    expect(english).toContain('GIIF data sheet for manual entry');
    expect(english).toContain('Nothing is missing: the report is complete.');
    expect(english).not.toContain('missing: complete');
    expectInOrder(english, [
      'RodzajTr',
      'Cash deposit (WPLATA)',
      'SposobZlozeniaDyspozycji',
      'At the branch',
      'Miejsce',
      'Łódź, ul. Piotrkowska 12',
      'DokumentTozsamosci/Rodzaj',
      'ID card',
      'DokumentTozsamosci/SeriaNumer',
      'ABC123456',
    ]);
    // The query wins over the header.
    const polish = await sheetText(await sheet(headers, code, '?lang=pl', 'en'));
    expect(polish).toContain('Niczego nie brakuje: informacja jest kompletna.');
  });

  it('is for those who read the GIIF report tab, and only of their team', async () => {
    const owner = await cashPaymentOfACustomer();
    const stranger = await inNewTeam(env);
    const foreign = await sheet(stranger.headers, owner.code);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');

    const viewer = await joinTeam(env, owner.headers, owner.team, 'all_viewer_member');
    expect((await sheet(viewer.headers, owner.code)).statusCode).toBe(200);
    const self = await joinTeam(env, owner.headers, owner.team, 'self_viewer_member');
    expect((await sheet(self.headers, owner.code)).statusCode).toBe(403);
    expect(
      (await env.call('GET', `/int/transactions/${owner.code}/giif`, self.headers)).statusCode,
    ).toBe(403);
    expect((await sheet(owner.headers, owner.code, '?lang=de')).statusCode).toBe(400);
  });
});
