import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  EurThresholdSchema,
  countOf,
  crosses,
  eurCents,
  formatDecimal,
  formatEur,
  polishPlural,
  scaledDecimal,
  scaledInteger,
  standing,
  sumEur,
  thresholdOf,
} from './money.js';

const NBSP = '\u00a0';

describe('formatEur', () => {
  it('writes English and Polish amounts, two decimals always', () => {
    expect(formatEur('15000')).toEqual({ en: '15,000.00 EUR', pl: `15${NBSP}000,00 EUR` });
    expect(formatEur('1234567.5')).toEqual({
      en: '1,234,567.50 EUR',
      pl: `1${NBSP}234${NBSP}567,50 EUR`,
    });
    expect(formatEur('999.99')).toEqual({ en: '999.99 EUR', pl: '999,99 EUR' });
    expect(formatEur('123456')).toEqual({ en: '123,456.00 EUR', pl: `123${NBSP}456,00 EUR` });
    expect(formatEur('999999999999.99').en).toBe('999,999,999,999.99 EUR');
    expect(formatEur('-1000').en).toBe('-1,000.00 EUR');
    expect(formatEur('0')).toEqual({ en: '0.00 EUR', pl: '0,00 EUR' });
  });

  it('rounds half up to the cent', () => {
    expect(formatEur('2000.005').en).toBe('2,000.01 EUR');
    expect(formatEur(new Big(2).div(3)).en).toBe('0.67 EUR');
  });
});

describe('formatDecimal', () => {
  it('rounds down when asked, so a ratio is never shown above its value', () => {
    expect(formatDecimal('2.99999', 1, Big.roundDown)).toEqual({ en: '2.9', pl: '2,9' });
    expect(formatDecimal('12345.67', 1)).toEqual({ en: '12,345.7', pl: `12${NBSP}345,7` });
  });
});

describe('comparisons', () => {
  it('counts an amount equal to the threshold at or above it, but not above it', () => {
    expect(crosses('15000.00', '15000.00', 'at_or_above')).toBe(true);
    expect(crosses('15000.00', '15000.00', 'above')).toBe(false);
    expect(crosses('15000.01', '15000.00', 'above')).toBe(true);
    expect(crosses('14999.99', '15000.00', 'at_or_above')).toBe(false);
    expect(standing('15000.00', '15000', 'above')).toEqual({
      en: 'not above the',
      pl: 'nie przekracza progu',
    });
    expect(standing('14999.99', '15000', 'above')).toEqual({
      en: 'below the',
      pl: 'nie osiąga progu',
    });
  });

  it('compares cents of a configured threshold as it compares its text', () => {
    const limit = { threshold_eur: '15000' };
    const threshold = thresholdOf(limit);
    expect(threshold).toEqual({
      cents: 1_500_000n,
      text: { en: '15,000.00 EUR', pl: `15${NBSP}000,00 EUR` },
    });
    // Worked out once per configuration object, which is never changed after it is parsed.
    expect(thresholdOf(limit)).toBe(threshold);
    expect(thresholdOf({ threshold_eur: '1000.50' }).cents).toBe(100_050n);
    expect(crosses('15000.00', threshold.cents, 'at_or_above')).toBe(true);
    expect(crosses(1_500_000n, threshold.cents, 'above')).toBe(false);
    expect(crosses('15000.01', threshold.cents, 'above')).toBe(true);
    expect(standing('14999.99', threshold.cents, 'at_or_above')).toEqual({
      en: 'below the',
      pl: 'nie osiąga progu',
    });
  });

  it('sums exactly in cents (0.1 + 0.2 is 0.3)', () => {
    expect(sumEur(['0.10', '0.20'])).toBe(30n);
    expect(sumEur(['4999.99', '5000', '5000.01'])).toBe(1_500_000n);
    expect(formatEur(1_500_000n).en).toBe('15,000.00 EUR');
  });

  it('reads EUR amounts as cents and refuses more decimals than kept', () => {
    expect(eurCents('15000.00')).toBe(1_500_000n);
    expect(eurCents('15000.1')).toBe(1_500_010n);
    expect(eurCents('7')).toBe(700n);
    expect(() => eurCents('1.001')).toThrow();
    expect(scaledInteger('1234.5678', 4)).toBe(12_345_678n);
    expect(scaledInteger('-0.05', 2)).toBe(-5n);
    expect(scaledInteger('0.5', 2)).toBe(50n);
    expect(scaledInteger('-12', 2)).toBe(-1200n);
    expect(scaledInteger('000120.30', 2)).toBe(12_030n);
    expect(scaledDecimal(5n, 2)).toBe('0.05');
    expect(scaledDecimal(-150n, 2)).toBe('-1.50');
  });

  it('accepts thresholds above zero with at most two decimals', () => {
    expect(EurThresholdSchema.safeParse('15000.00').success).toBe(true);
    expect(EurThresholdSchema.safeParse('1000').success).toBe(true);
    for (const wrong of ['0', '0.00', '1.234', '-5', '1e5', '', '1234567890123']) {
      const parsed = EurThresholdSchema.safeParse(wrong);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('amount_invalid');
    }
  });
});

describe('Polish plurals', () => {
  it.each([
    [1, 'transakcja'],
    [2, 'transakcje'],
    [4, 'transakcje'],
    [5, 'transakcji'],
    [12, 'transakcji'],
    [14, 'transakcji'],
    [22, 'transakcje'],
    [25, 'transakcji'],
    [0, 'transakcji'],
  ])('%i %s', (count, form) => {
    expect(polishPlural(count, 'transakcja', 'transakcje', 'transakcji')).toBe(form);
  });

  it('counts in both languages', () => {
    expect(
      countOf(
        3,
        { one: 'transaction', other: 'transactions' },
        { one: 'transakcja', few: 'transakcje', many: 'transakcji' },
      ),
    ).toEqual({ en: '3 transactions', pl: '3 transakcje' });
  });
});
