import Big from 'big.js';
import type { Conversion } from '@aml/shared';
import { addDays } from '../../lib/warsaw-time.js';

/** One rate of a table: PLN per unit of a currency (NBP's "mid"), as an exact decimal string. */
export type RateRef = { mid: string; table_no: string; effective_date: string };

/** What `eurValue` needs: the rate of the currency (not for PLN or EUR) and the EUR rate. */
export type ConversionRates = { rate?: RateRef; eur?: RateRef };

export const PENDING: Conversion = {
  amount_eur: null,
  rate_table: null,
  rate_date: null,
  rate: null,
  eur_rate: null,
};

/** A constructor that divides to 2 decimals, truncating: the exact rounding is done below. */
const Truncating = Big();
Truncating.DP = 2;
Truncating.RM = Big.roundDown;

const CENT = new Big('0.01');

/** numerator / denominator rounded half-up to 2 decimals, exactly (no intermediate rounding). */
function divideHalfUp(numerator: Big, denominator: Big): Big {
  const truncated = new Truncating(numerator).div(denominator);
  const remainder = numerator.minus(truncated.times(denominator));
  // Half a cent or more left over: round up.
  return remainder.times(2).gte(denominator.times(CENT)) ? truncated.plus(CENT) : truncated;
}

/** A decimal string without exponent and without trailing zeros ("4.27100000" → "4.271"). */
const plain = (value: string) => new Big(value).toFixed();

/**
 * The EUR value of an amount (art. 5): EUR is the amount itself, PLN is amount / mid(EUR),
 * any other currency is amount × mid(currency) / mid(EUR). Rounded half-up to cents. When a
 * rate it needs is missing, every field is null (the value is pending, never guessed).
 */
export function eurValue(amount: string, currency: string, rates: ConversionRates): Conversion {
  const value = new Big(amount);
  if (currency === 'EUR') {
    return { ...PENDING, amount_eur: value.round(2, Big.roundHalfUp).toFixed(2) };
  }
  const { eur } = rates;
  if (!eur || new Big(eur.mid).lte(0)) return PENDING;
  const eurMid = new Big(eur.mid);
  if (currency === 'PLN') {
    return {
      amount_eur: divideHalfUp(value, eurMid).toFixed(2),
      rate_table: eur.table_no,
      rate_date: eur.effective_date,
      rate: '1',
      eur_rate: plain(eur.mid),
    };
  }
  const { rate } = rates;
  if (!rate || new Big(rate.mid).lte(0)) return PENDING;
  return {
    amount_eur: divideHalfUp(value.times(rate.mid), eurMid).toFixed(2),
    rate_table:
      rate.table_no === eur.table_no ? rate.table_no : `${rate.table_no} / ${eur.table_no}`,
    rate_date: rate.effective_date > eur.effective_date ? rate.effective_date : eur.effective_date,
    rate: plain(rate.mid),
    eur_rate: plain(eur.mid),
  };
}

/** A stored rate as the conversion reads it. */
export type RateRow = RateRef & { currency: string; source: string };

/** What the rates of a day need to be known: each currency's coverage and the rates in force. */
export type KnownRates = { coverage: ReadonlyMap<string, string>; eur?: RateRow; rate?: RateRow };

/** The currencies whose rates converting `currency` into EUR needs. */
export const currenciesNeeded = (currency: string): string[] =>
  currency === 'EUR' ? [] : currency === 'PLN' ? ['EUR'] : [currency, 'EUR'];

/**
 * NBP publishes a table every working day; the longest run of days without one (Christmas and
 * a weekend) is under a week. An NBP rate older than this on a covered day means a gap in the
 * stored tables, so the value stays pending rather than use a stale rate.
 */
const NBP_MAX_AGE_DAYS = 7;

/**
 * What `amount` of `currency` is worth in EUR on `day` (the booking day in Warsaw, art. 5),
 * given the rates stored (the latest on or before the day) and the coverage: all nulls while a
 * rate it needs is not known for sure. A currency whose coverage does not reach the day may
 * still get a table for it (a Monday is never converted with Friday's rate only because Monday
 * was not fetched).
 */
export function convertWith(
  amount: string,
  currency: string,
  day: string,
  known: KnownRates,
): Conversion {
  const code = currency.toUpperCase();
  if (code === 'EUR') return eurValue(amount, code, {});
  if (currenciesNeeded(code).some((needed) => (known.coverage.get(needed) ?? '') < day)) {
    return PENDING;
  }
  const { eur } = known;
  const rate = code === 'PLN' ? undefined : known.rate;
  if (!eur || (code !== 'PLN' && !rate)) return PENDING;
  const oldest = addDays(day, -NBP_MAX_AGE_DAYS);
  for (const row of [eur, rate]) {
    if (row?.source === 'nbp' && row.effective_date < oldest) return PENDING;
  }
  // Both from the same NBP table, or the cross rate mixes two days.
  if (rate?.source === 'nbp' && eur.source === 'nbp' && rate.effective_date !== eur.effective_date)
    return PENDING;
  return eurValue(amount, code, { eur, ...(rate ? { rate } : {}) });
}
