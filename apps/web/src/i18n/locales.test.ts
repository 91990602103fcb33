import { ERROR_CODES, LANGUAGES, VALIDATION_CODES } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NAMESPACES, i18n } from './i18n';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of one language, read from its files. */
function localeOf(language: string): Record<string, Texts> {
  const namespaces: Record<string, Texts> = {};
  for (const [file, texts] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
    if (match[1] === language) namespaces[match[2]!] = texts;
  }
  return namespaces;
}

const en = localeOf('en');
const pl = localeOf('pl');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key as namespace:path, with plural forms folded into their base key. */
function keysOf(tree: Texts, prefix: string): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${prefix.endsWith(':') ? '' : '.'}${key}`;
    if (typeof value === 'object') keysOf(value, path).forEach((k) => keys.add(k));
    else keys.add(path.replace(PLURAL_SUFFIX, ''));
  }
  return keys;
}

const allKeys = (locale: Record<string, Texts>) =>
  new Set(Object.entries(locale).flatMap(([ns, tree]) => [...keysOf(tree, `${ns}:`)]));

describe('translations', () => {
  it('exist for every supported language, with the same namespaces', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(Object.keys(localeOf(language)).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('have the same keys in English and Polish, in every namespace', () => {
    const english = allKeys(en);
    const polish = allKeys(pl);
    expect([...english].filter((k) => !polish.has(k))).toEqual([]);
    expect([...polish].filter((k) => !english.has(k))).toEqual([]);
  });

  it('have no empty texts', () => {
    const leaves = (tree: Texts): string[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'object' ? leaves(value) : [value]));
    for (const locale of [en, pl]) {
      expect(
        Object.values(locale)
          .flatMap(leaves)
          .filter((text) => !text.trim()),
      ).toEqual([]);
    }
  });

  it('give Polish every plural form it needs', () => {
    const forms = Object.keys(pl.shell!)
      .filter((k) => k.startsWith('new_items_'))
      .sort();
    expect(forms).toEqual(['new_items_few', 'new_items_many', 'new_items_one', 'new_items_other']);
  });

  it('count in the right form in both languages', async () => {
    await i18n.loadNamespaces(['admin', 'parties']);
    await i18n.loadLanguages('pl');
    const stored = (language: string, count: number) =>
      i18n.getFixedT(language, 'admin')('rates.stored', { count });
    expect([1, 2].map((count) => stored('en', count))).toEqual(['Stored 1 rate', 'Stored 2 rates']);
    expect([1, 3, 5, 22].map((count) => stored('pl', count))).toEqual([
      'Zapisano 1 kurs',
      'Zapisano 3 kursy',
      'Zapisano 5 kursów',
      'Zapisano 22 kursy',
    ]);
    const parties = i18n.getFixedT('pl', 'parties');
    expect(
      parties('csv.imported', {
        parties: parties('csv.parties', { count: 1 }),
        duplicates: parties('csv.duplicates', { count: 2 }),
        rows_with_errors: parties('csv.rows_with_errors', { count: 5 }),
      }),
    ).toBe(
      'Import zakończony. Utworzono 1 podmiot, pominięto 2 duplikaty, nie zaimportowano 5 wierszy z błędami.',
    );
  });

  it('give every counted text all the plural forms of its language (Intl.PluralRules)', () => {
    const needs = { en: ['one', 'other'], pl: ['one', 'few', 'many', 'other'] };
    for (const [language, locale] of [
      ['en', en],
      ['pl', pl],
    ] as const) {
      const forms = new Map<string, Set<string>>();
      const collect = (tree: Texts, prefix: string) => {
        for (const [key, value] of Object.entries(tree)) {
          if (typeof value === 'object') collect(value, `${prefix}${key}.`);
          const form = /_(one|few|many|other)$/.exec(key);
          if (typeof value === 'string' && form) {
            const base = `${prefix}${key.slice(0, -form[0].length)}`;
            forms.set(base, (forms.get(base) ?? new Set()).add(form[1]!));
          }
        }
      };
      for (const [ns, tree] of Object.entries(locale)) collect(tree, `${ns}:`);
      const counted = [...forms].filter(([, found]) => !(found.size === 1 && found.has('other')));
      expect(counted.length).toBeGreaterThan(3);
      for (const [base, found] of counted) {
        expect([...found].sort(), `${language} ${base}`).toEqual([...needs[language]].sort());
      }
    }
  });

  it('translate every error and validation code the API can answer', () => {
    for (const locale of [en, pl]) {
      for (const code of ERROR_CODES) expect(locale.errors).toHaveProperty(code);
      for (const code of VALIDATION_CODES) expect(locale.validation).toHaveProperty(code);
    }
  });

  it('bundle the namespaces of the login page and the shell', () => {
    for (const ns of BUNDLED_NAMESPACES) expect(i18n.hasResourceBundle('pl', ns)).toBe(true);
  });

  it('load the other namespaces on demand', async () => {
    await i18n.changeLanguage('pl');
    expect(i18n.hasResourceBundle('pl', 'teams')).toBe(false);
    await i18n.loadNamespaces('teams');
    expect(i18n.t('teams:title')).toBe('Zespoły');
    await i18n.changeLanguage('en');
  });

  it('keep the texts the specification fixes', () => {
    const t = i18n.getFixedT('en');
    expect(t('not_found_text')).toBe('Make sure the path is correct');
    expect(t('shell:logout_question')).toBe('Are you sure you want to log out?');
    expect(t('save_question')).toBe('Are you sure you want to save the changes?');
    expect(t('errors:internal_error')).toBe('Something went wrong, please try again later');
    expect(t('errors:network_error')).toBe('Network Error');
    expect(i18n.getFixedT('pl')('errors:network_error')).toBe('Błąd sieci');
  });
});
