/**
 * The phonetic form of a folded Latin token: spellings that transliteration schemes and
 * romanisation habits produce for one sound are brought to one spelling, so that Władimir,
 * Wladimir and Vladimir, or Jewgienij, Yevgeniy and Evgeny, compare as equal or near-equal.
 * The form is only compared and indexed, never shown.
 *
 * Upper-case letters mark merged sounds: S = ш/щ (sh, sz, sch, shch, szcz, schtsch), C = ч/х
 * (ch, cz, tsch, tch, kh). ч and х are merged because "ch" means ч in English and х in Polish and
 * German; the two rarely distinguish otherwise identical names.
 */

const REWRITES: [RegExp, string][] = [
  [/schtsch|szcz|shch|sch(?=tsch)/g, 'S'],
  [/tsch|tch|tsh/g, 'C'],
  [/sch|sh|sz/g, 'S'],
  [/cz|ch|kh/g, 'C'],
  [/zh/g, 'z'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/gh/g, 'g'],
  [/ck/g, 'k'],
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/[jy]/g, 'i'],
  [/oo|ou/g, 'u'],
  [/ts|tz/g, 'c'],
  // je/ye/ie and the Polish softening i (Aleksiej, Jewgienij) against plain e (Aleksei, Evgeny).
  [/ie/g, 'e'],
  [/(.)\1+/g, '$1'],
];

/**
 * Canonical spellings of names whose romanisations differ by more than a typo would. A Map, not
 * an object: every word of a name or a title is looked up, and 'constructor' is a word too.
 */
const NAME_VARIANTS = new Map<string, string>();
for (const [canonical, variants] of Object.entries({
  muhamad:
    'mhmd mohammed mohamed mohammad mohamad muhammad muhammed muhamed mohamud mohammod mohd mhd mehmet mehmed mahomed',
  ahmad: 'ahmed ahmet achmed',
  husain: 'hussein husein hussain hosein hossein houssein husayn hussayn',
  hasan: 'hassan hasan hassane',
  usama: 'osama usama ousama',
  yusuf: 'yousef yousuf youssef yusef jusuf josef',
  abdal: 'abdul abdel abdoul abdol',
  bin: 'ibn ben bint binti',
  al: 'el ul',
  abu: 'abou abo',
  kadafi: 'qaddafi gaddafi kadhafi qadhafi gadhafi kaddafi qathafi',
  // Legal forms spelt out and abbreviated (the rewriting of multi-word forms is in
  // name-vocabulary.ts).
  ag: 'aktiengesellschaft',
  corp: 'corporation',
  co: 'company',
  ltd: 'limited',
  inc: 'incorporated',
})) {
  for (const variant of variants.split(' ')) NAME_VARIANTS.set(variant, canonical);
}

/** Digits inside words are OCR or keyboard slips for letters (Ig0r Sech1n). */
const DIGIT_AS_LETTER: Record<string, string> = {
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  8: 'b',
  9: 'g',
};

/** Phonetic form of one folded, ASCII token (see the module comment). Numbers are kept as is. */
export function phoneticForm(token: string): string {
  const canonical = NAME_VARIANTS.get(token);
  if (canonical) return canonical;
  if (/^\d+$/.test(token)) return token;
  let form = /[a-z]/.test(token) ? token.replace(/\d/g, (d) => DIGIT_AS_LETTER[d] ?? d) : token;
  for (const [pattern, replacement] of REWRITES) form = form.replace(pattern, replacement);
  return NAME_VARIANTS.get(form) ?? form;
}

/** Phonetic forms of Latin tokens (with ? for a lost letter): compared by edit distance. */
export function isLatinForm(form: string): boolean {
  for (let i = 0; i < form.length; i++) {
    const code = form.charCodeAt(i) | 0x20; // folds A-Z onto a-z; digits keep their codes
    if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 63)) return false;
  }
  return form.length > 0;
}

/**
 * Coarse key of a phonetic form: first letter, then consonant classes without vowels. Used only
 * to find candidates (never to decide a match), so that two typos, or a g/k or d/t confusion,
 * still reach the scorer. The first letter is kept in its phonetic form (v for w, i for j/y), so
 * the key does not gate on the written first letter the way Watchman does.
 */
export function skeletonKey(form: string): string {
  const head = /[aeiou]/.test(form[0] ?? '') ? 'a' : (form[0] ?? '');
  const rest = form
    .slice(1)
    .replace(/[aeiouh]/g, '')
    .replace(/[gkqcC]/g, 'k')
    .replace(/[szSz]/g, 's')
    .replace(/[dt]/g, 't')
    .replace(/[bp]/g, 'p')
    .replace(/[vf]/g, 'f')
    .replace(/(.)\1+/g, '$1');
  return head + rest;
}
