import Big from 'big.js';
import { z } from 'zod';
import { cannotBeProcessed } from '../../outcomes.js';
import type { Bilingual } from '../../bilingual.js';
import type { RuleOutcome, TransactionFacts } from '../../rule-kind.js';

/*
 * EUR amounts of the transaction rules: exact decimals as text ("15000.00"), compared and
 * summed as integer cents (bigint), never with binary floats; written as "15,000.00 EUR" in
 * English and "15 000,00 EUR" in Polish (a no-break space between thousands, a decimal comma).
 * EUR values have two decimals at most: stored at scale 2, and thresholds are entered so.
 */

/**
 * Decimal text with at most `scale` decimals ("123.4") as an integer of 10^-scale units, read
 * as one integer of its digits (the rules read several amounts per transaction).
 */
export function scaledInteger(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const point = unsigned.indexOf('.');
  const fraction = point < 0 ? '' : unsigned.slice(point + 1);
  if (fraction.length > scale) throw new Error(`More than ${scale} decimals: ${text}`);
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const value = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -value : value;
}

/** An integer of 10^-scale units as decimal text with `scale` decimals: 150000n, 2 → "1500.00". */
export function scaledDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** An EUR amount ("15000.00", "15000") in cents, exactly. */
export const eurCents = (amount: string | bigint): bigint =>
  typeof amount === 'bigint' ? amount : scaledInteger(amount, 2);

/** A threshold in EUR: up to 12 digits and 2 decimals, more than zero. */
export const EurThresholdSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'amount_invalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'amount_invalid' });

/**
 * How an amount is measured against a threshold: due-diligence thresholds are "at or above"
 * (art. 35: "równowartość 15 000 euro lub większa"), reporting ones "above" (art. 72:
 * "przekraczająca 15 000 euro").
 */
export const COMPARISONS = ['at_or_above', 'above'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const ComparisonSchema = z.enum(COMPARISONS);

const NO_BREAK_SPACE = '\u00a0';

/**
 * Digits grouped by thousands with `separator`, from the left: "1234567" → "1,234,567". A
 * loop rather than a look-ahead regular expression, which is slower (each transaction's
 * explanations write several amounts in both languages).
 */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) {
    grouped += separator + digits.slice(index, index + 3);
  }
  return grouped;
}

const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * `value` with exactly `places` decimals. Amounts come as text with no more decimals than
 * shown (from the database, or summed here), so they are padded as text: explanations format
 * several per transaction, and a back-test millions.
 */
function toFixed(value: Big.BigSource, places: number, rounding: Big.RoundingMode): string {
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) {
    const point = value.indexOf('.');
    const decimals = point < 0 ? 0 : value.length - point - 1;
    if (decimals === places) return value;
    if (decimals < places) {
      return `${point < 0 ? `${value}.` : value}${'0'.repeat(places - decimals)}`;
    }
  }
  return new Big(value).toFixed(places, rounding);
}

/**
 * A decimal with `places` decimals in both languages: "12,345.6" and "12 345,6". Rounded
 * half-up unless `rounding` says otherwise.
 */
export function formatDecimal(
  value: Big.BigSource,
  places: number,
  rounding: Big.RoundingMode = Big.roundHalfUp,
): Bilingual {
  const fixed = toFixed(value, places, rounding);
  const negative = fixed.startsWith('-');
  const [whole = '', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const sign = negative ? '-' : '';
  const withFraction = (grouped: string, mark: string) =>
    `${sign}${grouped}${fraction === undefined ? '' : `${mark}${fraction}`}`;
  return {
    en: withFraction(groupThousands(whole, ','), '.'),
    pl: withFraction(groupThousands(whole, NO_BREAK_SPACE), ','),
  };
}

/** An amount in EUR (or cents), two decimals always: "15,000.00 EUR" / "15 000,00 EUR". */
export function formatEur(amount: Big.BigSource | bigint): Bilingual {
  const number = formatDecimal(typeof amount === 'bigint' ? scaledDecimal(amount, 2) : amount, 2);
  return { en: `${number.en} EUR`, pl: `${number.pl} EUR` };
}

/** A configured number as written, without trailing zeros: 3 → "3", 2.5 → "2.5" / "2,5". */
export function formatPlain(value: Big.BigSource): Bilingual {
  const plain = new Big(value).toFixed();
  return { en: plain, pl: plain.replace('.', ',') };
}

/** A configured threshold in cents and as written in both languages. */
type Threshold = { cents: bigint; text: Bilingual };

const thresholds = new WeakMap<{ threshold_eur: string }, Threshold>();

/**
 * The threshold of a rule's configuration (or of one of its limits), worked out once per
 * object: a rule set version is compiled once and its thresholds are compared with every
 * transaction, where parsing them each time was most of the rules' and explanations' work.
 * Configurations are never changed after they are parsed (a change is a new version).
 */
export function thresholdOf(holder: { threshold_eur: string }): Threshold {
  let known = thresholds.get(holder);
  if (!known) {
    known = { cents: eurCents(holder.threshold_eur), text: formatEur(holder.threshold_eur) };
    thresholds.set(holder, known);
  }
  return known;
}

/** Whether `amount` (text or cents) crosses `threshold` (text or cents) measured as `comparison`. */
export function crosses(
  amount: string | bigint,
  threshold: string | bigint,
  comparison: Comparison,
): boolean {
  const value = eurCents(amount);
  const limit = eurCents(threshold);
  return comparison === 'at_or_above' ? value >= limit : value > limit;
}

/**
 * How `amount` stands against a threshold, as a phrase before the threshold: "at or above the"
 * / "osiąga lub przekracza próg" and "above the" / "przekracza próg" when it crosses it;
 * "below the" / "nie osiąga progu", or "not above the" / "nie przekracza progu" when it equals
 * an "above" threshold, when it does not (Polish negation takes the genitive).
 */
export function standing(
  amount: string | bigint,
  threshold: string | bigint,
  comparison: Comparison,
): Bilingual {
  if (crosses(amount, threshold, comparison)) {
    return comparison === 'at_or_above'
      ? { en: 'at or above the', pl: 'osiąga lub przekracza próg' }
      : { en: 'above the', pl: 'przekracza próg' };
  }
  return eurCents(amount) < eurCents(threshold)
    ? { en: 'below the', pl: 'nie osiąga progu' }
    : { en: 'not above the', pl: 'nie przekracza progu' };
}

/** The sum of EUR amounts in cents, exactly. */
export function sumEur(amounts: string[]): bigint {
  return amounts.reduce((sum, amount) => sum + eurCents(amount), 0n);
}

/**
 * A rule that needs the EUR value while it is not known (art. 5: the NBP average rate of the
 * transaction's day): it cannot say anything yet; the transaction is assessed again when the
 * rate arrives.
 */
export function eurPending(transaction: TransactionFacts): RuleOutcome {
  return cannotBeProcessed({
    en: `The EUR value is pending: the NBP rate of ${transaction.booked_on} is not known yet`,
    pl: `Wartość w EUR oczekuje: kurs NBP z dnia ${transaction.booked_on} nie jest jeszcze znany`,
  });
}

/**
 * The Polish form of a noun after the number `count`: `one` for 1, `few` for 2–4, 22–24 and
 * so on (but not 12–14), `many` for the rest ("1 transakcja", "3 transakcje", "5 transakcji").
 */
export function polishPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const units = count % 10;
  const tens = count % 100;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** "3 transactions" / "3 transakcje", with the words given for each form. */
export function countOf(
  count: number,
  en: { one: string; other: string },
  pl: { one: string; few: string; many: string },
): Bilingual {
  return {
    en: `${count} ${count === 1 ? en.one : en.other}`,
    pl: `${count} ${polishPlural(count, pl.one, pl.few, pl.many)}`,
  };
}
