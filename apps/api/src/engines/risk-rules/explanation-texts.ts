import { explainLater } from './outcomes.js';
import type { Bilingual } from './bilingual.js';

/*
 * Explanations stored as the name of the text that writes them and its arguments, and written
 * when read (ADR 9). Most transactions pass every rule and nobody reads why; writing their
 * explanations in two languages, then having PostgreSQL parse them as JSON, was about a
 * twentieth of the recording path's time. A stored name is read for as long as the record is
 * kept, so a text once released keeps its name and its arguments: its wording may be
 * corrected, but a text that says something else is a new text with a new name.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An explanation as a rule result stores it: written out, or its text's name and arguments. */
export type StoredExplanation = Bilingual | { text: string; args: Json[] };

type Writer = (args: Json[]) => Bilingual;

const writers = new Map<string, Writer>();

/**
 * A text of explanations, `write` making it from `args` alone (JSON values, as stored).
 * Returns the maker of its explanations: each written when first read, and stored (as JSON)
 * as the text's name and its arguments.
 */
export function explanationText<Args extends Json[]>(
  name: string,
  write: (...args: Args) => Bilingual,
): (...args: Args) => Bilingual {
  if (writers.has(name)) throw new Error(`The explanation text ${name} is defined twice`);
  writers.set(name, (args) => write(...(args as Args)));
  return (...args) => {
    const explanation = explainLater(() => write(...args));
    // Not enumerable: spread or compared, the explanation is its two languages.
    Object.defineProperty(explanation, 'toJSON', { value: () => ({ text: name, args }) });
    return explanation;
  };
}

/** A stored explanation written out. Throws for a text no module defines (see above). */
export function readExplanation(stored: StoredExplanation): Bilingual {
  if (!('text' in stored)) return stored;
  const write = writers.get(stored.text);
  if (!write) throw new Error(`No explanation text is named ${stored.text}`);
  return write(stored.args);
}

/** An explanation as plain text in both languages, for what stores or sends it as such. */
export const writtenOut = (explanation: Bilingual): Bilingual => ({
  en: explanation.en,
  pl: explanation.pl,
});

/** The names of the texts defined so far (for the test that every released one still is). */
export const explanationTextNames = () => [...writers.keys()];
