import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newEntry } from '../../../../engines/sanctions-matching/index.js';
import { ListFormatError } from './parse-result.js';
import {
  applyIdentificationText,
  isMswiaHtml,
  nameSourceId,
  parseMswiaHtml,
  parseNameCell,
  parsePolishDate,
  personParts,
  polishCountryToIso,
  statedListDate,
} from './mswia-html.js';
import { fileInput, textInput } from './text-input.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/mswia-sample.html', import.meta.url));
const html = readFileSync(FIXTURE, 'utf8');

/** A page with one persons and one entities table (not nested), from header and row cells. */
function page(personRows: string[][], entityRows: string[][] = [ENTITY_ROW], header = HEADER) {
  const table = (first: string, rows: string[][]) =>
    `<table><tr>${[header[0], first, ...header.slice(1)].map((h) => `<td><strong>${h}</strong></td>`).join('')}</tr>${rows
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
      .join('')}</table>`;
  return `<!DOCTYPE html><html><body><h3>Osoby</h3><div>${table('Nazwisko i imię', personRows)}</div><h3>Podmioty</h3><div>${table('Nazwa podmiotu', entityRows)}</div></body></html>`;
}
const HEADER = [
  'Lp.',
  'Dane identyfikacyjne',
  'Uzasadnienie wpisu na listę',
  'Zastosowane środki sankcyjne',
  'Data umieszczenia na liście',
  'Data wykreślenia z listy',
];
const ENTITY_ROW = [
  '1.',
  'ACME sp. z o.o.',
  'siedziba: Moskwa, Rosja',
  'powód',
  'art. 1',
  '26.04.2022 r.',
  '',
];

describe('MSWiA list page (hand-made fixture after §2.7)', () => {
  const result = parseMswiaHtml(fileInput(FIXTURE));

  it('gives the date the page states ("Ostatnia aktualizacja: 15.03.2024 r.")', () => {
    expect(html).toContain('Ostatnia aktualizacja: 15.03.2024 r.');
    expect(result.published_on).toBe('2024-03-15');
  });

  const byId = (id: string) => {
    const entry = result.entries.find((e) => e.source_id === id);
    if (!entry)
      throw new Error(`no entry ${id} in ${result.entries.map((e) => e.source_id).join(', ')}`);
    return entry;
  };

  it('reads both tables, the nested Podmioty one included, and nothing else', () => {
    expect(result.entries.map((e) => [e.type, e.source_id])).toEqual([
      ['person', 'person:iwanow-piotr-siergiejewicz'],
      ['person', 'person:kowalenko-anna-wiktorowna'],
      ['person', 'person:smirnow-dmitrij'],
      ['person', 'person:nowakowski-jan'],
      ['person', 'person:алексеи-николаевич-петров'],
      ['person', 'person:grecu-ion'],
      ['organization', 'organization:spolka-z-ograniczona-odpowiedzialnoscia-technoprom'],
      ['organization', 'organization:baltic-cargo-terminal-sp-z-o-o'],
      ['organization', 'organization:agro-step-too'],
      ['organization', 'organization:al-noor-trading-company'],
    ]);
    expect(result.entries.every((e) => e.source === 'mswia')).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('maps a person with a Cyrillic spelling, birth data, citizenship and passport', () => {
    const entry = byId('person:iwanow-piotr-siergiejewicz');
    expect(entry.names).toEqual([
      {
        full: 'IWANOW Piotr Siergiejewicz',
        parts: { family: 'IWANOW', given: 'Piotr', patronymic: 'Siergiejewicz' },
        script: 'latin',
        strength: 'strong',
        kind: 'primary',
      },
      {
        full: 'Иванов Пётр Сергеевич',
        parts: { family: 'Иванов', given: 'Пётр', patronymic: 'Сергеевич' },
        script: 'cyrillic',
        strength: 'strong',
        kind: 'variation',
      },
    ]);
    expect(entry.birth_dates).toEqual([
      { from: '1961-11-24', to: '1961-11-24', text: '24 listopada 1961 r.' },
    ]);
    expect(entry.birth_places).toEqual(['Moskwie']);
    expect(entry.citizenships).toEqual(['RU']);
    expect(entry.gender).toBe('male');
    expect(entry.identifiers).toEqual([
      {
        type: 'passport',
        label: 'paszport',
        number: '75 1234567',
        country: 'RU',
        country_text: null,
      },
    ]);
    expect(entry.listed_on).toBe('2022-04-26');
    expect(entry.delisted_on).toBeNull();
    expect(entry.remarks).toBe(
      [
        'Dane identyfikacyjne: urodzony 24 listopada 1961 r. w Moskwie, ob. Federacji Rosyjskiej, paszport Federacji Rosyjskiej nr 75 1234567',
        'Uzasadnienie wpisu na listę: Podmiot wspierający agresję Federacji Rosyjskiej na Ukrainę.',
        'Zastosowane środki sankcyjne: art. 1 pkt 1, 2 i 3 ustawy',
        'Lp. 1',
      ].join('\n'),
    );
  });

  it('reads "lub" alternatives as aliases, a female birth and two citizenships', () => {
    const entry = byId('person:kowalenko-anna-wiktorowna');
    expect(entry.names.map((n) => [n.full, n.kind, n.parts])).toEqual([
      [
        'KOWALENKO Anna Wiktorowna',
        'primary',
        { family: 'KOWALENKO', given: 'Anna', patronymic: 'Wiktorowna' },
      ],
      ['KOVALENKO Anna', 'alias', { family: 'KOVALENKO', given: 'Anna' }],
    ]);
    expect(entry.gender).toBe('female');
    expect(entry.birth_dates[0]?.from).toBe('1972-07-06');
    expect(entry.birth_places).toEqual(['Lwowie']);
    expect(entry.citizenships).toEqual(['UA', 'CY']);
    expect(entry.listed_on).toBe('2022-04-29');
  });

  it('keeps a delisted person with its delisting date', () => {
    const entry = byId('person:smirnow-dmitrij');
    expect(entry.names.map((n) => [n.full, n.kind])).toEqual([
      ['SMIRNOW Dmitrij', 'primary'],
      ['SMIRNOV Dmitry', 'alias'],
    ]);
    expect(entry.birth_dates[0]).toEqual({
      from: '1975-02-03',
      to: '1975-02-03',
      text: '03.02.1975 r.',
    });
    expect(entry.birth_places).toEqual(['Kaliningradzie (Federacja Rosyjska)']);
    expect(entry.citizenships).toEqual(['RU']);
    expect(entry.listed_on).toBe('2022-05-13');
    expect(entry.delisted_on).toBe('2024-03-15');
    // "-" in the delisting column means not delisted.
    expect(byId('person:nowakowski-jan').delisted_on).toBeNull();
  });

  it('reads PESEL and a Polish address', () => {
    const entry = byId('person:nowakowski-jan');
    expect(entry.identifiers).toEqual([
      {
        type: 'national_id',
        label: 'PESEL',
        number: '70051512359',
        country: 'PL',
        country_text: null,
      },
    ]);
    expect(entry.addresses).toEqual([
      { text: 'ul. Przykładowa 1, 00-001 Warszawa', country: 'PL' },
    ]);
    expect(entry.citizenships).toEqual(['PL']);
    expect(entry.listed_on).toBe('2023-06-20');
  });

  it('reads a Cyrillic primary name in Имя Отчество Фамилия order', () => {
    const entry = byId('person:алексеи-николаевич-петров');
    expect(entry.names.map((n) => [n.full, n.kind, n.script, n.parts])).toEqual([
      [
        'Алексей Николаевич Петров',
        'primary',
        'cyrillic',
        { given: 'Алексей', patronymic: 'Николаевич', family: 'Петров' },
      ],
      [
        'PETROW Aleksiej Nikołajewicz',
        'variation',
        'latin',
        { family: 'PETROW', given: 'Aleksiej', patronymic: 'Nikołajewicz' },
      ],
    ]);
    expect(byId('person:grecu-ion').citizenships).toEqual(['MD', 'IL']);
  });

  it('reads entity annotations: Russian-language name, INN/OGRN and a foreign address', () => {
    const entry = byId('organization:spolka-z-ograniczona-odpowiedzialnoscia-technoprom');
    expect(entry.names).toEqual([
      {
        full: 'Spółka z ograniczoną odpowiedzialnością „TECHNOPROM”',
        script: 'latin',
        strength: 'strong',
        kind: 'primary',
      },
      {
        full: 'Общество с ограниченной ответственностью «Технопром»',
        script: 'cyrillic',
        strength: 'strong',
        kind: 'variation',
        lang: 'ru',
      },
    ]);
    expect(entry.identifiers.map((i) => [i.type, i.label, i.number])).toEqual([
      ['tax_id', 'INN', '7701234567'],
      ['registration', 'OGRN', '1027700123456'],
    ]);
    expect(entry.addresses).toEqual([
      { text: 'ul. Udalcowa 2, Moskwa, Federacja Rosyjska', country: 'RU' },
    ]);
  });

  it('strips "w likwidacji" into remarks and reads "poprzednio:", NIP, KRS and REGON', () => {
    const entry = byId('organization:baltic-cargo-terminal-sp-z-o-o');
    expect(entry.names.map((n) => [n.full, n.kind])).toEqual([
      ['BALTIC CARGO TERMINAL sp. z o.o.', 'primary'],
      ['BALT-RUS LOGISTYKA sp. z o.o.', 'former'],
    ]);
    expect(entry.remarks?.split('\n')[0]).toBe('Status: w likwidacji');
    expect(entry.identifiers).toEqual([
      { type: 'tax_id', label: 'NIP', number: '5861234564', country: 'PL', country_text: null },
      {
        type: 'registration',
        label: 'KRS',
        number: '0000123456',
        country: 'PL',
        country_text: null,
      },
      {
        type: 'registration',
        label: 'REGON',
        number: '192345678',
        country: 'PL',
        country_text: null,
      },
    ]);
    expect(entry.addresses).toEqual([{ text: 'ul. Portowa 5, 81-001 Gdynia', country: 'PL' }]);
    expect(entry.listed_on).toBe('2022-05-13');
  });

  it('reads "inaczej:" with "lub", BIN, Arabic names, "obecnie:" and a delisted entity', () => {
    const agro = byId('organization:agro-step-too');
    expect(agro.names.map((n) => [n.full, n.kind])).toEqual([
      ['AGRO-STEP TOO', 'primary'],
      ['AGROSTEP LLP', 'alias'],
      ['AGRO STEP', 'alias'],
    ]);
    expect(agro.identifiers).toEqual([
      {
        type: 'registration',
        label: 'BIN',
        number: '220540011771',
        country: null,
        country_text: null,
      },
    ]);
    expect(agro.addresses).toEqual([
      { text: 'Proezd 2-i Industrialnyi D. 1, Pietropawłowsk, Kazachstan', country: 'KZ' },
    ]);
    const noor = byId('organization:al-noor-trading-company');
    expect(noor.names.map((n) => [n.full, n.kind, n.script, n.lang])).toEqual([
      ['AL-NOOR TRADING COMPANY', 'primary', 'latin', undefined],
      ['شركة النور للتجارة', 'variation', 'arabic', 'ar'],
      ['NOOR GLOBAL TRADING FZE', 'alias', 'latin', undefined],
    ]);
    expect(noor.remarks?.split('\n')[0]).toBe('Status: w upadłości');
    expect(noor.addresses[0]?.country).toBe('AE');
    expect(noor.listed_on).toBe('2022-09-01');
    expect(noor.delisted_on).toBe('2024-02-02');
  });

  it('finds columns by header text, not by position', () => {
    const reordered = [
      'Data umieszczenia na liście',
      'Nazwisko i imię',
      'Data wykreślenia z listy',
      'Zastosowane środki sankcyjne',
      'Dane identyfikacyjne osoby',
      'Uzasadnienie wpisu na listę',
    ];
    const doc = `<html><body><h3>Osoby</h3><table><tr>${reordered.map((h) => `<th>${h}</th>`).join('')}</tr>
      <tr><td>5 marca 2023 r.</td><td>KOWAL Jan</td><td></td><td>art. 1</td><td>urodzony 1960 r.</td><td>powód</td></tr></table>
      ${page([], [ENTITY_ROW]).replace(/^.*<h3>Podmioty/s, '<h3>Podmioty')}`;
    const { entries } = parseMswiaHtml(textInput('mswia.html', doc));
    expect(entries[0]).toMatchObject({
      source_id: 'person:kowal-jan',
      listed_on: '2023-03-05',
      birth_dates: [{ from: '1960-01-01', to: '1960-12-31', text: '1960 r.' }],
    });
  });
});

describe('MSWiA stable ids', () => {
  it('ignore case, diacritics, punctuation and liquidation suffixes', () => {
    expect(nameSourceId('person', 'KANTOR Wiaczesław')).toBe('person:kantor-wiaczeslaw');
    expect(nameSourceId('person', 'Kantor,  Wiaczeslaw')).toBe('person:kantor-wiaczeslaw');
    const { names } = parseNameCell('ACME sp. z o.o. w likwidacji');
    expect(nameSourceId('organization', names[0]!.full)).toBe(
      nameSourceId('organization', 'ACME Sp. z o.o.'),
    );
  });

  it('cut long names with a hash so distinct long names stay distinct', () => {
    const long = 'Spółka '.repeat(20);
    const a = nameSourceId('organization', `${long} A`);
    const b = nameSourceId('organization', `${long} B`);
    expect(a.length).toBeLessThanOrEqual('organization:'.length + 80);
    expect(a).not.toBe(b);
  });

  it('give a repeated name (relisted after delisting) a dated id on its later row', () => {
    const row = (listed: string, delisted: string) => [
      '',
      'KOWAL Jan',
      'ur. 1960 r.',
      'p',
      'm',
      listed,
      delisted,
    ];
    const { entries, warnings } = parseMswiaHtml(
      textInput('mswia.html', page([row('1.01.2023', '1.06.2023'), row('1.02.2024', '')])),
    );
    expect(
      entries.filter((e) => e.type === 'person').map((e) => [e.source_id, e.delisted_on]),
    ).toEqual([
      ['person:kowal-jan', '2023-06-01'],
      ['person:kowal-jan~2024-02-01', null],
    ]);
    expect(warnings).toEqual([
      'mswia person:kowal-jan: the name appears on more than one row; this row is person:kowal-jan~2024-02-01',
    ]);
  });
});

describe('MSWiA text helpers', () => {
  it('reads Polish dates', () => {
    const day = (text: string) =>
      parsePolishDate(text) && [parsePolishDate(text)!.from, parsePolishDate(text)!.to];
    expect(day('24 listopada 1961 r.')).toEqual(['1961-11-24', '1961-11-24']);
    expect(day('1 Września 2022')).toEqual(['2022-09-01', '2022-09-01']);
    expect(day('3 października 1990 roku')).toEqual(['1990-10-03', '1990-10-03']);
    expect(day('24.11.1961 r.')).toEqual(['1961-11-24', '1961-11-24']);
    expect(day('lipiec 1972')).toEqual(['1972-07-01', '1972-07-31']);
    expect(day('1961 r.')).toEqual(['1961-01-01', '1961-12-31']);
    expect(day('ok. 1961')).toEqual(['1961-01-01', '1961-12-31']);
    expect(day('2022-04-26')).toEqual(['2022-04-26', '2022-04-26']);
    expect(parsePolishDate('31 lutego 2020 r.')).toBeNull();
    expect(parsePolishDate('nieznana')).toBeNull();
  });

  it('maps Polish country names, genitives and adjectives to ISO', () => {
    const cases: Record<string, string | null> = {
      'Federacji Rosyjskiej': 'RU',
      'Federacja Rosyjska': 'RU',
      Rosja: 'RU',
      rosyjskie: 'RU',
      Białorusi: 'BY',
      'Republiki Białorusi': 'BY',
      Ukrainy: 'UA',
      Kazachstanu: 'KZ',
      Cypru: 'CY',
      'Rzeczypospolitej Polskiej': 'PL',
      Armenii: 'AM',
      Azerbejdżanu: 'AZ',
      Gruzji: 'GE',
      Litwy: 'LT',
      Łotwy: 'LV',
      Estonii: 'EE',
      Kirgistanu: 'KG',
      Uzbekistanu: 'UZ',
      Tadżykistanu: 'TJ',
      Turkmenistanu: 'TM',
      Mołdawii: 'MD',
      Izraela: 'IL',
      ZEA: 'AE',
      'Zjednoczonych Emiratów Arabskich': 'AE',
      Syrii: 'SY',
      'Islamskiej Republiki Iranu': 'IR',
      Chin: 'CN',
      'Republika Iraku': 'IQ',
      iracka: 'IQ',
      'Federalna Republika Nigerii': 'NG',
      nigeryjska: 'NG',
      Germany: 'DE',
      Atlantyda: null,
    };
    expect(Object.fromEntries(Object.keys(cases).map((k) => [k, polishCountryToIso(k)]))).toEqual(
      cases,
    );
  });

  it('splits name parts by the capitalised surname or the patronymic', () => {
    expect(personParts('DE LA CRUZ Juan Carlos')).toEqual({
      family: 'DE LA CRUZ',
      given: 'Juan',
      middle: 'Carlos',
    });
    expect(personParts('Wiaczesław KANTOR')).toEqual({ family: 'KANTOR', given: 'Wiaczesław' });
    expect(personParts('Иванов Пётр Сергеевич')).toEqual({
      family: 'Иванов',
      given: 'Пётр',
      patronymic: 'Сергеевич',
    });
    expect(personParts('Jan Kowalski')).toBeUndefined();
  });

  it('reads name cells: alternatives, annotations and statuses', () => {
    expect(
      parseNameCell('IWANOW Iwan (IVANOV Ivan lub IVANOFF Ivan)').names.map((n) => [
        n.full,
        n.kind,
      ]),
    ).toEqual([
      ['IWANOW Iwan', 'primary'],
      ['IVANOV Ivan', 'alias'],
      ['IVANOFF Ivan', 'alias'],
    ]);
    expect(
      parseNameCell('„NOWA” S.A. (obecnie: „NOWSZA” S.A.; poprzednio: „STARA” S.A.), w upadłości'),
    ).toEqual({
      names: [
        { full: '„NOWA” S.A.', kind: 'primary', annotated: false, lang: undefined },
        { full: '„NOWSZA” S.A.', kind: 'alias', annotated: true, lang: undefined },
        { full: '„STARA” S.A.', kind: 'former', annotated: true, lang: undefined },
      ],
      statuses: ['w upadłości'],
    });
  });

  it('reads identification details, warning on bad checksums but keeping the number', () => {
    const entry = newEntry('mswia', 'x', 'organization');
    const warnings: string[] = [];
    applyIdentificationText(
      entry,
      'prowadzący działalność gospodarczą pod adresem: 00-844 Warszawa, ul. Grzybowska 87, Nr NIP 1234567890, KRS 0001008314 REGON 523931831',
      warnings,
    );
    expect(entry.identifiers.map((i) => [i.label, i.number])).toEqual([
      ['NIP', '1234567890'],
      ['KRS', '0001008314'],
      ['REGON', '523931831'],
    ]);
    expect(entry.addresses).toEqual([
      { text: '00-844 Warszawa, ul. Grzybowska 87', country: 'PL' },
    ]);
    expect(warnings).toEqual(['mswia x: NIP 1234567890 fails its checksum (kept as published)']);

    const person = newEntry('mswia', 'y', 'person');
    applyIdentificationText(
      person,
      'urodzona 31 lutego 1970 r. w Mińsku, obywatelka Białorusi, dowód osobisty nr ABC123456',
      warnings,
    );
    expect(person.birth_dates).toEqual([]);
    expect(warnings.at(-1)).toBe('mswia y: unparsed date of birth "31 lutego 1970"');
    expect(person.birth_places).toEqual(['Mińsku']);
    expect(person.citizenships).toEqual(['BY']);
    expect(person.gender).toBe('female');
    expect(person.identifiers).toEqual([
      {
        type: 'national_id',
        label: 'dowód osobisty',
        number: 'ABC123456',
        country: null,
        country_text: null,
      },
    ]);
  });

  it('keeps unknown citizenships as text', () => {
    const entry = newEntry('mswia', 'z', 'person');
    applyIdentificationText(entry, 'ob. Atlantydy', []);
    expect(entry.citizenships).toEqual([]);
    expect(entry.citizenships_text).toEqual(['Atlantydy']);
  });

  it('does not take a place of residence for the place of birth', () => {
    const entry = newEntry('mswia', 'r', 'person');
    applyIdentificationText(entry, 'urodzony 1960 r., ob. Rosji, zamieszkały w Warszawie', []);
    expect(entry.birth_places).toEqual([]);
    applyIdentificationText(entry, 'urodzony 1960 r., w Omsku', []);
    expect(entry.birth_places).toEqual(['Omsku']);
  });
});

describe('MSWiA malformed pages', () => {
  const parseHtml = (text: string) => () => parseMswiaHtml(textInput('mswia.html', text));

  it('refuses a page without the list tables', () => {
    expect(parseHtml('<html><body><p>Strona w przebudowie</p></body></html>')).toThrow(
      ListFormatError,
    );
    expect(parseHtml('<html><body><p>Strona w przebudowie</p></body></html>')).toThrow(
      'mswia.html: no "Osoby" table (a table with the header "Nazwisko i imię" and "Data umieszczenia na liście") found',
    );
  });

  it('refuses a page whose Podmioty table is gone', () => {
    const onlyPersons = html.replace(/<h3>Podmioty<\/h3>[\s\S]*<\/article>/, '</article>');
    expect(parseHtml(onlyPersons)).toThrow(/no "Podmioty" table/);
  });

  it('names the missing columns', () => {
    const text = page(
      [['1.', 'KOWAL Jan', '', '', '', '1.01.2023', '']],
      [ENTITY_ROW],
      [
        'Lp.',
        'Dane identyfikacyjne',
        'Powód',
        'Zastosowane środki sankcyjne',
        'Data umieszczenia na liście',
        'Uwagi',
      ],
    );
    expect(parseHtml(text)).toThrow(
      'mswia.html (table "Osoby"): missing column(s) "Uzasadnienie wpisu na listę", "Data wykreślenia z listy"',
    );
  });

  it('refuses a row with data but no name', () => {
    expect(parseHtml(page([['1.', '', 'urodzony 1960 r.', 'p', 'm', '1.01.2023', '']]))).toThrow(
      'mswia.html (table "Osoby", row 1): a row without a name',
    );
  });

  it('reads source line breaks in a cell as spaces and <br> as a new name', () => {
    const { entries } = parseMswiaHtml(
      textInput(
        'mswia.html',
        page([['1.', 'KOWAL\n      Jan<br/>КОВАЛЬ\n Иван', '', 'p', 'm', '1.01.2023', '']]),
      ),
    );
    expect(entries[0]?.names.map((n) => [n.full, n.kind])).toEqual([
      ['KOWAL Jan', 'primary'],
      ['КОВАЛЬ Иван', 'variation'],
    ]);
  });

  it('keeps a row with unreadable parts and warns', () => {
    const { entries, warnings } = parseMswiaHtml(
      textInput(
        'mswia.html',
        page([['1.', 'KOWAL Jan', 'ur. w Radomiu', 'p', 'm', 'wkrótce', 'kiedyś']]),
      ),
    );
    expect(entries[0]).toMatchObject({
      source_id: 'person:kowal-jan',
      listed_on: null,
      delisted_on: null,
      birth_places: ['Radomiu'],
    });
    expect(warnings).toEqual([
      'mswia person:kowal-jan: unreadable listing date "wkrótce"',
      'mswia person:kowal-jan: unreadable delisting date "kiedyś"',
    ]);
  });

  it('skips empty rows and a row spanning the table', () => {
    const text = page([
      ['', '', '', '', '', '', ''],
      ['1.', 'KOWAL Jan', '', 'p', 'm', '1.01.2023', ''],
    ]).replace(
      '<tr><td></td><td></td>',
      '<tr><td colspan="7">Osoby wykreślone</td></tr><tr><td></td><td></td>',
    );
    const { entries, warnings } = parseMswiaHtml(textInput('mswia.html', text));
    expect(entries.filter((e) => e.type === 'person')).toHaveLength(1);
    expect(warnings).toEqual([
      'mswia table "Osoby", row 1: row "Osoby wykreślone" is not an entry, skipped',
    ]);
  });
});

describe('MSWiA detection', () => {
  it('recognises the page by its table headers', () => {
    expect(isMswiaHtml(html)).toBe(true);
    expect(
      isMswiaHtml(
        '<!DOCTYPE html><html><body><table><tr><td>Kontakt</td></tr></table></body></html>',
      ),
    ).toBe(false);
    expect(isMswiaHtml('<?xml version="1.0"?><Designations/>')).toBe(false);
  });
});

describe('the date a Polish list states', () => {
  it('reads the labels gov.pl writes, the latest date when there are several', () => {
    expect(statedListDate('Ostatnia aktualizacja: 15.03.2024 r.')).toBe('2024-03-15');
    expect(statedListDate('Lista (stan na dzień 1 marca 2024 r.)')).toBe('2024-03-01');
    expect(
      statedListDate('Data publikacji: 27.04.2022 Ostatnia aktualizacja: 2024-03-15 10:12'),
    ).toBe('2024-03-15');
    expect(statedListDate('Data umieszczenia na liście 26.04.2022 r.')).toBeNull();
    expect(statedListDate('Ostatnia aktualizacja: wkrótce')).toBeNull();
  });

  it('is null for a page that states none', () => {
    expect(parseMswiaHtml(textInput('mswia.html', page([]))).published_on).toBeNull();
  });
});
