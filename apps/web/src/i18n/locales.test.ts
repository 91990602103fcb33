import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_CODES } from '@aml/shared';
import { en } from './resources/en';
import { pl } from './resources/pl';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural forms folded into their base key (languages differ in forms). */
function keysOf(tree: object, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') keysOf(value, path).forEach((k) => keys.add(k));
    else keys.add(path.replace(PLURAL_SUFFIX, ''));
  }
  return keys;
}

describe('translations', () => {
  it('have the same keys in English and Polish', () => {
    const english = keysOf(en);
    const polish = keysOf(pl);
    expect([...english].filter((k) => !polish.has(k))).toEqual([]);
    expect([...polish].filter((k) => !english.has(k))).toEqual([]);
  });

  it('give Polish every plural form it needs', () => {
    const forms = (tree: Record<string, unknown>, base: string) =>
      Object.keys(tree)
        .filter((k) => k.startsWith(`${base}_`))
        .sort();
    expect(forms(pl.shell, 'new_items')).toEqual([
      'new_items_few',
      'new_items_many',
      'new_items_one',
      'new_items_other',
    ]);
  });

  it('translate every error and validation code the API can answer', () => {
    for (const code of ERROR_CODES) expect(en.errors).toHaveProperty(code);
    for (const code of VALIDATION_CODES) expect(en.validation).toHaveProperty(code);
  });

  it('keep the texts the specification fixes', () => {
    expect(en.common.not_found_text).toBe('Make sure the path is correct');
    expect(en.shell.logout_question).toBe('Are you sure you want to log out?');
    expect(en.common.save_question).toBe('Are you sure you want to save the changes?');
    expect(en.errors.internal_error).toBe('Something went wrong, please try again later');
    expect(en.errors.network_error).toBe('Network Error');
    expect(pl.errors.network_error).toBe('Błąd sieci');
  });
});
