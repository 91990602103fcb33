import { describe, expect, it } from 'vitest';
import { buildAutofill } from './autofill.fixtures';
import {
  chosenValues,
  emptyAddress,
  nameCase,
  personPrefill,
  proposalsOf,
  sentenceCase,
  takenByDefault,
} from './fill-values';

describe('the proposals of the registries', () => {
  it('take what the form has nothing in, and keep what was typed differently', () => {
    const proposals = proposalsOf(buildAutofill(), {
      name: 'Kantor Złotówka sp. z o.o.',
      nip: '525-270-00-01',
      regon: '',
      address: emptyAddress(),
      bank_account: '',
    });
    expect(proposals.map((p) => [p.field, p.state])).toEqual([
      ['name', 'differs'],
      ['nip', 'same'],
      ['regon', 'empty'],
      ['address', 'empty'],
      ['bank_account', 'empty'],
    ]);
    const chosen = takenByDefault(proposals);
    expect([...chosen]).toEqual(['regon', 'address', 'bank_account']);
    const values = chosenValues(proposals, chosen);
    expect(values).toEqual({
      regon: '146552108',
      address: {
        country: 'PL',
        region: 'MAZOWIECKIE',
        city: 'Warszawa',
        street: 'ul. Marszałkowska',
        postal_code: '00-017',
        house_number: '104/122',
        flat_number: '5',
      },
      // The White List's first account, with the others shown beside it.
      bank_account: '51105014451000009031234567',
    });
    expect(proposals.find((p) => p.field === 'bank_account')!.others).toEqual([
      '27114020040000300201355387',
    ]);
  });

  it('count an account on the White List, a 14-digit REGON and the same text in capitals as the same', () => {
    const proposals = proposalsOf(buildAutofill(), {
      name: 'kantor złotówka  spółka z ograniczoną odpowiedzialnością',
      regon: '14655210800000',
      industries: ['66.19.Z', '64.99.Z'],
      bank_account: 'PL27 1140 2004 0000 3002 0135 5387',
    });
    expect(proposals.map((p) => p.state)).toEqual(['same', 'same', 'same', 'same']);
    expect(
      chosenValues(proposals, new Set(['name', 'regon', 'industries', 'bank_account'])),
    ).toEqual({});
  });

  it('leave out the fields the form does not have', () => {
    const proposals = proposalsOf(buildAutofill(), { name: '' });
    expect(proposals.map((p) => p.field)).toEqual(['name']);
  });
});

describe('a person of a registry, for a form', () => {
  it('leaves out what KRS hid and writes capitals as names and functions are written', () => {
    const [president, member] = buildAutofill().board_members;
    expect(personPrefill(president!)).toMatchObject({
      first_name: '',
      last_name: '',
      pesel: '',
      role: 'Prezes zarządu',
    });
    expect(personPrefill(member!)).toMatchObject({
      first_name: 'Katarzyna',
      last_name: 'Wiśniewska-Zając',
      role: 'Członek zarządu',
    });
    expect(nameCase('McDonald')).toBe('McDonald');
    expect(sentenceCase('Prokurent')).toBe('Prokurent');
  });
});
