/**
 * What the words of a Polish transfer title are: ordinary words (Polish or English, any inflected
 * form, typed with or without Polish letters), places, words of payments (currency and crypto
 * codes, abbreviations, months) that say nothing about anyone, and common Polish names.
 * Free-text screening compares names and lets ordinary words stand only for themselves
 * (title-words.ts, text-screening.ts).
 *
 * Sources, read once per process (slow) on the first title screened, or when the API
 * prepares an index (SanctionsIndex.prepareTextScreening):
 * - ordinary words: the Hunspell dictionaries of dictionary-pl (the Polish spelling dictionary
 *   of the Polish OpenOffice project; GPL/LGPL/MPL, used here under MPL-2.0) and dictionary-en
 *   (SCOWL en_US; MIT and BSD), lower-case entries only;
 * - countries and territories: ICU's names in English and Polish;
 * - Polish first names and surnames: @zxcvbn-ts/language-pl (MIT), the most common ones from
 *   the PESEL register.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldCase } from './fold-text.js';
import { HunspellWords } from './hunspell-words.js';
import { declensionStems } from './polish-declension.js';

/**
 * Words of payments that name nobody: currency and crypto codes, the abbreviations of Polish
 * titles and forms, the months and days (Polish months are surnames too: Marzec, Styczeń; the
 * English ones proper nouns to Hunspell). Folded. They are never names, whatever the register of
 * names says; ordinary dictionary words need not be listed.
 */
const PAYMENT_WORDS = `pln zl zloty zlotych gr eur euro usd gbp chf czk nok sek dkk uah huf cad aud jpy try ron
rub byn cny hkd sgd nzd ils inr brl mxn zar isk bgn hrk rsd btc eth ltc xrp usdt usdc sol ada dot doge bnb
trx xlm link avax matic shib xmr etc bch dai busd fv fvat fa fvs fak nr ul al os pl ks kpir pit cit vat zus
krus nip regon pesel krs iban swift bic sepa blik ref tyt sp zoo oo spolka sa sc sk skka phu fhu ppuh pphu
jpk mpp pkd kyc aml giif cbu ltd llc inc gmbh
styczen luty marzec kwiecien maj czerwiec lipiec sierpien wrzesien pazdziernik listopad grudzien
stycznia lutego marca kwietnia maja czerwca lipca sierpnia wrzesnia pazdziernika listopada grudnia
poniedzialek wtorek sroda czwartek piatek sobota niedziela
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday`;

const require = createRequire(import.meta.url);

function readDictionary(name: string): HunspellWords {
  const folder = path.dirname(require.resolve(name));
  return new HunspellWords(
    readFileSync(path.join(folder, 'index.aff'), 'utf8'),
    readFileSync(path.join(folder, 'index.dic'), 'utf8'),
  );
}

/**
 * Countries and territories in English and Polish (ICU's names), word by word: "do Iranu",
 * "Korea Północna" name no one, yet Hunspell writes them capitalised, as names.
 */
function placeWords(): Set<string> {
  const words = new Set<string>();
  const names = ['en', 'pl'].map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }),
  );
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      for (const display of names) {
        const name = display.of(code);
        if (!name || name === code) continue;
        for (const word of foldCase(name).split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
      }
    }
  }
  return words;
}

function polishNames(): Set<string> {
  const names = new Set<string>();
  for (const list of ['maleFirstnames', 'femaleFirstnames', 'maleLastnames', 'femaleLastnames']) {
    // The lists one by one: the package's index would also load its 60,000 common words and
    // Wikipedia words, which are not wanted here.
    const words = require(`@zxcvbn-ts/language-pl/dist/${list}.json.js`) as string[];
    // Two-letter entries (Do, Le, Ng) are Polish citizens' names but far more often words.
    for (const word of words) if (word.length > 2) names.add(foldCase(word));
  }
  return names;
}

export class TitleVocabulary {
  private readonly polish = readDictionary('dictionary-pl');
  private readonly english = readDictionary('dictionary-en');
  private readonly names = polishNames();
  private readonly places = placeWords();
  private readonly paymentWords = new Set(PAYMENT_WORDS.split(/\s+/).filter(Boolean));

  /**
   * A folded word, with its Polish nominatives (polish-declension.ts): `ordinary` when it is a
   * number, a word of payments, a place or an ordinary Polish or English word in any form;
   * `personal` when it is a common Polish first name or surname (Kowalskiego, Wróbla), which
   * a word of payments never is.
   */
  classify(word: string, stems: readonly string[]): { ordinary: boolean; personal: boolean } {
    if (/^\d/.test(word) || this.paymentWords.has(word)) return { ordinary: true, personal: false };
    const personal = this.names.has(word) || stems.some((stem) => this.names.has(stem));
    const ordinary =
      this.polish.has(word) ||
      this.english.has(word) ||
      this.places.has(word) ||
      stems.some((stem) => this.places.has(stem));
    return { ordinary, personal };
  }

  /** A listed name's word that titles would find it by: a name, or a word no dictionary knows. */
  isNameLike(word: string): boolean {
    const { ordinary, personal } = this.classify(word, declensionStems(word));
    return !ordinary || personal;
  }
}

let shared: TitleVocabulary | null = null;

/** The process's vocabulary, read on first use (slow: once per process). */
export function titleVocabulary(): TitleVocabulary {
  shared ??= new TitleVocabulary();
  return shared;
}
