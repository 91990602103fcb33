import { describe, expect, it } from 'vitest';
import { convertWith, currenciesNeeded, eurValue, PENDING } from './conversion.js';

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

describe('convertWith: the rates of a booking day', () => {
  const row = (currency: string, mid: string, effective_date = day, source = 'nbp') => ({
    currency,
    mid,
    table_no: table,
    effective_date,
    source,
  });
  const covered = (...currencies: string[]) =>
    new Map(currencies.map((currency) => [currency, day] as const));

  it('needs no rate for EUR, the EUR rate for PLN, and both for another currency', () => {
    expect(currenciesNeeded('EUR')).toEqual([]);
    expect(currenciesNeeded('PLN')).toEqual(['EUR']);
    expect(currenciesNeeded('USD')).toEqual(['USD', 'EUR']);
  });

  it('converts with the rates of the day, whatever the case of the currency code', () => {
    const known = {
      coverage: covered('EUR', 'USD'),
      eur: row('EUR', '4.2710'),
      rate: row('USD', '3.6437'),
    };
    expect(convertWith('10000', 'usd', day, known)).toMatchObject({
      amount_eur: '8531.26',
      rate_table: table,
    });
    expect(convertWith('42710', 'PLN', day, known)).toMatchObject({ amount_eur: '10000.00' });
    expect(convertWith('12.345', 'eur', day, { coverage: new Map() })).toEqual({
      ...PENDING,
      amount_eur: '12.35',
    });
  });

  it('stays pending while the coverage of a needed currency does not reach the day', () => {
    const known = {
      coverage: covered('EUR'),
      eur: row('EUR', '4.2710'),
      rate: row('USD', '3.6437'),
    };
    expect(convertWith('10000', 'USD', day, known)).toEqual(PENDING);
    const before = {
      ...known,
      coverage: new Map([
        ['EUR', '2025-09-25'],
        ['USD', day],
      ]),
    };
    expect(convertWith('10000', 'USD', day, before)).toEqual(PENDING);
    expect(convertWith('42710', 'PLN', day, before)).toEqual(PENDING);
    // Coverage beyond the day is enough.
    const after = {
      ...known,
      coverage: new Map([
        ['EUR', '2025-09-30'],
        ['USD', '2025-09-30'],
      ]),
    };
    expect(convertWith('42710', 'PLN', day, after).amount_eur).toBe('10000.00');
  });

  it('stays pending without a needed rate', () => {
    const coverage = covered('EUR', 'USD');
    expect(convertWith('1', 'PLN', day, { coverage })).toEqual(PENDING);
    expect(convertWith('1', 'USD', day, { coverage, eur: row('EUR', '4.2710') })).toEqual(PENDING);
    expect(convertWith('1', 'PLN', day, { coverage, eur: row('EUR', '4.2710') }).amount_eur).toBe(
      '0.23',
    );
  });

  it('refuses an NBP rate more than seven days older than the day, and a cross rate of two days', () => {
    const coverage = covered('EUR', 'USD');
    const old = (date: string) => ({ coverage, eur: row('EUR', '4.2710', date) });
    expect(convertWith('42710', 'PLN', day, old('2025-09-19')).amount_eur).toBe('10000.00');
    expect(convertWith('42710', 'PLN', day, old('2025-09-18'))).toEqual(PENDING);
    // A rate set by hand (not NBP) is taken however old.
    const manual = { coverage, eur: row('EUR', '4.2710', '2025-01-01', 'manual') };
    expect(convertWith('42710', 'PLN', day, manual).amount_eur).toBe('10000.00');
    const mixed = {
      coverage,
      eur: row('EUR', '4.2710'),
      rate: row('USD', '3.6437', '2025-09-25'),
    };
    expect(convertWith('10000', 'USD', day, mixed)).toEqual(PENDING);
    expect(
      convertWith('10000', 'USD', day, { ...mixed, rate: { ...mixed.rate, source: 'manual' } }),
    ).toMatchObject({ amount_eur: '8531.26', rate_date: day });
    const staleRate = {
      coverage,
      eur: row('EUR', '4.2710'),
      rate: row('USD', '3.6437', '2025-09-18', 'nbp'),
    };
    expect(convertWith('10000', 'USD', day, staleRate)).toEqual(PENDING);
  });

  it('names both tables when the rates come from two', () => {
    const other = { mid: '3.6437', table_no: '186/A/NBP/2025', effective_date: '2025-09-25' };
    expect(eurValue('10000', 'USD', { eur, rate: other })).toMatchObject({
      rate_table: `186/A/NBP/2025 / ${table}`,
      rate_date: day,
    });
    expect(
      eurValue('10000', 'USD', { eur: { ...eur, effective_date: '2025-09-24' }, rate: other }),
    ).toMatchObject({ rate_date: '2025-09-25' });
    expect(eurValue('10000', 'USD', { eur, rate: { ...usd, mid: '0' } })).toEqual(PENDING);
    expect(eurValue('10000', 'PLN', { eur: { ...eur, mid: '0' } })).toEqual(PENDING);
  });
});
