import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal } from './format.js';

describe('amounts in the reader’s language', () => {
  it('groups thousands and marks decimals as each language does, exactly', () => {
    expect(formatDecimal('12345678901234567.891', 'en-GB')).toBe('12,345,678,901,234,567.891');
    expect(formatDecimal('12345.5', 'pl-PL', 2).replace(/\s/g, ' ')).toBe('12 345,50');
    expect(formatDecimal('not a number', 'en-GB')).toBe('not a number');
  });

  it('writes an amount with its currency, without trailing zeros', () => {
    expect(formatAmount('70000.00', 'PLN', 'en')).toBe('70,000 PLN');
    expect(formatAmount('70000.00', 'PLN', 'pl').replace(/\s/g, ' ')).toBe('70 000 PLN');
    expect(formatAmount('1500.50', 'EUR', 'pl').replace(/\s/g, ' ')).toBe('1500,5 EUR'); // Polish groups from five digits
    // A whole amount keeps its zeros.
    expect(formatAmount('100', 'USD', 'en')).toBe('100 USD');
  });

  it('writes only whole decimals, signs and surrounding spaces as they are', () => {
    expect(formatDecimal(' -1234.5 ', 'en-GB')).toBe('-1,234.5');
    expect(formatDecimal('12a', 'en-GB')).toBe('12a');
    expect(formatDecimal('a12', 'en-GB')).toBe('a12');
    expect(formatDecimal('1.', 'en-GB')).toBe('1.');
    expect(formatAmount('1500.00100', 'BTC', 'en')).toBe('1,500.001 BTC');
    expect(formatAmount('1000.5', 'EUR', 'en')).toBe('1,000.5 EUR');
  });
});
