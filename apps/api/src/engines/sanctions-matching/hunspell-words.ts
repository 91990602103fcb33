/**
 * The ordinary words of a language, from its Hunspell dictionary (an .aff file of affix rules, a
 * .dic file of stems with their rule flags), asked in folded form: "kasie", "oplata", "funtow"
 * are Polish words however they are typed. Only the lower-case stems are read: Hunspell writes
 * proper nouns (Putin, Płock, PKO) capitalised, and those must stay names.
 *
 * A word is checked the way Hunspell checks it, without expanding the dictionary (Polish would
 * give millions of forms): every suffix rule whose appended text ends the word is undone and
 * the stem it leaves looked up with the rule's flag; likewise a prefix, alone or, where both
 * rules allow it, with a suffix. Folding the rules as well as the stems can accept a few forms
 * Hunspell would not (ą and a meet); for telling ordinary words from names that is harmless.
 */
import { foldCase } from './fold-text.js';

type AffixRule = { flag: string; strip: string; condition: RegExp | null; cross: boolean };

/** Polish letters folded by table: the dictionary has 300,000 stems and most need only this. */
const POLISH_LETTERS = new Map(
  Object.entries({ ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' }),
);

function fold(text: string): string {
  let folded = '';
  for (const letter of text) {
    const code = letter.charCodeAt(0);
    if (code < 0x80) folded += code >= 65 && code <= 90 ? letter.toLowerCase() : letter;
    else {
      const polish = POLISH_LETTERS.get(letter);
      if (polish === undefined) return foldCase(text);
      folded += polish;
    }
  }
  return folded;
}

/** Rules that strip the same text: the stem they leave is looked up once for all of them. */
type StripGroup = { strip: string; rules: AffixRule[] };

/** Rules by the text they add, then by the text they strip. */
function groupBy(rules: Array<AffixRule & { add: string }>): Map<string, StripGroup[]> {
  const byAdd = new Map<string, StripGroup[]>();
  for (const { add, ...rule } of rules) {
    let groups = byAdd.get(add);
    if (!groups) byAdd.set(add, (groups = []));
    const group = groups.find((g) => g.strip === rule.strip);
    if (group) group.rules.push(rule);
    else groups.push({ strip: rule.strip, rules: [rule] });
  }
  return byAdd;
}

export class HunspellWords {
  private readonly stems = new Map<string, string>();
  private readonly suffixes: Map<string, StripGroup[]>;
  private readonly prefixes: Map<string, StripGroup[]>;
  private readonly longestSuffix: number;
  private readonly longestPrefix: number;

  constructor(aff: string, dic: string) {
    const suffixRules: Array<AffixRule & { add: string }> = [];
    const prefixRules: Array<AffixRule & { add: string }> = [];
    const cross = new Map<string, boolean>();
    for (const line of aff.split(/\r?\n/)) {
      const fields = line.trim().split(/\s+/);
      const [kind, flag, third, fourth, fifth] = fields;
      if ((kind !== 'SFX' && kind !== 'PFX') || !flag || third === undefined) continue;
      if (fourth !== undefined && fifth === undefined && /^\d+$/.test(fourth)) {
        // The header of a rule group: SFX flag cross-product count.
        cross.set(`${kind}${flag}`, third === 'Y');
        continue;
      }
      if (fourth === undefined) continue;
      const add = fold(fourth.split('/')[0]!.replace(/^0$/, ''));
      const condition = fifth && fifth !== '.' ? fold(fifth) : null;
      const rule = {
        flag,
        add,
        strip: fold(third.replace(/^0$/, '')),
        cross: cross.get(`${kind}${flag}`) ?? false,
        condition: condition
          ? new RegExp(kind === 'SFX' ? `${condition}$` : `^${condition}`, 'u')
          : null,
      };
      (kind === 'SFX' ? suffixRules : prefixRules).push(rule);
    }
    this.suffixes = groupBy(suffixRules);
    this.prefixes = groupBy(prefixRules);
    this.longestSuffix = Math.max(0, ...suffixRules.map((r) => r.add.length));
    this.longestPrefix = Math.max(0, ...prefixRules.map((r) => r.add.length));

    for (const line of dic.split(/\r?\n/)) {
      const first = line.charAt(0);
      // Lower-case stems only: capitalised ones are proper nouns (and the count line is a number).
      if (!first || first === first.toUpperCase()) continue;
      const end = line.search(/[\s]|$/);
      const slash = line.lastIndexOf('/', end);
      const word = slash < 0 ? line.slice(0, end) : line.slice(0, slash);
      const flags = slash < 0 ? '' : line.slice(slash + 1, end);
      const folded = fold(word);
      const before = this.stems.get(folded);
      this.stems.set(folded, before === undefined ? flags : before + flags);
    }
  }

  /** True when the folded word is an ordinary word of the language, in any of its forms. */
  has(word: string): boolean {
    if (this.stems.has(word)) return true;
    if (this.undoSuffix(word, null)) return true;
    for (let length = 1; length <= Math.min(this.longestPrefix, word.length - 1); length++) {
      for (const { strip, rules } of this.prefixes.get(word.slice(0, length)) ?? []) {
        const rest = strip + word.slice(length);
        const flags = this.stems.get(rest);
        for (const rule of rules) {
          if (rule.condition && !rule.condition.test(rest)) continue;
          if (flags?.includes(rule.flag)) return true;
          if (rule.cross && this.undoSuffix(rest, rule.flag)) return true;
        }
      }
    }
    return false;
  }

  /** A suffix rule that turns a stem into `word`; with `prefixFlag`, the stem must take it too. */
  private undoSuffix(word: string, prefixFlag: string | null): boolean {
    for (let length = 0; length <= Math.min(this.longestSuffix, word.length - 1); length++) {
      const groups = this.suffixes.get(word.slice(word.length - length));
      if (!groups) continue;
      const base = word.slice(0, word.length - length);
      for (const { strip, rules } of groups) {
        const stem = base + strip;
        // The look-up first: most stems a rule would leave are not words (cheaper than a test).
        const flags = this.stems.get(stem);
        if (!flags || (prefixFlag && !flags.includes(prefixFlag))) continue;
        for (const rule of rules) {
          if (prefixFlag && !rule.cross) continue;
          if (!flags.includes(rule.flag)) continue;
          if (!rule.condition || rule.condition.test(stem)) return true;
        }
      }
    }
    return false;
  }
}
