import { describe, expect, it } from 'vitest';
import {
  isValidKrs,
  isValidNip,
  isValidPolishPostalCode,
  isValidRegon,
} from './polish-identifiers.js';

describe('NIP', () => {
  it.each([
    '8567346215',
    '856-734-62-15',
    'PL 8567346215',
    '7987973094',
    '5261040828',
    '8655104670',
  ])('accepts %s', (nip) => expect(isValidNip(nip)).toBe(true));
  it.each(['8567346216', '7987973095', '1234567890', '0000000000', '856734621', 'abcdefghij'])(
    'rejects %s',
    (nip) => expect(isValidNip(nip)).toBe(false),
  );
});

describe('REGON', () => {
  it.each(['123456785', '192598184', '697880930', '12345678512347', '69788093076638'])(
    'accepts %s',
    (regon) => expect(isValidRegon(regon)).toBe(true),
  );
  it.each(['192598183', '12345678612342', '12345678512348', '1234567', ''])('rejects %s', (regon) =>
    expect(isValidRegon(regon)).toBe(false),
  );
});

describe('KRS and postal code', () => {
  it('checks shapes', () => {
    expect(isValidKrs('0000123456')).toBe(true);
    expect(isValidKrs('123456')).toBe(false);
    expect(isValidPolishPostalCode('00-950')).toBe(true);
    expect(isValidPolishPostalCode('00950')).toBe(false);
  });
});
