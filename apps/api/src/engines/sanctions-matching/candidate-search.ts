/**
 * The built index and its candidate search: every indexed name with its tokens, the token
 * dictionary, and the rarity weight of a token. A query's tokens look up their similar forms;
 * each name collects, per query token, the best similarity it offers times the token's weight.
 */
import type { ListEntry, ListName } from './list-entry.js';
import type { TokenWeigher } from './name-alignment.js';
import { classWeight } from './name-alignment.js';
import type { NameToken } from './name-tokens.js';
import type { SimilarForm, TokenDictionary } from './token-dictionary.js';

export type IndexedName = {
  entry: ListEntry;
  name: ListName;
  tokens: NameToken[];
  /** Number of name and number tokens (those that can carry a match). */
  distinctive: number;
};

/** A query token with the spellings it may stand for (declension stems), and its weight. */
export type WeightedToken = { variants: NameToken[]; weight: number };

/** Forms in more names than this share of the index are too common to find candidates alone. */
const COMMON_FORM_SHARE = 0.02;
/** Rarity weighting: a form in this many names or fewer weighs fully. */
const RARE_FREQUENCY = 10;
const MIN_RARITY = 0.3;

export class CandidateSearch {
  private readonly weights = new WeakMap<NameToken, number>();
  private readonly rarityScale: number;
  private readonly commonFrequency: number;
  /** Scratch arrays, reused: screening is synchronous. */
  private readonly totals: Float64Array;
  private readonly best: Float32Array;

  constructor(
    readonly names: readonly IndexedName[],
    readonly dictionary: TokenDictionary,
  ) {
    this.rarityScale = Math.log((names.length + 1) / RARE_FREQUENCY);
    this.commonFrequency = Math.max(50, names.length * COMMON_FORM_SHARE);
    this.totals = new Float64Array(names.length);
    this.best = new Float32Array(names.length);
  }

  /** Class weight times rarity: common tokens (Mohammed, Ali, Bank) identify little (IDF). */
  readonly weigh: TokenWeigher = (token) => {
    let weight = this.weights.get(token);
    if (weight === undefined) {
      const frequency = Math.max(0, ...token.forms.map((f) => this.dictionary.postings(f).length));
      const rarity = Math.log((this.names.length + 1) / Math.max(frequency, 1)) / this.rarityScale;
      weight = classWeight(token) * Math.min(1, Math.max(MIN_RARITY, rarity));
      this.weights.set(token, weight);
    }
    return weight;
  };

  /**
   * Estimated matched weight per candidate name. Forms found in many names (Mohammed, Ali, LLC)
   * only add to the candidates that rarer tokens found, so they never flood the candidate set
   * (Watchman #483, yente #782), unless the query has nothing rarer.
   */
  estimate(tokens: WeightedToken[], allowed: (name: IndexedName) => boolean): Map<number, number> {
    const { totals, best } = this;
    const touched: number[] = [];
    const lookups = tokens
      .filter((t) => t.weight > 0)
      .map(({ variants, weight }) => ({
        weight,
        similar: variants.flatMap((v) => v.forms.flatMap((f) => this.dictionary.similarForms(f))),
      }));
    const isCommon = (s: SimilarForm) => this.isCommon(s.postings.length);
    const hasRare = lookups.some((l) => l.similar.some((s) => !isCommon(s)));
    for (const { weight, similar } of lookups) {
      const seen: number[] = [];
      for (const s of similar) {
        if (hasRare && isCommon(s)) continue;
        for (const nameId of s.postings) {
          if (best[nameId] === 0) seen.push(nameId);
          if (best[nameId]! < s.similarity) best[nameId] = s.similarity;
        }
      }
      for (const nameId of seen) {
        if (allowed(this.names[nameId]!)) {
          if (totals[nameId] === 0) touched.push(nameId);
          totals[nameId]! += best[nameId]! * weight;
        }
        best[nameId] = 0;
      }
    }
    // Common forms add to the candidates found, looked up in each candidate's own tokens (a few)
    // rather than through their postings (thousands).
    if (hasRare) {
      for (const { weight, similar } of lookups) {
        const common = new Map<string, number>();
        for (const s of similar) if (isCommon(s)) common.set(s.form, s.similarity);
        if (common.size === 0) continue;
        for (const nameId of touched) {
          let found = 0;
          for (const token of this.names[nameId]!.tokens)
            for (const form of token.forms) found = Math.max(found, common.get(form) ?? 0);
          totals[nameId]! += found * weight;
        }
      }
    }
    const result = new Map<number, number>();
    for (const nameId of touched) {
      result.set(nameId, totals[nameId]!);
      totals[nameId] = 0;
    }
    return result;
  }

  /** Whether a form in `names` names is in so many that it cannot find candidates alone. */
  isCommon(names: number): boolean {
    return names >= this.commonFrequency;
  }

  /**
   * A query token that no listed token resembles may be two name parts written joined
   * (BorislavMilosevic, Translogistik): its halves that are indexed forms search instead.
   */
  splitHalves(token: NameToken): NameToken[] {
    const [form = ''] = token.forms;
    if (form.length < 6 || token.forms.some((f) => this.dictionary.similarForms(f).length > 0))
      return [];
    for (let at = 2; at <= form.length - 2; at++) {
      const halves = [form.slice(0, at), form.slice(at)];
      if (halves.every((half) => this.dictionary.postings(half).length > 0))
        return halves.map((half) => ({ ...token, text: half, forms: [half] }));
    }
    return [];
  }
}

/** The `count` best estimates at or above `minimum`. */
export function topCandidates(
  totals: Map<number, number>,
  minimum: number,
  count: number,
): number[] {
  return [...totals]
    .filter(([, total]) => total >= minimum)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([nameId]) => nameId);
}
