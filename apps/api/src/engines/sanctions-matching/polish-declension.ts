/**
 * Nominative candidates for a Polish inflected name, for names cited in transfer titles
 * ("przelew dla Władimira Putina", "od Aleksieja Mordaszowa", "dla Jana Kowalskiego"). Works on
 * folded tokens. Over-generation is harmless: a stem only matters if a listed name has it.
 */

/** Ending → replacements, longest endings first. */
const ENDINGS: [string, string[]][] = [
  ['owi', ['']],
  ['iego', ['i']],
  ['ego', ['i', 'y']],
  ['iemu', ['i']],
  ['emu', ['i', 'y']],
  ['iej', ['a']],
  ['ej', ['a']],
  ['ach', ['']],
  ['ami', ['']],
  ['iem', ['']],
  ['em', ['']],
  ['om', ['']],
  ['ie', ['', 'a']],
  ['iu', ['']],
  ['im', ['i']],
  ['ym', ['y']],
  ['a', ['', 'o']],
  ['u', ['']],
  ['e', ['a']],
  ['y', ['a', '']],
  ['i', ['a', '']],
];

/** Nominatives shorter than this are not proposed; short names still decline (Ali → Alego). */
const MIN_STEM_LENGTH = 3;

export function declensionStems(word: string): string[] {
  const stems = new Set<string>();
  for (const [ending, replacements] of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const base = word.slice(0, -ending.length);
    for (const replacement of replacements)
      if (base.length + replacement.length >= MIN_STEM_LENGTH) stems.add(base + replacement);
  }
  stems.delete(word);
  return [...stems];
}
