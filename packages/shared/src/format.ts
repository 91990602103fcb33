/** The locale the product writes numbers and dates in for a language. */
export const localeOf = (language: string | undefined) => (language === 'pl' ? 'pl-PL' : 'en-GB');

/**
 * An exact decimal (as the API sends it, e.g. "12345.678") written in a locale, with every
 * decimal kept: the number is never turned into a float, so large and crypto amounts stay
 * exact. `minDecimals` pads the fraction (2 for money values such as EUR).
 */
export function formatDecimal(value: string, locale: string, minDecimals = 0): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, fraction = ''] = match;
  const format = new Intl.NumberFormat(locale);
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = fraction.padEnd(minDecimals, '0');
  return `${sign}${format.format(BigInt(whole!))}${digits ? decimal + digits : ''}`;
}

/** An amount and its currency in a language: "70,000 PLN", "70 000 PLN" (no trailing zeros). */
export const formatAmount = (amount: string, currency: string, language: string | undefined) =>
  `${formatDecimal(amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''), localeOf(language))} ${currency}`;
