import type { NameScript } from '../../../../engines/sanctions-matching/index.js';

const SCRIPT_PATTERNS: ReadonlyArray<[NameScript, RegExp]> = [
  ['latin', /\p{Script=Latin}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
  ['arabic', /\p{Script=Arabic}/gu],
  ['greek', /\p{Script=Greek}/gu],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu],
];

/**
 * The script most letters of a name are written in. The matcher uses it to decide whether a name
 * needs transliteration before comparison. Names without letters, or in scripts not listed
 * (Hebrew, Devanagari, Thai …), are 'other'.
 */
export function detectScript(text: string): NameScript {
  let best: NameScript = 'other';
  let bestCount = 0;
  for (const [script, pattern] of SCRIPT_PATTERNS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  // Mostly letters of an unlisted script, with a few Latin ones (e.g. "שלום A"): still 'other'.
  return letters > 0 && bestCount * 2 < letters ? 'other' : best;
}
