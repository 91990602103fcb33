/**
 * Cyrillic and Greek to Latin. Every scheme in use for the names on our lists and in Polish
 * payments is generated, because a listed name may be spelt in any of them: English BGN/PCGN and
 * ICAO 9303 (OFAC, UN, UK), Polish PWN (MSWiA, payment titles), German (EU aliases such as
 * Wjatscheslaw), Ukrainian and Belarusian national systems (г→h, і, ї, ў). The phonetic form
 * (phonetic-form.ts) then brings most of the resulting spellings together.
 */

type Scheme = {
  name: string;
  letters: Record<string, string>;
  /** е ё ю я (and є ї) at the start of a word or after a vowel: English ye, Polish je … */
  iotatedInitial: Record<string, string>;
  /** Letters whose spelling depends on the neighbours (Polish л/ł and the softening i). */
  contextual?: (letter: string, previous: string, next: string) => string | undefined;
};

/**
 * Polish PWN: л is l before a soft vowel and ł elsewhere; after л and the hard consonants
 * (ж ш ч щ ц) the vowels е ё ю я lose their softening i (Aleksiej, Czernienko, Iljuszyn).
 */
function polishContext(letter: string, previous: string, next: string): string | undefined {
  if (letter === 'л') return next !== '' && 'еёюяиьі'.includes(next) ? 'l' : 'ł';
  if (previous === '' || !'лжшчщц'.includes(previous)) return undefined;
  return ({ е: 'e', ё: 'o', ю: 'u', я: 'a' } as Record<string, string>)[letter];
}

const COMMON: Record<string, string> = {
  а: 'a',
  б: 'b',
  д: 'd',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  ъ: '',
  ь: '',
  э: 'e',
  і: 'i',
  ґ: 'g',
  ў: 'u',
};

const SCHEMES: Scheme[] = [
  {
    name: 'bgn',
    letters: {
      ...COMMON,
      в: 'v',
      г: 'g',
      е: 'e',
      ё: 'yo',
      ж: 'zh',
      й: 'y',
      х: 'kh',
      ц: 'ts',
      ч: 'ch',
      ш: 'sh',
      щ: 'shch',
      ы: 'y',
      ю: 'yu',
      я: 'ya',
      є: 'ye',
      ї: 'yi',
    },
    iotatedInitial: { е: 'ye', ё: 'yo', ю: 'yu', я: 'ya', є: 'ye', ї: 'yi' },
  },
  {
    name: 'icao',
    letters: {
      ...COMMON,
      в: 'v',
      г: 'g',
      е: 'e',
      ё: 'e',
      ж: 'zh',
      й: 'i',
      х: 'kh',
      ц: 'ts',
      ч: 'ch',
      ш: 'sh',
      щ: 'shch',
      ъ: 'ie',
      ы: 'y',
      ю: 'iu',
      я: 'ia',
      є: 'ie',
      ї: 'i',
    },
    iotatedInitial: {},
  },
  {
    name: 'polish',
    letters: {
      ...COMMON,
      в: 'w',
      г: 'g',
      е: 'ie',
      ё: 'io',
      ж: 'ż',
      й: 'j',
      л: 'ł',
      х: 'ch',
      ц: 'c',
      ч: 'cz',
      ш: 'sz',
      щ: 'szcz',
      ы: 'y',
      ю: 'iu',
      я: 'ia',
      є: 'je',
      ї: 'ji',
      ў: 'w',
    },
    iotatedInitial: { е: 'je', ё: 'jo', ю: 'ju', я: 'ja', є: 'je', ї: 'ji' },
    contextual: polishContext,
  },
  {
    name: 'german',
    letters: {
      ...COMMON,
      в: 'w',
      г: 'g',
      е: 'e',
      ё: 'jo',
      ж: 'sh',
      з: 's',
      й: 'j',
      х: 'ch',
      ц: 'z',
      ч: 'tsch',
      ш: 'sch',
      щ: 'schtsch',
      ы: 'y',
      ю: 'ju',
      я: 'ja',
      є: 'je',
      ї: 'ji',
    },
    iotatedInitial: { е: 'je', ю: 'ju', я: 'ja' },
  },
  {
    name: 'ukrainian',
    letters: {
      ...COMMON,
      в: 'v',
      г: 'h',
      е: 'e',
      ё: 'io',
      ж: 'zh',
      и: 'y',
      й: 'i',
      х: 'kh',
      ц: 'ts',
      ч: 'ch',
      ш: 'sh',
      щ: 'shch',
      ы: 'y',
      ю: 'iu',
      я: 'ia',
      є: 'ie',
      ї: 'i',
      ў: 'w',
    },
    iotatedInitial: { є: 'ye', ї: 'yi', ю: 'yu', я: 'ya' },
  },
];

const VOWELS = new Set('аеёиоуыэюяєіїaeiouy');

function applyScheme(word: string, scheme: Scheme): string {
  const letters = [...word];
  return letters
    .map((letter, i) => {
      const previous = letters[i - 1] ?? '';
      const initial =
        previous === '' || VOWELS.has(previous) || previous === 'ь' || previous === 'ъ';
      return (
        (initial ? scheme.iotatedInitial[letter] : undefined) ??
        scheme.contextual?.(letter, previous, letters[i + 1] ?? '') ??
        scheme.letters[letter] ??
        letter
      );
    })
    .join('');
}

/** Latin spellings of one lower-case Cyrillic word, one per scheme, duplicates removed. */
export function transliterateCyrillic(word: string): string[] {
  return [...new Set(SCHEMES.map((scheme) => applyScheme(word, scheme)))];
}

const GREEK_DIGRAPHS: [string, string[]][] = [
  ['ου', ['ou', 'u']],
  ['αυ', ['av', 'af']],
  ['ευ', ['ev', 'ef']],
  ['μπ', ['b', 'mp']],
  ['ντ', ['d', 'nt']],
  ['γκ', ['g', 'gk']],
  ['γγ', ['ng']],
  ['αι', ['ai', 'e']],
  ['ει', ['ei', 'i']],
  ['οι', ['oi', 'i']],
];
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Latin spellings of one lower-case, accent-free Greek word (ELOT 743 and its common variants). */
export function transliterateGreek(word: string): string[] {
  let spellings = [''];
  for (let i = 0; i < word.length;) {
    const digraph = GREEK_DIGRAPHS.find(([greek]) => word.startsWith(greek, i));
    const options = digraph ? digraph[1] : [GREEK_LETTERS[word[i] ?? ''] ?? word[i] ?? ''];
    spellings = spellings.flatMap((s) => options.map((o) => s + o)).slice(0, 8);
    i += digraph ? 2 : 1;
  }
  return spellings;
}

/**
 * Arabic script (and the Persian letters) to Latin, for names written in Arabic script on one side
 * and romanised on the other. Short vowels are not written in Arabic, so the long-vowel letters
 * و and ي each give two readings (u/o, i/e); the edit budget absorbs the missing short vowels.
 */
const ARABIC_LETTERS: Record<string, string[]> = {
  ا: ['a'],
  أ: ['a'],
  إ: ['i'],
  آ: ['a'],
  ٱ: ['a'],
  ب: ['b'],
  پ: ['p'],
  ت: ['t'],
  ث: ['th'],
  ج: ['j'],
  چ: ['ch'],
  ح: ['h'],
  خ: ['kh'],
  د: ['d'],
  ذ: ['dh'],
  ر: ['r'],
  ز: ['z'],
  ژ: ['zh'],
  س: ['s'],
  ش: ['sh'],
  ص: ['s'],
  ض: ['d'],
  ط: ['t'],
  ظ: ['z'],
  ع: [''],
  غ: ['gh'],
  ف: ['f'],
  ق: ['q'],
  ك: ['k'],
  ک: ['k'],
  گ: ['g'],
  ل: ['l'],
  م: ['m'],
  ن: ['n'],
  ه: ['h'],
  ة: ['a'],
  و: ['u', 'o'],
  ي: ['i', 'e'],
  ی: ['i', 'e'],
  ى: ['a'],
  ء: [''],
  ئ: [''],
  ؤ: [''],
};

export function transliterateArabic(word: string): string[] {
  let spellings = [''];
  for (const letter of word) {
    const options = ARABIC_LETTERS[letter] ?? [''];
    spellings = spellings.flatMap((s) => options.map((o) => s + o)).slice(0, 8);
  }
  return spellings.filter(Boolean);
}
