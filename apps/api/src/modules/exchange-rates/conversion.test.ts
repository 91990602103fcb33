import { describe, expect, it } from 'vitest';
import { eurValue, PENDING } from './conversion.js';

const table = '187/A/NBP/2025';
const day = '2025-09-26';
const eur = { mid: '4.2710', table_no: table, effective_date: day };
const usd = { mid: '3.6437', table_no: table, effective_date: day };

describe('eurValue (art. 5)', () => {
  it('takes an EUR amount as it is, rounded to cents, with no rate', () => {
    expect(eurValue('15000', 'EUR', {})).toEqual({ ...PENDING, amount_eur: '15000.00' });
    expect(eurValue('0.005', 'EUR', {}).amount_eur).toBe('0.01');
    expect(eurValue('0.0049', 'EUR', {}).amount_eur).toBe('0.00');
  });

  it('divides PLN by the EUR mid', () => {
    expect(eurValue('42710', 'PLN', { eur })).toEqual({
      amount_eur: '10000.00',
      rate_table: table,
      rate_date: day,
      rate: '1',
      eur_rate: '4.271',
    });
    // 1000 / 4.2710 = 234.13720440...
    expect(eurValue('1000', 'PLN', { eur }).amount_eur).toBe('234.14');
  });

  it('converts other currencies by the cross rate of the same table', () => {
    // 1000 × 3.6437 / 4.2710 = 853.1257...
    expect(eurValue('1000', 'USD', { rate: usd, eur })).toEqual({
      amount_eur: '853.13',
      rate_table: table,
      rate_date: day,
      rate: '3.6437',
      eur_rate: '4.271',
    });
  });

  it('rounds half up, exactly (no floating point, no double rounding)', () => {
    // 4.2710 × 1.005 = 4.292355 PLN is exactly 1.005 EUR → 1.01
    expect(eurValue('4.292355', 'PLN', { eur }).amount_eur).toBe('1.01');
    // just under half a cent stays down: (1.005 − 1e-8) EUR
    expect(eurValue('4.29235495', 'PLN', { eur }).amount_eur).toBe('1.00');
    // x.xx5 with a cross rate of 2: 0.0025 × 2 / 1 = 0.005 → 0.01
    const two = { mid: '2', table_no: 't', effective_date: day };
    const one = { mid: '1', table_no: 't', effective_date: day };
    expect(eurValue('0.0025', 'USD', { rate: two, eur: one }).amount_eur).toBe('0.01');
    expect(eurValue('1.2345', 'PLN', { eur: one }).amount_eur).toBe('1.23');
    expect(eurValue('1.235', 'PLN', { eur: one }).amount_eur).toBe('1.24');
    // 1/3 with a long tail: 0.01 / 3 = 0.00333… → 0.00; 0.02 / 3 = 0.00666… → 0.01
    const three = { mid: '3', table_no: 't', effective_date: day };
    expect(eurValue('0.01', 'PLN', { eur: three }).amount_eur).toBe('0.00');
    expect(eurValue('0.02', 'PLN', { eur: three }).amount_eur).toBe('0.01');
    // Floats would say 1.0049999… for 1.005 (1.005 * 100 = 100.49999999999999).
    expect(eurValue('1.005', 'EUR', {}).amount_eur).toBe('1.01');
  });

  it('handles tiny and huge amounts without exponent notation', () => {
    expect(eurValue('0.00000001', 'PLN', { eur }).amount_eur).toBe('0.00');
    expect(eurValue('0.02135', 'PLN', { eur }).amount_eur).toBe('0.00'); // 0.004998…
    expect(eurValue('0.021355', 'PLN', { eur }).amount_eur).toBe('0.01'); // 0.005 exactly
    expect(eurValue('999999999999999999.99999999', 'PLN', { eur }).amount_eur).toBe(
      '234137204401779442.75',
    );
    expect(eurValue('999999999999999999.99999999', 'EUR', {}).amount_eur).toBe(
      '1000000000000000000.00',
    );
    const jpy = { mid: '0.024579', table_no: table, effective_date: day };
    expect(eurValue('123456789012345678', 'JPY', { rate: jpy, eur }).amount_eur).toBe(
      '710476332740445.90',
    );
  });

  it('is pending (all null) when a needed rate is missing', () => {
    expect(eurValue('100', 'PLN', {})).toEqual(PENDING);
    expect(eurValue('100', 'USD', { eur })).toEqual(PENDING);
    expect(eurValue('100', 'USD', { rate: usd })).toEqual(PENDING);
  });
});
