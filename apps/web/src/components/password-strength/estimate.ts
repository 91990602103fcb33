// Loaded on demand by the strength meter only (strength-meter.tsx): the estimator and its
// dictionaries weigh about 1.2 MB gzipped, which no other page, and never the login page or
// the shell, may load (ADR 15).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as polish from '@zxcvbn-ts/language-pl';

/** zxcvbn's score: 0 too guessable … 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * What the meter shows of a password: its score, and zxcvbn's feedback as keys (its own
 * translation keys, `warnings.*` and `suggestions.*`, which the `password-strength` namespace
 * writes in the user's language).
 */
export type Strength = { score: StrengthScore; warning?: string; suggestions: string[] };

/** The Polish package (3.x) names its lists without a language; suffixed as 4.x's are. */
const polishDictionary = Object.fromEntries(
  Object.entries(polish.dictionary).map(([name, words]) => [`${name}-pl`, words]),
);

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, ...polishDictionary },
  graphs: common.adjacencyGraphs,
  // No translations: the feedback comes as keys, written by i18next in the language shown.
  // Bounded so that an estimate takes milliseconds, not seconds, as the user types (the
  // Levenshtein matching against these dictionaries takes about a second a password).
  l33tMaxSubstitutions: 10,
  maxLength: 64,
});

/**
 * The strength of `password`, with what the form knows of the user (the e-mail address) as
 * words that make it weaker.
 */
export function estimateStrength(password: string, userInputs: readonly string[] = []): Strength {
  // An address counts whole, by its part before the @, and word by word.
  const words = userInputs
    .flatMap((input) => [input, input.split('@')[0]!, ...input.split(/[@.\-_+]/)])
    .filter(Boolean);
  const { score, feedback } = zxcvbn.check(password, words);
  return {
    score: score as StrengthScore,
    warning: feedback.warning ?? undefined,
    suggestions: feedback.suggestions,
  };
}
