import type { Language } from '../constants.js';
import { CASE_WORK_MESSAGES } from './case-work.js';
import { writerOf, type Message, type MessageArgs, type Wording } from './message.js';

export * from './message.js';
export * from './missing-data.js';
export * from './rule-sets.js';

/** Every wording of the catalogue, by key: the one place the application's texts live. */
export const MESSAGES = { ...CASE_WORK_MESSAGES };

export type MessageKey = keyof typeof MESSAGES;
type ArgsOf<K extends MessageKey> = (typeof MESSAGES)[K] extends Wording<infer A> ? A : never;

/** A message of the catalogue: what a record stores to be written in its reader's language. */
export const message = <K extends MessageKey>(key: K, args: ArgsOf<K>): Message => ({ key, args });

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

/**
 * A stored message in words of one language. Throws for a key the catalogue does not hold:
 * released keys are never taken out (see case-work.ts).
 */
export function writeMessage(stored: Message, language: Language): string {
  if (!isMessageKey(stored.key)) throw new Error(`No message is named ${stored.key}`);
  const texts = MESSAGES[stored.key] as Wording<MessageArgs>;
  return texts[language](stored.args, writerOf(language));
}

/**
 * A record's text as its reader reads it: the stored message in their language, or — for a
 * record written before its texts were messages — the words stored then.
 */
export const textOf = (stored: Message | null | undefined, words: string, language: Language) =>
  stored ? writeMessage(stored, language) : words;
export * from './transactions.js';
export * from './audit.js';
