import { describe, expect, it } from 'vitest';
import { newEntry } from './list-entry.js';
import type { ListEntry, ListName } from './list-entry.js';
import { foldCase } from './fold-text.js';
import { buildIndex, compareNames, DEFAULT_THRESHOLD } from './index.js';
import { declensionStems } from './polish-declension.js';
import { phoneticForm } from './phonetic-form.js';
import { transliterateCyrillic } from './transliteration.js';

function entry(
  id: string,
  type: ListEntry['type'],
  names: (string | Partial<ListName>)[],
  extra: Partial<ListEntry> = {},
): ListEntry {
  return {
    ...newEntry('custom', id, type),
    names: names.map((n, i) => ({
      full: typeof n === 'string' ? n : (n.full ?? ''),
      script: 'latin',
      strength: 'strong',
      kind: i === 0 ? 'primary' : 'alias',
      ...(typeof n === 'string' ? {} : n),
    })),
    ...extra,
  };
}

const matches = (a: string, b: string, type: 'person' | 'company' | 'any' = 'person') =>
  compareNames(a, b, type).score >= DEFAULT_THRESHOLD;

describe('normalisation', () => {
  it('folds case, accents and the letters that do not decompose', () => {
    expect(foldCase('ŁÓDŹ Øresund Straße Æsir Œuvre Đoković Þór İstanbul ı')).toBe(
      'lodz oresund strasse aesir oeuvre dokovic thor istanbul i',
    );
  });

  it('brings Polish, English and German transliterations of one Russian name together', () => {
    const pairs: [string, string][] = [
      ['wladimir', 'vladimir'],
      ['wiaczeslaw', 'vyacheslav'],
      ['wjatscheslaw', 'vyacheslav'],
      ['jewgienij', 'yevgeniy'],
      ['evgeny', 'yevgeniy'],
      ['michail', 'mikhail'],
      ['aleksiej', 'alexey'],
      ['siergiej', 'sergey'],
      ['szczerbakow', 'shcherbakov'],
      ['zyrinowski', 'zhirinovsky'],
      ['juri', 'yuri'],
    ];
    for (const [a, b] of pairs) expect(phoneticForm(a), `${a} ~ ${b}`).toBe(phoneticForm(b));
  });

  it('writes Cyrillic in every scheme, including Ukrainian and Belarusian letters', () => {
    expect(transliterateCyrillic('владимир')).toEqual(
      expect.arrayContaining(['vladimir', 'wladimir']),
    );
    expect(transliterateCyrillic('вячеслав')).toEqual(
      expect.arrayContaining(['vyacheslav', 'wiaczesław', 'wjatscheslaw']),
    );
    expect(transliterateCyrillic('григорій')).toContain('hryhorii');
    expect(transliterateCyrillic('ўладзімір')).toContain('władzimir');
  });
});

describe('compareNames', () => {
  it('matches the Polish spelling of a Cyrillic name with the English one, first letter aside', () => {
    expect(matches('Władimir Putin', 'Vladimir Putin')).toBe(true);
    expect(matches('Jewgienij Prigożyn', 'Yevgeniy Prigozhin')).toBe(true);
    expect(matches('Wiaczesław Mosze Kantor', 'Vyacheslav Moshe Kantor')).toBe(true);
    expect(matches('Łukasz Żółć', 'Lukasz Zolc')).toBe(true);
  });

  it('matches Cyrillic and Greek script against the Latin listing', () => {
    expect(matches('Владимир Владимирович Путин', 'PUTIN, Vladimir Vladimirovich')).toBe(true);
    expect(matches('Аляксандр Лукашэнка', 'Alexander Lukashenko')).toBe(true);
    expect(matches('Αλέξης Τσίπρας', 'Alexis Tsipras')).toBe(true);
  });

  it('knows the usual Arabic romanisations', () => {
    expect(matches('Muammar Qaddafi', 'Moammar Gaddafi')).toBe(true);
    expect(matches('Muammar Kadhafi', 'Muammar al-Qadhafi')).toBe(true);
    expect(matches('Mohammed bin Salman', 'Muhammad ibn Salman')).toBe(true);
    expect(matches('Abdul Rahman Yasin', 'Abd al-Rahman Yasin')).toBe(true);
    expect(matches('Abdulrahman Yasin', 'Abd al-Rahman Yasin')).toBe(true);
  });

  it('aligns name parts regardless of order and accepts initials and joined parts', () => {
    expect(matches('PUTIN, Vladimir', 'Vladimir Putin')).toBe(true);
    expect(matches('V. V. Putin', 'Vladimir Vladimirovich Putin')).toBe(true);
    expect(matches('Alqaida', 'Al Qaida', 'company')).toBe(true);
    expect(matches('BorislavMilosevic', 'MILOSEVIC, Borislav')).toBe(true);
    const { tokens } = compareNames('Vanderbilt Corp', 'Van der Bilt Corp', 'company');
    expect(tokens.find((t) => t.method === 'joined')).toMatchObject({
      query: 'vanderbilt',
      list: 'van der bilt',
    });
  });

  it('tolerates typos in long tokens but not a different short token', () => {
    expect(matches('Vladimir Putn', 'Vladimir Putin')).toBe(true);
    expect(matches('Abdelhakim Belhadj', 'Abdelhakim Belhaj')).toBe(true);
    expect(matches('Kim Jong Un', 'Kim Jong Il')).toBe(false);
    expect(matches('Li Wei', 'Lu Wen')).toBe(false);
    expect(matches('George Bush', 'George Habbash')).toBe(false);
  });

  it('treats legal forms as equivalent and never matches on them or on generic words alone', () => {
    expect(matches('Gazprom sp. z o.o.', 'GAZPROM LLC', 'company')).toBe(true);
    expect(matches('ООО Газпром', 'Gazprom OOO', 'company')).toBe(true);
    expect(matches('Siemens Aktiengesellschaft', 'Siemens AG', 'company')).toBe(true);
    expect(matches('Emma LLC', 'Emma Daniels', 'any')).toBe(false);
    expect(matches('Belletech Corp', '11420 Corp.', 'company')).toBe(false);
    expect(
      matches('Polska Trading Bank Holding S.A.', 'Sberbank Trading Holding PJSC', 'company'),
    ).toBe(false);
    expect(
      compareNames('Trading Company LLC', 'Trading Company Ltd', 'company').score,
    ).toBeLessThan(0.5);
  });

  it('reads a "?" left by a wrong encoding as any letter', () => {
    expect(matches('Lech Wa??sa', 'Lech Wałęsa')).toBe(true);
    expect(matches('?ukasz Kowalski', 'Łukasz Kowalski')).toBe(true);
  });

  it('keeps a series number apart', () => {
    expect(
      matches('Bowne Global Solutions II, Inc.', 'Bowne Global Solutions, Inc.', 'company'),
    ).toBe(false);
    expect(matches('Brigade 44', 'Brigade 45', 'company')).toBe(false);
  });

  it('keeps headroom below 1 for a name alone and explains every token', () => {
    const result = compareNames('Vladimir Putin', 'Vladimir Vladimirovich Putin', 'person');
    expect(result.score).toBeLessThan(1);
    expect(result.tokens).toEqual([
      { query: 'vladimir', list: 'vladimir', similarity: 1, weight: 1, method: 'exact' },
      { query: 'putin', list: 'putin', similarity: 1, weight: 1, method: 'exact' },
      { query: null, list: 'vladimirovich', similarity: 0, weight: 1, method: 'unmatched' },
    ]);
    const polish = compareNames('Władimir Putin', 'Vladimir Putin', 'person').tokens;
    expect(polish.find((t) => t.query === 'wladimir')?.method).toBe('transliteration');
  });
});

describe('buildIndex', () => {
  const putin = entry(
    'putin',
    'person',
    [
      'PUTIN, Vladimir Vladimirovich',
      { full: 'Владимир Путин', script: 'cyrillic', kind: 'variation' },
    ],
    {
      birth_dates: [{ from: '1952-10-07', to: '1952-10-07', text: '1952-10-07' }],
      nationalities: ['RU'],
      gender: 'male',
      identifiers: [
        {
          type: 'passport',
          label: 'Passport',
          number: '100 123 456',
          country: 'RU',
          country_text: null,
        },
      ],
    },
  );
  const mordashov = entry('mordashov', 'person', ['MORDASHOV, Alexey Alexandrovich'], {
    birth_dates: [{ from: '1965-01-01', to: '1965-12-31', text: '1965' }],
  });
  const weak = entry('weak', 'person', [
    'IVANOV, Sergei',
    { full: 'Serge the Fox', strength: 'weak' },
  ]);
  const bank = entry('bank', 'organization', ['Sberbank of Russia PJSC']);
  const delisted = entry('gone', 'person', ['Wiktor Delisted'], { delisted_on: '2024-01-01' });
  const index = buildIndex([putin, mordashov, weak, bank, delisted]);

  it('indexes current entries only', () => {
    expect(index.entryCount).toBe(4);
    expect(index.nameCount).toBe(6);
    expect(index.screen({ name: 'Wiktor Delisted', type: 'any' })).toEqual([]);
  });

  it('finds a Polish spelling whose first letter differs from the listed one', () => {
    const [hit] = index.screen({ name: 'Władimir Putin', type: 'person' });
    expect(hit).toMatchObject({
      source: 'custom',
      entry_id: 'putin',
      entry_name: 'PUTIN, Vladimir Vladimirovich',
    });
    // The Cyrillic variation, written in the Polish scheme, is the closest name of the entry.
    expect(hit!.explanation).toMatchObject({
      query_name: 'Władimir Putin',
      list_name: 'Владимир Путин',
      name_kind: 'variation',
      weak_alias: false,
    });
    expect(index.screen({ name: 'Путин Владимир', type: 'any' })[0]?.entry_id).toBe('putin');
  });

  it('raises the score for an agreeing date of birth, nationality and identifier', () => {
    const nameOnly = index.screen({ name: 'Vladimir Putin', type: 'person' })[0]!;
    const supported = index.screen({
      name: 'Vladimir Putin',
      type: 'person',
      birth_date: '1952-10-07',
      countries: ['RU'],
      identifiers: ['100123456'],
    })[0]!;
    expect(supported.score).toBeGreaterThan(nameOnly.score);
    expect(supported.explanation.qualifiers.map((q) => [q.kind, q.detail])).toEqual([
      ['birth_date', 'exact'],
      ['nationality', 'match'],
      ['identifier', 'exact'],
    ]);
    expect(supported.score).toBeLessThanOrEqual(1);
  });

  it('pulls an exact name below the threshold with a wrong date of birth and country', () => {
    const subject = { name: 'Vladimir Vladimirovich Putin', type: 'person' as const };
    expect(index.screen(subject)).toHaveLength(1);
    const wrong = index.screen(
      { ...subject, birth_date: '1980-03-02', countries: ['PL'] },
      { threshold: 0 },
    )[0]!;
    expect(wrong.score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(wrong.explanation.qualifiers.map((q) => q.detail)).toEqual(['mismatch', 'mismatch']);
    const female = index.screen({ ...subject, gender: 'female' }, { threshold: 0 })[0]!;
    expect(female.explanation.qualifiers).toMatchObject([{ kind: 'gender', detail: 'mismatch' }]);
  });

  it('reads list dates as ranges: a year of birth agrees with any day in it', () => {
    const hit = index.screen({
      name: 'Alexey Mordashov',
      type: 'person',
      birth_date: '1965-06-15',
    })[0]!;
    expect(hit.explanation.qualifiers).toMatchObject([{ kind: 'birth_date', detail: 'year' }]);
    expect(
      index.screen({ name: 'Alexey Mordashov', type: 'person', birth_date: '1965' })[0]!.explanation
        .qualifiers[0]?.effect,
    ).toBeGreaterThan(0);
  });

  it('scores weak aliases lower than strong names', () => {
    const [hit] = index.screen({ name: 'Serge the Fox', type: 'person' });
    expect(hit?.explanation.weak_alias).toBe(true);
    expect(hit!.score).toBeLessThan(compareNames('Serge the Fox', 'Serge the Fox', 'person').score);
  });

  it('indexes each alternative of a name written with a slash', () => {
    const qaida = buildIndex([entry('aq', 'organization', ["Al-Qa'ida/Islamic Army"])]);
    expect(qaida.nameCount).toBe(2);
    expect(qaida.screen({ name: 'Al Qaeda', type: 'company' })[0]?.matched_name).toBe(
      "Al-Qa'ida/Islamic Army",
    );
  });

  it('screens companies only against organisations when asked for a company', () => {
    expect(index.screen({ name: 'Sberbank Rossii PAO', type: 'company' })[0]?.entry_id).toBe(
      'bank',
    );
    expect(index.screen({ name: 'Vladimir Putin', type: 'company' })).toEqual([]);
  });

  it('finds listed names declined inside a Polish transfer title', () => {
    expect(declensionStems('putinowi')).toContain('putin');
    expect(declensionStems('kowalskiego')).toContain('kowalski');
    expect(index.screenText('przelew dla Władimira Putina')[0]?.entry_id).toBe('putin');
    const [hit] = index.screenText('zwrot od Aleksieja Mordaszowa za fakturę 7/2026');
    expect(hit?.entry_id).toBe('mordashov');
    expect(hit?.explanation.tokens.map((t) => t.method)).toContain('declension');
    expect(index.screenText('przelew za czynsz, lokal 4, Warszawa')).toEqual([]);
  });

  it('returns the best name per entry, sorted, within the limit', () => {
    const hits = index.screen({ name: 'Vladimir', type: 'any' }, { threshold: 0, limit: 2 });
    expect(hits.length).toBeLessThanOrEqual(2);
    expect(new Set(hits.map((h) => h.entry_id)).size).toBe(hits.length);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });
});
