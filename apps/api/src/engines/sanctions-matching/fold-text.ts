/**
 * Case and diacritic folding. NFKD plus removal of combining marks handles most accents, but a
 * few letters have no decomposition (ł ø ß æ œ đ þ ı …) and Watchman misses them for that reason
 * (research note §0.5), so they are mapped explicitly.
 */

const NON_DECOMPOSING: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ŧ: 't',
  ŋ: 'n',
  ſ: 's',
  ƒ: 'f',
};
const NON_DECOMPOSING_RE = new RegExp(`[${Object.keys(NON_DECOMPOSING).join('')}]`, 'g');

/**
 * Lower case, compatibility-decomposed, without combining marks. Cyrillic is only lower-cased:
 * its marks are letters of their own (й is not и, ї is not і) and transliteration reads them.
 */
export function foldCase(text: string): string {
  return text.toLowerCase().replace(/[^\p{Script=Cyrillic}]+/gu, (run) =>
    run
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(NON_DECOMPOSING_RE, (letter) => NON_DECOMPOSING[letter] ?? letter)
      // NFC recomposes the Hangul syllables that NFKD split into jamo.
      .normalize('NFC'),
  );
}

/**
 * Splits folded text into name tokens. Apostrophes vanish (al-'Asiri = al Asiri, O'Brien =
 * OBrien); dotted acronyms close up (U.S.A. = usa) while spaced initials stay apart (V. V.);
 * a letter lost to a wrong encoding (Wa??sa for Wałęsa) stays in the word as "?", which the
 * edit distance reads as any letter.
 */
export function splitTokens(folded: string): string[] {
  return folded
    .replace(/['’ʼ‘`´ʻ]/g, '')
    .replace(/\uFFFD/g, '?')
    .replace(/(?<![\p{L}\p{N}])((?:\p{L}\.){2,})/gu, (acronym) => acronym.replace(/\./g, ''))
    .split(/[^\p{L}\p{N}?]+/u)
    .filter((token) => /[\p{L}\p{N}]/u.test(token));
}

const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN_OR_DIGIT = /^[a-z0-9?]+$/;

export function hasCyrillic(token: string): boolean {
  return CYRILLIC.test(token);
}
export function hasGreek(token: string): boolean {
  return GREEK.test(token);
}
export function hasArabic(token: string): boolean {
  return ARABIC.test(token);
}
/** True when a folded token is plain ASCII letters and digits (comparable by edit distance). */
/** Han, kana and Hangul: one character is a syllable or a word, so no typo tolerance applies. */
export function isCjkToken(token: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(token);
}

export function isAsciiToken(token: string): boolean {
  return LATIN_OR_DIGIT.test(token);
}
