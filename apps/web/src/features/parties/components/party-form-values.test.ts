import { describe, expect, it } from 'vitest';
import type { Party } from '@aml/shared';
import {
  emptyPartyValues,
  partyFormResolver,
  partyToValues,
  valuesToInput,
} from './party-form-values';

const resolve = (values: ReturnType<typeof emptyPartyValues>) =>
  Promise.resolve(
    partyFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }),
  );

describe('the party form', () => {
  it('sends only what was filled in, with lists split and country codes in capitals', () => {
    const values = {
      ...emptyPartyValues('individual'),
      first_name: ' Anna ',
      last_name: 'Nowak',
      citizenships: ['PL', 'UA'],
      accommodation_address: {
        ...emptyPartyValues('individual').accommodation_address,
        city: 'Łódź',
        country: 'pl',
      },
    };
    expect(valuesToInput(values)).toEqual({
      type: 'individual',
      first_name: 'Anna',
      last_name: 'Nowak',
      citizenships: ['PL', 'UA'],
      accommodation_address: { city: 'Łódź', country: 'PL' },
      pep: false,
    });
  });

  it('clears emptied fields with null when saving changes', () => {
    const input = valuesToInput({ ...emptyPartyValues('company'), name: 'Antyki S.C.' }, true);
    expect(input).toMatchObject({
      name: 'Antyki S.C.',
      tax_id: null,
      industries: null,
      document: null,
    });
  });

  it('puts the schema errors under their fields, a list item under its list', async () => {
    const result = await resolve({
      ...emptyPartyValues('individual'),
      first_name: 'Anna',
      pesel: '85071212148',
      citizenships: ['PL', 'Polska'],
      document: { type: 'passport', number: 'AB123', expiry_date: '', without_expiration: false },
    });
    expect(result.errors).toMatchObject({
      last_name: { message: 'required' },
      pesel: { message: 'pesel_invalid' },
      citizenships: { message: 'country_invalid' },
      document: { expiry_date: { message: 'expiry_required' } },
    });
  });

  it('reads a stored party back into the same form', () => {
    const stored = {
      code: 'c'.repeat(12),
      type: 'company',
      name: 'Antyki S.C.',
      industries: ['47.79.Z', '90.03.Z'],
      citizenships: [],
      business_address: { city: 'Kraków' },
      document: null,
      pep: null,
    } as unknown as Party;
    const values = partyToValues(stored);
    expect(values).toMatchObject({
      name: 'Antyki S.C.',
      industries: '47.79.Z, 90.03.Z',
      business_address: { city: 'Kraków', street: '' },
      pep: false,
    });
    expect(valuesToInput(values)).toMatchObject({ industries: ['47.79.Z', '90.03.Z'] });
  });
});
