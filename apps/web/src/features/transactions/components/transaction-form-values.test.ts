import { CreateTransactionSchema } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import {
  defaultRole,
  emptyTransactionValues,
  localToIso,
  transactionFormResolver,
  valuesToInput,
  type TransactionFormValues,
} from './transaction-form-values';

const values = (overrides: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  ...emptyTransactionValues(),
  type: 'seller_crypto',
  amount: ' 1 234,5 ',
  currency: 'btc ',
  booked_at: '2026-03-05T14:30',
  country_of_order: 'pl',
  description: '  Sale at the counter ',
  parties: [
    {
      party_code: 'party00000001',
      role: 'seller',
      display_name: 'Anna Nowak',
      party_type: 'individual',
    },
  ],
  ...overrides,
});

describe('the transaction form values', () => {
  it('become the API input: decimal point, capitals, ISO time with offset, no empty fields', () => {
    const input = valuesToInput(values());
    expect(input).toEqual({
      type: 'seller_crypto',
      amount: '1234.5',
      currency: 'BTC',
      booked_at: localToIso('2026-03-05T14:30'),
      country_of_order: 'PL',
      description: 'Sale at the counter',
      parties: [{ party_code: 'party00000001', role: 'seller' }],
    });
    expect(CreateTransactionSchema.safeParse(input).success).toBe(true);
  });

  it('turn the datetime-local value into the same moment with the user offset', () => {
    const iso = localToIso('2026-03-05T14:30');
    expect(iso).toMatch(/^2026-03-05T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date('2026-03-05T14:30').getTime());
    expect(localToIso('yesterday')).toBe('yesterday');
  });

  it('send cleared optional fields as null when editing', () => {
    const input = valuesToInput(values({ description: '', payment_method: '' }), true);
    expect(input).toMatchObject({ description: null, payment_method: null, payment_date: null });
  });

  it('are checked with the shared schema: a fiat type takes only ISO currencies', async () => {
    const resolve = (v: TransactionFormValues) =>
      transactionFormResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });
    const fiat = await resolve(values({ type: 'seller_fiat' }));
    expect(fiat.errors).toMatchObject({ currency: { message: 'currency_invalid' } });
    const zero = await resolve(values({ amount: '0,00' }));
    expect(zero.errors).toMatchObject({ amount: { message: 'amount_invalid' } });
    expect((await resolve(values())).errors).toEqual({});
  });

  it('give the parties sensible roles for the type', () => {
    expect(defaultRole('buyer_fiat', 0)).toBe('buyer');
    expect(defaultRole('buyer_fiat', 1)).toBe('seller');
    expect(defaultRole('seller_crypto', 0)).toBe('seller');
    expect(defaultRole('transfer', 0)).toBe('ordering');
    expect(defaultRole('transfer', 1)).toBe('beneficiary');
  });
});
