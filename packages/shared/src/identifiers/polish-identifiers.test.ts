import { describe, expect, it } from 'vitest';
import {
  isValidIban,
  isValidKrs,
  isValidNip,
  isValidPesel,
  isValidPolishPostalCode,
  isValidRegon,
  makePesel,
  peselBirthDate,
  peselSex,
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

describe('PESEL', () => {
  it.each([
    ['44051401359', '1944-05-14', 'male'],
    ['02211307589', '2002-01-13', 'female'],
    ['02122401358', '1902-12-24', 'male'],
    ['85071212149', '1985-07-12', 'female'],
    ['01313066213', '2001-11-30', 'male'],
    ['04222990523', '2004-02-29', 'female'],
    ['99923191692', '1899-12-31', 'male'],
    ['50010163684', '1950-01-01', 'female'],
  ])('accepts %s born %s (%s)', (pesel, born, sex) => {
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)!.toISOString().slice(0, 10)).toBe(born);
    expect(peselSex(pesel)).toBe(sex);
  });
  it.each(['44051401358', '85071212148', '00000000000', '4405140135', '4405140135a'])(
    'rejects %s',
    (pesel) => expect(isValidPesel(pesel)).toBe(false),
  );
});

describe('makePesel', () => {
  it.each([
    ['2002-01-13', 758, '02211307589'],
    ['1985-07-12', 1214, '85071212149'],
    ['1899-12-31', 9169, '99923191692'],
  ])('builds the PESEL of %s with serial %s', (born, serial, pesel) => {
    expect(makePesel(born, serial)).toBe(pesel);
  });

  it('gives valid, distinct PESELs for a range of serials', () => {
    const made = Array.from({ length: 500 }, (_, n) => makePesel('1990-06-15', n));
    expect(made.every(isValidPesel)).toBe(true);
    expect(new Set(made).size).toBe(500);
  });
});

describe('IBAN and NRB', () => {
  it.each([
    'PL61109010140000071219812874',
    'PL61 1090 1014 0000 0712 1981 2874',
    '61109010140000071219812874',
    'PL10105000997603123456789123',
    'PL39116022027929841622948662',
    'DE89370400440532013000',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each(['PL61109010140000071219812875', 'PL71109010144400297875347788', 'PL6110901014', 'XX'])(
    'rejects %s',
    (iban) => expect(isValidIban(iban)).toBe(false),
  );
});
