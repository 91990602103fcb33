/**
 * Generated query variants of listed names, one category at a time (research note §4.3, P3), to
 * measure recall per kind of difference without tuning to any public set. Deterministic: a fixed
 * seed gives the same variants on every run. Used by the accuracy tests and the benchmark.
 */
import type { ListEntry } from './list-entry.js';
import type { ScreeningSubject } from './types.js';

export const VARIANT_CATEGORIES = [
  'typo',
  'order',
  'missing_part',
  'joined',
  'diacritics',
  'polish_transliteration',
  'cyrillic_script',
  'arabic_romanisation',
  'company_form',
  'polish_declension',
  'wrong_qualifiers',
] as const;
export type VariantCategory = (typeof VARIANT_CATEGORIES)[number];

export type Variant = {
  category: VariantCategory;
  entry: ListEntry;
  /** A party to screen, or for polish_declension a transfer title for screenText. */
  subject: ScreeningSubject;
  text?: string;
  /** wrong_qualifiers: the entry must NOT be alerted. */
  expectAlert: boolean;
};

/** mulberry32: small, seedable, good enough for sampling. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** "LAST, First Middle" (OFAC) → "First Middle LAST". */
export function naturalOrder(name: string): string {
  const [last, first] = name.split(/,\s*/, 2);
  return first ? `${first} ${last}` : name;
}

function primaryLatinName(entry: ListEntry): string | null {
  const name = entry.names.find((n) => n.kind === 'primary' && n.script === 'latin');
  return name ? naturalOrder(name.full) : null;
}

const LETTERS = 'abcdefghijklmnoprstuvwyz';

function typo(random: Random, name: string): string | null {
  const words = name.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  if (long.length === 0) return null;
  const [word, index] = pick(random, long);
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = pick(random, [...LETTERS]);
  const edits = [
    word.slice(0, at) + letter + word.slice(at + 1),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + letter + word.slice(at),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word[at] + word.slice(at),
  ];
  words[index] = pick(random, edits);
  return words.join(' ');
}

function order(random: Random, name: string): string | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  return random() < 0.5
    ? `${words.at(-1)}, ${words.slice(0, -1).join(' ')}`
    : [...words.slice(1), words[0]].join(' ');
}

function missingPart(random: Random, name: string): string | null {
  const words = name.split(' ');
  if (words.length >= 3) {
    const drop = 1 + Math.floor(random() * (words.length - 2));
    return words.filter((_, i) => i !== drop).join(' ');
  }
  if (words.length === 2 && (words[0]?.length ?? 0) > 2) return `${words[0]![0]}. ${words[1]}`;
  return null;
}

function joined(random: Random, name: string): string | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const at = Math.floor(random() * (words.length - 1));
  const glue = random() < 0.5 ? '' : '-';
  return [...words.slice(0, at), words[at]! + glue + words[at + 1]!, ...words.slice(at + 2)].join(
    ' ',
  );
}

const ACCENTED: Record<string, string[]> = {
  a: ['á', 'à', 'ä', 'ą'],
  e: ['é', 'è', 'ë', 'ę'],
  o: ['ó', 'ö', 'ô', 'ø'],
  u: ['ú', 'ü'],
  i: ['í', 'ï'],
  l: ['ł'],
  s: ['ś', 'ş', 'š'],
  c: ['ć', 'č', 'ç'],
  z: ['ż', 'ž'],
  n: ['ñ', 'ń'],
};

function diacritics(random: Random, name: string): string | null {
  let changed = 0;
  const out = [...name.toLowerCase()]
    .map((letter) => {
      const options = ACCENTED[letter];
      if (!options || random() > 0.35) return letter;
      changed++;
      return pick(random, options);
    })
    .join('');
  if (changed === 0) return null;
  return random() < 0.5 ? out : out.toUpperCase();
}

/** English (BGN) romanisation of a Russian name → Polish (PWN) spelling. */
const ENGLISH_TO_POLISH: [RegExp, string][] = [
  [/shch/g, 'szcz'],
  [/kh/g, 'ch'],
  [/ch/g, 'cz'],
  [/sh/g, 'sz'],
  [/zh/g, 'ż'],
  [/ts/g, 'c'],
  [/(?<=[aeiou])y(?=[aeiou]|$)|iy$|yy$/g, 'j'],
  [/^ye|(?<=[aeiou])ye/g, 'je'],
  [/^yu|(?<=[aeiou])yu/g, 'ju'],
  [/^ya|(?<=[aeiou])ya/g, 'ja'],
  [/(?<=[bcdfgklmnprstvz])ya/g, 'ia'],
  [/(?<=[bcdfgklmnprstvz])yu/g, 'iu'],
  [/(?<=[gk])e/g, 'ie'],
  [/v/g, 'w'],
  [/x/g, 'ks'],
];

export function toPolishSpelling(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word) => {
      let out = word;
      for (const [pattern, replacement] of ENGLISH_TO_POLISH)
        out = out.replace(pattern, replacement);
      return out.charAt(0).toUpperCase() + out.slice(1);
    })
    .join(' ');
}

const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ...[...'abvgdezijklmnoprstufhcyw'].map((latin, i): [string, string] => [
    latin,
    'абвгдезийклмнопрстуфхцыв'[i]!,
  ]),
];

export function toCyrillic(name: string): string {
  let rest = name.toLowerCase();
  let out = '';
  while (rest) {
    const rule = LATIN_TO_CYRILLIC.find(([latin]) => rest.startsWith(latin));
    out += rule ? rule[1] : rest[0];
    rest = rest.slice(rule ? rule[0].length : 1);
  }
  return out.replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
}

const ARABIC_SWAPS: [RegExp, string[]][] = [
  [
    /\b(muhammad|mohammed|mohamed|mohammad|mohamad)\b/gi,
    ['Muhammad', 'Mohammed', 'Mohamad', 'Mohamed'],
  ],
  [/\bal[- ]/gi, ['el-', 'al ', 'Al-']],
  [/\b(bin|ibn)\b/gi, ['ibn', 'bin', 'ben']],
  [/\babd(?:ul|el|al)?[- ]?(?:al[- ])?/gi, ['Abdul ', 'Abd al-', 'Abdel ']],
  [/q/gi, ['k', 'g']],
  [/ou/gi, ['u']],
  [/ee/gi, ['i']],
  [/kh/gi, ['h']],
];

function arabicRomanisation(random: Random, name: string): string | null {
  const applicable = ARABIC_SWAPS.filter(([pattern]) => new RegExp(pattern.source, 'i').test(name));
  if (applicable.length === 0) return null;
  let out = name;
  for (const [pattern, options] of applicable) {
    if (random() < 0.6) out = out.replace(pattern, () => pick(random, options));
  }
  return out === name ? name.replace(applicable[0]![0], applicable[0]![1][0]!) : out;
}

const LEGAL_SWAPS: [RegExp, string[]][] = [
  [
    /\b(LLC|L\.L\.C\.|LIMITED LIABILITY COMPANY|OOO|OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU)\b/i,
    ['sp. z o.o.', 'ООО', 'Limited Liability Company', 'LLC', ''],
  ],
  [/\b(LTD|LIMITED)\b\.?/i, ['Limited', 'Ltd.', '']],
  [
    /\b(PJSC|PAO|PUBLIC JOINT STOCK COMPANY)\b/i,
    ['PAO', 'PJSC', 'S.A.', 'Public Joint Stock Company'],
  ],
  [/\b(JSC|AO|JOINT STOCK COMPANY|OAO|ZAO|CJSC|OJSC)\b/i, ['JSC', 'AO', 'S.A.', '']],
  [/\b(COMPANY|CO)\b\.?/i, ['Co.', 'Company', '']],
  [/\b(CORPORATION|CORP)\b\.?/i, ['Corp.', 'Corporation', '']],
  [/\b(GMBH|AG|S\.A\.|SA|INC)\b\.?/i, ['', 'GmbH', 'S.A.']],
  [/\bBANK\b/i, ['Банк', 'Banku', 'Bank']],
];

function companyForm(random: Random, name: string): string | null {
  const applicable = LEGAL_SWAPS.filter(([pattern]) => pattern.test(name));
  if (applicable.length === 0)
    return `${name} ${pick(random, ['sp. z o.o.', 'LLC', 'Ltd', 'S.A.'])}`;
  const [pattern, options] = pick(random, applicable);
  return name
    .replace(pattern, () => pick(random, options))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Genitive of a Polish-spelt masculine or feminine name: Putin → Putina, Anna → Anny. */
function genitive(word: string): string {
  if (/[aeiouy]$/i.test(word)) return word.endsWith('a') ? `${word.slice(0, -1)}y` : word;
  return `${word}a`;
}

function declension(random: Random, name: string): string | null {
  const words = toPolishSpelling(name).split(' ');
  if (words.length < 2) return null;
  const phrase = words.map(genitive).join(' ');
  return `${pick(random, ['przelew dla', 'zapłata od', 'zwrot środków od', 'faktura 12/2026 dla'])} ${phrase} ${pick(random, ['', 'za usługi', 'tytułem umowy 7/2026'])}`.trim();
}

const RUSSIAN_PROGRAM = /RUSSIA|UKRAINE|BELARUS|CYBER|MAGNIT/i;
const ARABIC_NAME = /\b(muhammad|mohammed|mohamed|mohammad|mohamad|al|bin|ibn|abd\w*|abu)\b|q/i;

function subjectType(entry: ListEntry): ScreeningSubject['type'] {
  return entry.type === 'person' ? 'person' : 'company';
}

/** A shifted birth date and a different nationality: the name alone must not alert. */
function wrongQualifiers(random: Random, entry: ListEntry, name: string): ScreeningSubject | null {
  const birth = entry.birth_dates[0];
  const nationality =
    entry.nationalities[0] ??
    entry.citizenships[0] ??
    entry.addresses.find((a) => a.country)?.country;
  if (!birth || !nationality) return null;
  const year = Number(birth.from.slice(0, 4)) + pick(random, [-15, -11, 9, 13]);
  return {
    name,
    type: 'person',
    birth_date: `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    countries: [nationality === 'PL' ? 'DE' : 'PL'],
  };
}

/**
 * Up to `perCategory` variants per category from `entries` (persons and organizations with a
 * Latin primary name), sampled with `seed`.
 */
export function generateVariants(
  entries: readonly ListEntry[],
  perCategory: number,
  seed = 20261123,
): Variant[] {
  const random = seededRandom(seed);
  const usable = entries.filter(
    (e) => (e.type === 'person' || e.type === 'organization') && primaryLatinName(e),
  );
  const shuffled = [...usable];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const variants: Variant[] = [];
  for (const category of VARIANT_CATEGORIES) {
    let made = 0;
    for (const entry of shuffled) {
      if (made >= perCategory) break;
      const name = primaryLatinName(entry)!;
      const isPerson = entry.type === 'person';
      const russian = entry.programs.some((p) => RUSSIAN_PROGRAM.test(p));
      let query: string | null = null;
      let text: string | undefined;
      let subject: ScreeningSubject | null = null;
      switch (category) {
        case 'typo':
          query = typo(random, name);
          break;
        case 'order':
          query = isPerson ? order(random, name) : null;
          break;
        case 'missing_part':
          query = isPerson ? missingPart(random, name) : null;
          break;
        case 'joined':
          query = joined(random, name);
          break;
        case 'diacritics':
          query = diacritics(random, name);
          break;
        case 'polish_transliteration':
          query = isPerson && russian ? toPolishSpelling(name) : null;
          break;
        case 'cyrillic_script':
          query = isPerson && russian ? toCyrillic(name) : null;
          break;
        case 'arabic_romanisation':
          query = isPerson && ARABIC_NAME.test(name) ? arabicRomanisation(random, name) : null;
          break;
        case 'company_form':
          query = isPerson ? null : companyForm(random, name);
          break;
        case 'polish_declension':
          text = isPerson && russian ? (declension(random, name) ?? undefined) : undefined;
          query = text ?? null;
          break;
        case 'wrong_qualifiers':
          subject =
            isPerson && name.split(' ').length >= 2 ? wrongQualifiers(random, entry, name) : null;
          break;
      }
      if (!subject && query) subject = { name: query, type: subjectType(entry) };
      if (!subject || subject.name === '') continue;
      variants.push({
        category,
        entry,
        subject,
        text,
        expectAlert: category !== 'wrong_qualifiers',
      });
      made++;
    }
  }
  return variants;
}
