import { createHash } from 'node:crypto';
import { isValidNip, isValidPesel, isValidRegon, normaliseNip } from '@aml/shared';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parse } from 'parse5';
import { countryToIso, newEntry } from '../../../../engines/sanctions-matching/index.js';
import { parseDateText, rangeFromParts } from './dates.js';
import { addBirthDate, addName, clean, pushUnique } from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type {
  DateRange,
  EntryType,
  IdentifierType,
  ListEntry,
  NameKind,
  NameParts,
} from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import { detectScript } from './scripts.js';
import type { TextInput } from './text-input.js';
import { readAllText } from './text-input.js';

/*
 * MSWiA list (sanctions-screening.md §2.7): the gov.pl page "Lista osób i podmiotów objętych
 * sankcjami", HTML only. Two tables, under the headings "Osoby" and "Podmioty" (the second nested
 * in a layout table); columns are found by their header text, never by position. The Polish
 * helpers at the top (dates, country names, stable ids) are shared with the GIIF parser.
 */

// ---------------------------------------------------------------------------------------------
// Polish text helpers

/** Lower case without diacritics (ł → l, which NFD leaves alone) and with collapsed spaces. */
export function foldPolish(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Genitive (dates) and nominative (month-year) month names, folded. */
const POLISH_MONTHS: Record<string, number> = {
  stycznia: 1,
  styczen: 1,
  lutego: 2,
  luty: 2,
  marca: 3,
  marzec: 3,
  kwietnia: 4,
  kwiecien: 4,
  maja: 5,
  maj: 5,
  czerwca: 6,
  czerwiec: 6,
  lipca: 7,
  lipiec: 7,
  sierpnia: 8,
  sierpien: 8,
  wrzesnia: 9,
  wrzesien: 9,
  pazdziernika: 10,
  pazdziernik: 10,
  listopada: 11,
  listopad: 11,
  grudnia: 12,
  grudzien: 12,
};

/**
 * A date as the Polish lists write it: "24 listopada 1961 r.", "24.11.1961 r.", "listopad 1961",
 * "1961 r.", "ok. 1961" (a year stays a year), also the ISO and English spellings the other lists
 * use. Null when no rule reads it.
 */
export function parsePolishDate(text: string): DateRange | null {
  const original = clean(text);
  if (!original) return null;
  const s = foldPolish(original)
    .replace(/^(?:dnia|dn\.|w dniu)\s+/, '')
    .replace(/^(?:ok\.|okolo|ok)\s*/, '')
    .replace(/\s*(?:r\.|r|roku)\.?$/, '')
    .replace(/\.$/, '')
    .trim();
  let m: RegExpMatchArray | null;
  if ((m = s.match(/^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/)) && POLISH_MONTHS[m[2]!])
    return rangeFromParts(
      { year: +m[3]!, month: POLISH_MONTHS[m[2]!], day: +m[1]! },
      null,
      original,
    );
  if ((m = s.match(/^([a-z]+)\s+(\d{4})$/)) && POLISH_MONTHS[m[1]!])
    return rangeFromParts({ year: +m[2]!, month: POLISH_MONTHS[m[1]!] }, null, original);
  if ((m = s.match(/^(\d{1,2})\s*[.-]\s*(\d{1,2})\s*[.-]\s*(\d{4})$/)))
    return rangeFromParts({ year: +m[3]!, month: +m[2]!, day: +m[1]! }, null, original);
  const range = parseDateText(s);
  return range ? { ...range, text: original } : null;
}

/** A complete day as ISO (listing and delisting dates); null for partial or unreadable dates. */
export function polishDay(text: string | null | undefined): string | null {
  const range = text ? parsePolishDate(text) : null;
  return range && range.from === range.to ? range.from : null;
}

/** A date after a label the ministries write their own date with (text folded). */
const STATED_DATE =
  /(?:ostatnia aktualizacja|data aktualizacji|zaktualizowano|aktualizacja|stan na dzien|stan na|data publikacji|opublikowano)\s*:?\s*(\d{4}-\d{2}-\d{2}|\d{1,2}\s*[.-]\s*\d{1,2}\s*[.-]\s*\d{4}|\d{1,2}\s+[a-z]+\s+\d{4})/g;

/**
 * The day a Polish list states as its own ("Ostatnia aktualizacja: 15.03.2024 r.", "stan na
 * dzień 1 marca 2024 r.", "Data publikacji: …"), as ISO: the latest such day, since a page
 * gives its first publication and its last update. Null when it states none.
 */
export function statedListDate(text: string): string | null {
  const days = [...foldPolish(text).matchAll(STATED_DATE)]
    .map((match) => polishDay(match[1]))
    .filter((day): day is string => day !== null);
  return days.sort().at(-1) ?? null;
}

/**
 * Polish country names (nominative and genitive, folded) for the countries these lists name.
 * Adjectives ("rosyjski", "iracka", "obywatelstwo rosyjskie") are read from ADJECTIVE_STEMS.
 */
const POLISH_COUNTRIES: Record<string, string[]> = {
  RU: ['rosja', 'rosji', 'federacja rosyjska', 'federacji rosyjskiej', 'fr', 'rf'],
  BY: ['bialorus', 'bialorusi'],
  UA: ['ukraina', 'ukrainy'],
  KZ: ['kazachstan', 'kazachstanu'],
  CY: ['cypr', 'cypru'],
  PL: ['polska', 'polski', 'rzeczpospolita polska', 'rzeczypospolitej polskiej', 'rp'],
  AM: ['armenia', 'armenii'],
  AZ: ['azerbejdzan', 'azerbejdzanu'],
  GE: ['gruzja', 'gruzji'],
  LT: ['litwa', 'litwy'],
  LV: ['lotwa', 'lotwy'],
  EE: ['estonia', 'estonii'],
  KG: ['kirgistan', 'kirgistanu', 'kirgizja', 'kirgizji'],
  UZ: ['uzbekistan', 'uzbekistanu'],
  TJ: ['tadzykistan', 'tadzykistanu'],
  TM: ['turkmenistan', 'turkmenistanu'],
  MD: ['moldawia', 'moldawii', 'moldowa', 'moldowy'],
  IL: ['izrael', 'izraela'],
  AE: ['zea', 'zjednoczone emiraty arabskie', 'zjednoczonych emiratow arabskich'],
  SY: ['syria', 'syrii', 'syryjska republika arabska', 'syryjskiej republiki arabskiej'],
  IR: ['iran', 'iranu'],
  CN: ['chiny', 'chin', 'chrl', 'chinska republika ludowa', 'chinskiej republiki ludowej'],
  IQ: ['irak', 'iraku'],
  NG: ['nigeria', 'nigerii'],
  AF: ['afganistan', 'afganistanu'],
  PK: ['pakistan', 'pakistanu'],
  SA: ['arabia saudyjska', 'arabii saudyjskiej'],
  YE: ['jemen', 'jemenu'],
  LB: ['liban', 'libanu'],
  EG: ['egipt', 'egiptu'],
  TR: ['turcja', 'turcji'],
  JO: ['jordania', 'jordanii'],
  KW: ['kuwejt', 'kuwejtu'],
  LY: ['libia', 'libii'],
  TN: ['tunezja', 'tunezji'],
  DZ: ['algieria', 'algierii'],
  MA: ['maroko'],
  SO: ['somalia', 'somalii'],
  SD: ['sudan', 'sudanu'],
  PS: ['palestyna', 'palestyny'],
  DE: ['niemcy', 'niemiec'],
  GB: ['wielka brytania', 'wielkiej brytanii', 'zjednoczone krolestwo', 'zjednoczonego krolestwa'],
  US: ['usa', 'stany zjednoczone', 'stanow zjednoczonych', 'stany zjednoczone ameryki'],
  KP: ['korea polnocna', 'korei polnocnej', 'krld'],
  VE: ['wenezuela', 'wenezueli'],
  RS: ['serbia', 'serbii'],
  CZ: ['czechy', 'czech'],
  SK: ['slowacja', 'slowacji'],
  HU: ['wegry', 'wegier'],
  CH: ['szwajcaria', 'szwajcarii'],
  AT: ['austria', 'austrii'],
  NL: ['holandia', 'holandii', 'niderlandy', 'niderlandow'],
  LU: ['luksemburg', 'luksemburga'],
  MT: ['malta', 'malty'],
  VG: ['brytyjskie wyspy dziewicze', 'brytyjskich wysp dziewiczych'],
  SC: ['seszele', 'seszeli'],
  HK: ['hongkong', 'hongkongu'],
  IN: ['indie', 'indii'],
  FR: ['francja', 'francji'],
  IT: ['wlochy', 'wloch'],
  ES: ['hiszpania', 'hiszpanii'],
};

/** Adjective stems (folded): "rosyjsk" + i/a/ie/iej/iego/… ("obywatel rosyjski", "iracka"). */
const ADJECTIVE_STEMS: Record<string, string[]> = {
  RU: ['rosyjsk'],
  BY: ['bialorusk'],
  UA: ['ukrainsk'],
  KZ: ['kazachsk', 'kazachstansk'],
  CY: ['cypryjsk'],
  PL: ['polsk'],
  AM: ['ormiansk', 'armensk'],
  AZ: ['azerbejdzansk'],
  GE: ['gruzinsk'],
  LT: ['litewsk'],
  LV: ['lotewsk'],
  EE: ['estonsk'],
  KG: ['kirgisk', 'kirgizk'],
  UZ: ['uzbeck'],
  TJ: ['tadzyck'],
  TM: ['turkmensk'],
  MD: ['moldawsk', 'moldowsk'],
  IL: ['izraelsk'],
  AE: ['emirack'],
  SY: ['syryjsk'],
  IR: ['iransk'],
  CN: ['chinsk'],
  IQ: ['irack'],
  NG: ['nigeryjsk'],
  AF: ['afgansk'],
  PK: ['pakistansk'],
  SA: ['saudyjsk'],
  YE: ['jemensk'],
  LB: ['libansk'],
  EG: ['egipsk'],
  TR: ['tureck'],
  JO: ['jordansk'],
  KW: ['kuwejck'],
  LY: ['libijsk'],
  TN: ['tunezyjsk'],
  DZ: ['algiersk'],
  MA: ['marokansk'],
  SO: ['somalijsk'],
  SD: ['sudansk'],
  PS: ['palestynsk'],
  DE: ['niemieck'],
  GB: ['brytyjsk'],
  US: ['amerykansk'],
  VE: ['wenezuelsk'],
  RS: ['serbsk'],
  CZ: ['czesk'],
  SK: ['slowack'],
  HU: ['wegiersk'],
  CH: ['szwajcarsk'],
  AT: ['austriack'],
  NL: ['holendersk', 'niderlandzk'],
  IN: ['indyjsk'],
  FR: ['francusk'],
  IT: ['wlosk'],
  ES: ['hiszpansk'],
};
const ADJECTIVE_ENDINGS = new Set(['i', 'a', 'ie', 'iej', 'iego', 'im', 'ich', 'iemu']);

const POLISH_COUNTRY_INDEX = new Map(
  Object.entries(POLISH_COUNTRIES).flatMap(([iso, forms]) => forms.map((f) => [f, iso] as const)),
);
const ADJECTIVE_INDEX = Object.entries(ADJECTIVE_STEMS).flatMap(([iso, stems]) =>
  stems.map((stem) => [stem, iso] as const),
);
/** State-form words dropped before a second look-up: "Federalna Republika Nigerii" → "nigerii". */
const STATE_WORDS =
  /\b(?:republika|republiki|federalna|federalnej|islamska|islamskiej|demokratyczna|demokratycznej|ludowa|ludowej|krolestwo|krolestwa|panstwo|panstwa)\b/g;

/**
 * ISO alpha-2 for a country as Polish text writes it: "Federacji Rosyjskiej", "Rosja", "rosyjskie",
 * "Republika Iraku", "iracka", "ZEA"; English names and ISO codes also work. Null otherwise.
 */
export function polishCountryToIso(text: string | null | undefined): string | null {
  const value = clean(text?.replace(/[()[\].,;:]+/g, ' '));
  if (!value) return null;
  const folded = foldPolish(value);
  const lookUp = (s: string): string | null => {
    const direct = POLISH_COUNTRY_INDEX.get(s);
    if (direct) return direct;
    for (const [stem, iso] of ADJECTIVE_INDEX) {
      if (s.startsWith(stem) && ADJECTIVE_ENDINGS.has(s.slice(stem.length))) return iso;
    }
    return null;
  };
  return (
    lookUp(folded) ??
    lookUp(folded.replace(STATE_WORDS, ' ').replace(/\s+/g, ' ').trim()) ??
    countryToIso(value)
  );
}

/** The country of a "…, Moskwa, Rosja" address or "Bagdad, Irak" place: its last comma part. */
export function trailingPolishCountry(text: string): string | null {
  const parenthesised = text.match(/\(([^()]+)\)\s*$/)?.[1];
  if (parenthesised) {
    const iso = polishCountryToIso(parenthesised);
    if (iso) return iso;
  }
  return polishCountryToIso(text.split(',').pop());
}

const MAX_SLUG = 80;

/**
 * A list key for lists that publish none (MSWiA, GIIF): the entry type and the primary name,
 * folded (case, diacritics, punctuation and a liquidation suffix do not count), e.g.
 * "person:kantor-wiaczeslaw-mosze". The ordinal (Lp.) is not used: it is a row number that
 * changes when rows are inserted or removed, while the name changes only when the list corrects it.
 * Long names are cut and completed by a hash of the whole so ids stay short and distinct.
 */
export function nameSourceId(type: EntryType, name: string): string {
  const slug = foldPolish(name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const short =
    slug.length <= MAX_SLUG
      ? slug
      : `${slug.slice(0, MAX_SLUG - 9).replace(/-+$/, '')}-${createHash('sha1').update(slug).digest('hex').slice(0, 8)}`;
  return `${type}:${short}`;
}

/**
 * Gives each entry a unique id: a repeated name (a person listed, delisted and listed again, or two
 * namesakes) keeps the bare id on its first row, in page order, and later rows get their listing
 * date (or ordinal) appended, with a warning.
 */
export function assignUniqueIds(
  entries: Array<{ entry: ListEntry; ordinal: string | null }>,
  file: string,
  warnings: string[],
): void {
  const seen = new Set<string>();
  for (const { entry, ordinal } of entries) {
    const base = entry.source_id;
    if (seen.has(base)) {
      const candidates = [entry.listed_on, ordinal ? `lp${ordinal}` : null]
        .filter((c): c is string => Boolean(c))
        .map((c) => `${base}~${c}`);
      const id = candidates.find((c) => !seen.has(c));
      if (!id)
        throw new ListFormatError(
          file,
          null,
          `two rows are both ${base} (${entry.names[0]?.full})`,
        );
      entry.source_id = id;
      warnings.push(
        `${entry.source} ${base}: the name appears on more than one row; this row is ${id}`,
      );
    }
    seen.add(entry.source_id);
  }
}

/** "Label: value" lines for `remarks`, one per non-empty value (its own line breaks folded). */
export function remarkLines(fields: Array<[string, string | null | undefined]>): string | null {
  const lines = fields
    .map(([label, value]) => [label, clean(value)] as const)
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}${label.endsWith('.') ? '' : ':'} ${value}`);
  return lines.length ? lines.join('\n') : null;
}

// ---------------------------------------------------------------------------------------------
// Names

const PATRONYMIC =
  /(?:owicz|ewicz|icz|ycz|owna|ewna|iwna|ovich|evich|ovna|evna|ович|евич|ич|овна|евна|ична|инична)$/iu;
const isCapitalWord = (word: string) => /\p{L}{2}/u.test(word) && word === word.toUpperCase();

/**
 * Name parts of a person: "KANTOR Wiaczesław Mosze" (surname in capitals, first or last), and
 * Cyrillic "Имя Отчество Фамилия" or "Фамилия Имя Отчество" told apart by the patronymic.
 */
export function personParts(full: string): NameParts | undefined {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const lead = words.findIndex((w) => !isCapitalWord(w));
  const fromRest = (family: string[], rest: string[]): NameParts => {
    const [given, ...others] = rest;
    const last = others.at(-1);
    const patronymic = last && PATRONYMIC.test(last) ? last : undefined;
    const middle = (patronymic ? others.slice(0, -1) : others).join(' ') || undefined;
    return { family: family.join(' '), given, middle, patronymic };
  };
  if (lead > 0) return fromRest(words.slice(0, lead), words.slice(lead));
  if (lead === 0) {
    const tail = words.length - [...words].reverse().findIndex((w) => !isCapitalWord(w));
    if (tail < words.length) return fromRest(words.slice(tail), words.slice(0, tail));
  } else return undefined;
  if (words.length === 3) {
    const [a, b, c] = words as [string, string, string];
    if (PATRONYMIC.test(b) && !PATRONYMIC.test(c)) return { given: a, patronymic: b, family: c };
    if (PATRONYMIC.test(c)) return { family: a, given: b, patronymic: c };
  }
  return undefined;
}

type NameAnnotation = { kind: NameKind; lang?: string };

/** Annotation words before a colon that say what the following name is (§2.7). */
const ANNOTATIONS: ReadonlyArray<[RegExp, NameAnnotation]> = [
  [
    /^(?:nazwa\s+)?(?:rosyjskojęzyczna|w języku rosyjskim|rosyjska|po rosyjsku)$/i,
    { kind: 'variation', lang: 'ru' },
  ],
  [/^(?:nazwa\s+)?(?:arabska|w języku arabskim)$/i, { kind: 'variation', lang: 'ar' }],
  [/^(?:nazwa\s+)?(?:białoruska|w języku białoruskim)$/i, { kind: 'variation', lang: 'be' }],
  [/^(?:nazwa\s+)?(?:ukraińska|w języku ukraińskim)$/i, { kind: 'variation', lang: 'uk' }],
  [
    /^(?:nazwa\s+)?(?:angielska|anglojęzyczna|w języku angielskim)$/i,
    { kind: 'variation', lang: 'en' },
  ],
  [/^(?:poprzednio|dawniej|poprzednia nazwa|wcześniej)$/i, { kind: 'former' }],
  [/^(?:obecnie|obecna nazwa|aktualnie)$/i, { kind: 'alias' }],
  [/^(?:inaczej|znany jako|znana jako|znane jako|także|vel)$/i, { kind: 'alias' }],
];
const ANNOTATION_AHEAD =
  /(?<!\bnazwa\s+)(?=\b(?:nazwa\s+)?(?:rosyjskojęzyczna|w języku \p{L}+|rosyjska|arabska|białoruska|ukraińska|angielska|anglojęzyczna|poprzednio|dawniej|poprzednia nazwa|wcześniej|obecnie|obecna nazwa|aktualnie|inaczej|znany jako|znana jako|znane jako|także|vel)\s*:)/iu;

const STATUS_SUFFIX = /[\s,]*\b(w\s+(?:likwidacji|upadłości|restrukturyzacji))\s*$/iu;
const STATUS_ONLY = /^w\s+(?:likwidacji|upadłości|restrukturyzacji)$/iu;

type NameCandidate = { full: string; kind: NameKind; lang?: string; annotated: boolean };

/** Top-level segments of a name cell: text outside parentheses, split at lines, ';' and annotations; each parenthesised group. */
function nameSegments(text: string): string[] {
  const segments: string[] = [];
  let buffer = '';
  let depth = 0;
  const flush = () => {
    for (const part of buffer.split(/[;\n]/)) segments.push(...part.split(ANNOTATION_AHEAD));
    buffer = '';
  };
  for (const char of text) {
    if (char === '(') {
      if (depth === 0) flush();
      else buffer += char;
      depth += 1;
    } else if (char === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) flush();
      else buffer += char;
    } else buffer += char;
  }
  flush();
  return segments.map((s) => s.replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '')).filter(Boolean);
}

/**
 * The names in an MSWiA name cell: the first plain name is primary; "lub" alternatives and
 * parenthesised ones are aliases (variations when in another script, e.g. the Cyrillic spelling);
 * annotated ones take the annotation's kind. Liquidation/bankruptcy suffixes are removed and
 * returned as statuses.
 */
export function parseNameCell(text: string): { names: NameCandidate[]; statuses: string[] } {
  const names: NameCandidate[] = [];
  const statuses: string[] = [];
  const add = (raw: string, kind: NameKind, lang: string | undefined, annotated: boolean) => {
    for (const alternative of raw.split(/\s+(?:lub|albo)\s+/iu)) {
      let full = clean(alternative) ?? '';
      let status: RegExpMatchArray | null;
      while ((status = full.match(STATUS_SUFFIX))) {
        pushUnique(statuses, status[1]!.replace(/\s+/g, ' ').toLowerCase());
        full = full.slice(0, status.index).trim();
      }
      full = full.replace(/^[\s,;:]+|[\s,;:]+$/g, '');
      if (!full) continue;
      const isFirst = names.length === 0;
      names.push({ full, kind: isFirst && !annotated ? 'primary' : kind, lang, annotated });
    }
  };
  for (const segment of nameSegments(text)) {
    if (STATUS_ONLY.test(segment)) {
      pushUnique(statuses, segment.replace(/\s+/g, ' ').toLowerCase());
      continue;
    }
    const colon = segment.indexOf(':');
    const label = colon > 0 ? segment.slice(0, colon).trim() : '';
    const annotation = label
      ? ANNOTATIONS.find(([pattern]) => pattern.test(label))?.[1]
      : undefined;
    if (annotation) add(segment.slice(colon + 1), annotation.kind, annotation.lang, true);
    else add(segment, 'alias', undefined, false);
  }
  // An unannotated alternative in another script than the primary (the Cyrillic spelling of a
  // Latin name) is a variation of the same name, as UN original-script names are.
  const primary = names.find((n) => n.kind === 'primary');
  for (const name of names) {
    if (
      primary &&
      name !== primary &&
      !name.annotated &&
      detectScript(name.full) !== detectScript(primary.full)
    )
      name.kind = 'variation';
  }
  if (!primary && names[0]) names[0].kind = 'primary';
  return { names, statuses };
}

// ---------------------------------------------------------------------------------------------
// Identification data ("Dane identyfikacyjne osoby / podmiotu")

const DATE_IN_TEXT = String.raw`\d{1,2}\s*\.\s*\d{1,2}\s*\.\s*\d{4}|\d{1,2}\s+\p{L}+\s+\d{4}|\d{4}`;
const BIRTH = new RegExp(
  String.raw`\b(urodzon\p{L}*|ur\.|data urodzenia:?)([^;\n]{0,60}?)(${DATE_IN_TEXT})(\s*r(?:\.|oku)?)?`,
  'iu',
);
const BIRTH_PLACE =
  /\b(?:urodzon\p{L}*|ur\.)[^,;\n]*?,?\sw(?:e)?\s+(\p{Lu}[^,;\n(\d]*(?:\([^)]*\))?)/u;
const PLACE_FIELD = /\bmiejsce urodzenia\s*:?\s*([^,;\n]+)/iu;
const CITIZENSHIP =
  /\b(?:ob\.|obyw\.|obywatel(?:ka|stwo)?\s*:?|obywatelstwo\s*:?|narodowość\s*:?)\s*([^,;\n()]+)/giu;
const ADDRESS =
  /\b(?:siedziba|adres siedziby|adres|pod adresem|miejsce zamieszkania|zamieszkał[ya]?)\s*:?\s*([^;\n]+)/giu;
const ADDRESS_END =
  /,?\s*\b(?:nr identyfikacyjny|Nr NIP|NIP|Nr KRS|KRS|REGON|BIN|INN|OGRN|UNP|PESEL)\b.*$|\s*\(w języku[^)]*\)?.*$/iu;

type IdRule = { pattern: RegExp; label: string; type: IdentifierType; country: string | null };
const ID_RULES: readonly IdRule[] = [
  { pattern: /\bPESEL\s*:?\s*(\d{11})\b/giu, label: 'PESEL', type: 'national_id', country: 'PL' },
  {
    pattern: /\bNIP\s*:?\s*((?:PL\s?)?\d(?:[\s-]?\d){9})\b/giu,
    label: 'NIP',
    type: 'tax_id',
    country: 'PL',
  },
  { pattern: /\bKRS\s*:?\s*(\d{10})\b/giu, label: 'KRS', type: 'registration', country: 'PL' },
  {
    pattern: /\bREGON\s*:?\s*(\d{14}|\d{9})\b/giu,
    label: 'REGON',
    type: 'registration',
    country: 'PL',
  },
  { pattern: /\bBIN\s*:?\s*(\d{12})\b/giu, label: 'BIN', type: 'registration', country: null },
  { pattern: /\bINN\s*:?\s*(\d{12}|\d{10})\b/giu, label: 'INN', type: 'tax_id', country: null },
  {
    pattern: /\bOGRN\s*:?\s*(\d{15}|\d{13})\b/giu,
    label: 'OGRN',
    type: 'registration',
    country: null,
  },
  { pattern: /\bUNP\s*:?\s*(\d{9})\b/giu, label: 'UNP', type: 'tax_id', country: null },
];
const PASSPORT =
  /\b(?:[Nn]r\s+)?[Pp]aszport(?:u|y)?\b([^,;\n\d]{0,50}?)([A-Z]{1,3}\s?\d{5,}|\d{2}\s?\d{6,7}|\d{6,})/gu;
const ID_CARD =
  /\b(?:[Nn]r\s+)?[Dd]ow(?:ód|odu)\s+osobist\p{L}*([^,;\n\d]{0,40}?)([A-Z]{3}\s?\d{6}|[A-Z]{0,3}\s?\d{6,})/gu;

const CHECKSUMS: Record<string, (value: string) => boolean> = {
  PESEL: isValidPesel,
  NIP: isValidNip,
  REGON: isValidRegon,
};

/** Country named between a document word and its number: "paszport Federacji Rosyjskiej nr". */
function documentCountry(between: string): string | null {
  const text = clean(between.replace(/\b(?:nr|numer|no)\b\.?|:/giu, ' '));
  return text ? polishCountryToIso(text) : null;
}

/** Citizenships or nationalities in "Federacji Rosyjskiej", "Mołdawii i Izraela", "rosyjski nr". */
function addPolishCountries(
  entry: ListEntry,
  field: 'nationalities' | 'citizenships',
  value: string,
): void {
  for (const part of value.split(/\s+(?:i|oraz)\s+|\s*\/\s*/u)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let iso: string | null = null;
    // The value may run on into the next phrase ("obywatel rosyjski nr …"): try shorter prefixes.
    for (let n = Math.min(words.length, 5); n > 0 && !iso; n -= 1)
      iso = polishCountryToIso(words.slice(0, n).join(' '));
    if (iso) pushUnique(entry[field], iso);
    else pushUnique(entry[`${field}_text`], clean(part.replace(/[.;]+$/, '')));
  }
}

/** Reads birth date and place, gender, citizenship, Polish and other identifiers and addresses. */
export function applyIdentificationText(entry: ListEntry, text: string, warnings: string[]): void {
  const label = `${entry.source} ${entry.source_id}`;
  const birth = text.match(BIRTH);
  if (birth) {
    const range = parsePolishDate(birth[3]! + (birth[4] ?? ''));
    if (range) addBirthDate(entry, range);
    else warnings.push(`${label}: unparsed date of birth "${birth[3]}"`);
    const word = foldPolish(birth[1]!);
    if (word === 'urodzony' || word === 'urodzonego') entry.gender = 'male';
    if (word === 'urodzona' || word === 'urodzonej') entry.gender = 'female';
  } else if (/urodzon|\bur\./iu.test(text) && entry.type === 'person') {
    if (!BIRTH_PLACE.test(text))
      warnings.push(`${label}: birth details not read in "${clean(text)}"`);
  }
  const place = text.match(BIRTH_PLACE)?.[1] ?? text.match(PLACE_FIELD)?.[1] ?? null;
  if (place) {
    const cut = place.replace(/\s+(?:ob\.|obywatel\p{L}*|PESEL|NIP|nr|paszport\p{L}*)\b.*$/iu, '');
    pushUnique(entry.birth_places, clean(cut));
  }
  if (entry.type === 'person' && !entry.gender) {
    if (/\bobywatelka\b/iu.test(text)) entry.gender = 'female';
    else if (/\bobywatel\b/iu.test(text)) entry.gender = 'male';
  }
  for (const match of text.matchAll(CITIZENSHIP)) {
    const field = /narodowość/iu.test(match[0]) ? 'nationalities' : 'citizenships';
    addPolishCountries(entry, field, match[1]!);
  }
  for (const rule of ID_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const number = rule.label === 'NIP' ? normaliseNip(match[1]!) : match[1]!.replace(/\s+/g, '');
      const check = CHECKSUMS[rule.label];
      if (check && !check(number))
        warnings.push(`${label}: ${rule.label} ${number} fails its checksum (kept as published)`);
      addIdentifier(entry, { label: rule.label, number, type: rule.type, country: rule.country });
    }
  }
  for (const match of text.matchAll(PASSPORT)) {
    addIdentifier(entry, {
      label: 'paszport',
      type: 'passport',
      number: match[2],
      country: documentCountry(match[1]!),
    });
  }
  for (const match of text.matchAll(ID_CARD)) {
    addIdentifier(entry, {
      label: 'dowód osobisty',
      type: 'national_id',
      number: match[2],
      country: documentCountry(match[1]!),
    });
  }
  for (const match of text.matchAll(ADDRESS)) {
    const address = clean(match[1]!.replace(ADDRESS_END, '').replace(/[\s,.]+$/, ''));
    if (!address || entry.addresses.some((a) => a.text === address)) continue;
    const country =
      trailingPolishCountry(address) ?? (/\b\d{2}-\d{3}\b/.test(address) ? 'PL' : null);
    entry.addresses.push({ text: address, country });
  }
}

// ---------------------------------------------------------------------------------------------
// HTML tables

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;
const childNodes = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dd',
  'dt',
]);

/** Visible text with line breaks for <br> and block elements; nested tables left out on request. */
function textOf(node: Node, skipTables: boolean): string {
  const out: string[] = [];
  const walk = (current: Node) => {
    for (const child of childNodes(current)) {
      // Source line breaks are plain spaces in HTML; only <br> and blocks break lines.
      if (child.nodeName === '#text')
        out.push((child as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, ' '));
      else if (isElement(child)) {
        if (['script', 'style', 'template', 'noscript'].includes(child.tagName)) continue;
        if (skipTables && child.tagName === 'table') continue;
        if (child.tagName === 'br') out.push('\n');
        const block = BLOCKS.has(child.tagName);
        if (block) out.push('\n');
        walk(child);
        if (block) out.push('\n');
      }
    }
  };
  walk(node);
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Rows of this table only (never those of a table nested in one of its cells). */
function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === 'tr') rows.push(child);
    if (['thead', 'tbody', 'tfoot'].includes(child.tagName))
      rows.push(...child.childNodes.filter(isElement).filter((r) => r.tagName === 'tr'));
  }
  return rows;
}

/** Cell texts of a row, a colspan repeated so later cells keep their column index. */
function rowCells(row: Element): string[] {
  const cells: string[] = [];
  for (const cell of row.childNodes.filter(isElement)) {
    if (cell.tagName !== 'td' && cell.tagName !== 'th') continue;
    const span = Number(cell.attrs.find((a) => a.name === 'colspan')?.value ?? 1);
    const text = textOf(cell, true);
    cells.push(text);
    for (let i = 1; i < Math.min(Number.isFinite(span) ? span : 1, 20); i += 1) cells.push('');
  }
  return cells;
}

type ColumnKey = 'lp' | 'name' | 'ident' | 'reason' | 'measures' | 'listed' | 'delisted';

/** The published header of each column, for error messages. */
const COLUMN_TITLES: Record<ColumnKey, string> = {
  lp: 'Lp.',
  name: 'Nazwisko i imię / Nazwa podmiotu',
  ident: 'Dane identyfikacyjne',
  reason: 'Uzasadnienie wpisu na listę',
  measures: 'Zastosowane środki sankcyjne',
  listed: 'Data umieszczenia na liście',
  delisted: 'Data wykreślenia z listy',
};
const REQUIRED_COLUMNS: readonly ColumnKey[] = [
  'name',
  'ident',
  'reason',
  'measures',
  'listed',
  'delisted',
];

function columnKey(header: string): { key: ColumnKey; type?: EntryType } | null {
  const h = foldPolish(header).replace(/[:*]+$/, '');
  if (/^(?:lp|l\.p|nr|nr ?lp)\.?$/.test(h)) return { key: 'lp' };
  if (/^(?:nazwisko i imie|imie i nazwisko|imiona i nazwiska?)/.test(h))
    return { key: 'name', type: 'person' };
  if (/^nazwa podmiotu/.test(h)) return { key: 'name', type: 'organization' };
  if (/^nazwa$/.test(h)) return { key: 'name' };
  if (/^dane identyfikacyjne/.test(h))
    return {
      key: 'ident',
      type: /osob/.test(h) ? 'person' : /podmiot/.test(h) ? 'organization' : undefined,
    };
  if (/^uzasadnienie/.test(h)) return { key: 'reason' };
  if (/srodki/.test(h)) return { key: 'measures' };
  if (/^data (?:umieszczenia|wpisu)/.test(h)) return { key: 'listed' };
  if (/^data (?:wykreslenia|skreslenia|usuniecia)/.test(h)) return { key: 'delisted' };
  return null;
}

type ListTable = {
  type: EntryType | null;
  heading: string | null;
  columns: Partial<Record<ColumnKey, number>>;
  width: number;
  rows: Element[];
};

/** Tables whose own first rows carry at least two of the list's headers, with their heading. */
function findListTables(html: string): ListTable[] {
  const document = parse(html);
  const tables: ListTable[] = [];
  let heading: string | null = null;
  const walk = (node: Node) => {
    for (const child of childNodes(node)) {
      if (!isElement(child)) continue;
      if (/^h[1-6]$/.test(child.tagName)) heading = textOf(child, true);
      if (child.tagName === 'table') {
        const table = readHeader(child, heading);
        if (table) tables.push(table);
      }
      walk(child);
    }
  };
  walk(document);
  return tables;
}

function readHeader(table: Element, heading: string | null): ListTable | null {
  const rows = ownRows(table);
  for (let index = 0; index < Math.min(rows.length, 3); index += 1) {
    const cells = rowCells(rows[index]!);
    const columns: Partial<Record<ColumnKey, number>> = {};
    let type: EntryType | null = null;
    cells.forEach((cell, column) => {
      const found = columnKey(cell.replace(/\n/g, ' '));
      if (!found || columns[found.key] !== undefined) return;
      columns[found.key] = column;
      type ??= found.type ?? null;
    });
    if (Object.keys(columns).length < 2) continue;
    const headingText = foldPolish(heading ?? '');
    type ??= headingText.startsWith('osoby')
      ? 'person'
      : headingText.startsWith('podmioty')
        ? 'organization'
        : null;
    return { type, heading, columns, width: cells.length, rows: rows.slice(index + 1) };
  }
  return null;
}

/** True when the text is an HTML page with the MSWiA list's table headers (format detection). */
export function isMswiaHtml(html: string): boolean {
  if (!/<(?:!doctype\s+html|html|table)[\s>]/i.test(html.slice(0, 65536))) return false;
  return findListTables(html).some(
    (t) => t.columns.name !== undefined && t.columns.listed !== undefined,
  );
}

const TABLE_NAMES: Record<string, string> = { person: 'Osoby', organization: 'Podmioty' };

/**
 * The MSWiA list page. All-or-nothing: a page without both tables (persons and entities) or a
 * table without one of the expected columns throws ListFormatError; a row whose parts cannot all
 * be read keeps the rest and adds a warning.
 */
export function parseMswiaHtml(input: TextInput): ParseResult {
  const html = readAllText(input);
  const tables = findListTables(html);
  const warnings: string[] = [];
  for (const type of ['person', 'organization'] as const) {
    if (!tables.some((t) => t.type === type)) {
      const header = type === 'person' ? 'Nazwisko i imię' : 'Nazwa podmiotu';
      throw new ListFormatError(
        input.name,
        null,
        `no "${TABLE_NAMES[type]}" table (a table with the header "${header}" and "Data umieszczenia na liście") found`,
      );
    }
  }
  const rows: Array<{ entry: ListEntry; ordinal: string | null }> = [];
  for (const table of tables) {
    const where = `table "${table.heading ?? TABLE_NAMES[table.type ?? ''] ?? '?'}"`;
    if (!table.type)
      throw new ListFormatError(
        input.name,
        where,
        'cannot tell whether it lists persons or entities',
      );
    const missing = REQUIRED_COLUMNS.filter((key) => table.columns[key] === undefined);
    if (missing.length) {
      throw new ListFormatError(
        input.name,
        where,
        `missing column(s) ${missing.map((key) => `"${COLUMN_TITLES[key]}"`).join(', ')}`,
      );
    }
    table.rows.forEach((row, index) => {
      const entry = readRow(
        table,
        rowCells(row),
        `${where}, row ${index + 1}`,
        input.name,
        warnings,
      );
      if (entry) rows.push(entry);
    });
  }
  assignUniqueIds(rows, input.name, warnings);
  return { entries: rows.map((r) => r.entry), warnings, published_on: pageDate(html) };
}

/** The date the page states for the list ("Ostatnia aktualizacja: …"), from its text. */
function pageDate(html: string): string | null {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
  return statedListDate(text);
}

function readRow(
  table: ListTable,
  cells: string[],
  where: string,
  file: string,
  warnings: string[],
): { entry: ListEntry; ordinal: string | null } | null {
  const filled = cells.filter(Boolean);
  if (!filled.length) return null;
  const cell = (key: ColumnKey) => {
    const index = table.columns[key];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  // A header repeated further down, or a sub-heading spanning the whole row.
  if (columnKey(cell('name')) || (filled.length === 1 && !cell('name'))) {
    if (filled.length === 1)
      warnings.push(`mswia ${where}: row "${filled[0]}" is not an entry, skipped`);
    return null;
  }
  const nameText = cell('name');
  if (!nameText) throw new ListFormatError(file, where, 'a row without a name');
  const type = table.type!;
  const { names, statuses } = parseNameCell(nameText);
  const primary = names.find((n) => n.kind === 'primary');
  if (!primary) throw new ListFormatError(file, where, `no name read from "${nameText}"`);
  const entry = newEntry('mswia', nameSourceId(type, primary.full), type);
  const label = `mswia ${entry.source_id}`;
  if (cells.length < table.width)
    warnings.push(`${label}: the row has ${cells.length} cells, the header ${table.width}`);
  for (const name of names) {
    addName(entry, name.full, {
      kind: name.kind,
      lang: name.lang,
      parts: type === 'person' ? personParts(name.full) : undefined,
    });
  }
  const ident = cell('ident');
  if (ident) applyIdentificationText(entry, ident, warnings);
  const listed = cell('listed');
  entry.listed_on = polishDay(listed);
  if (!entry.listed_on) warnings.push(`${label}: unreadable listing date "${listed}"`);
  const delisted = cell('delisted');
  if (delisted && !/^[-–—\s]*$/.test(delisted)) {
    entry.delisted_on = polishDay(delisted);
    if (!entry.delisted_on) warnings.push(`${label}: unreadable delisting date "${delisted}"`);
  }
  const ordinal = clean(cell('lp').replace(/\.$/, ''));
  entry.remarks = remarkLines([
    ['Status', statuses.join(', ')],
    ['Dane identyfikacyjne', ident],
    ['Uzasadnienie wpisu na listę', cell('reason')],
    ['Zastosowane środki sankcyjne', cell('measures')],
    ['Lp.', ordinal],
  ]);
  return { entry, ordinal };
}
