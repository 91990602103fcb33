/**
 * Checksums of Polish identifiers (algorithms and test values: shared/domain/poland.md, 4.2
 * and 4.3). Inputs may carry the usual separators; `normalise*` strips them for storage.
 */

const weightedSum = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);

/** NIP without the PL prefix, spaces and hyphens. */
export const normaliseNip = (raw: string) => raw.replace(/^PL/i, '').replace(/[\s-]/g, '');

export function isValidNip(raw: string): boolean {
  const nip = normaliseNip(raw);
  if (!/^\d{10}$/.test(nip) || /^0+$/.test(nip)) return false;
  const check = weightedSum(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === Number(nip[9]);
}

export const normaliseRegon = (raw: string) => raw.replace(/[\s-]/g, '');

/** REGON of 9 digits, or 14 digits (a local unit) whose first 9 are a valid REGON. */
export function isValidRegon(raw: string): boolean {
  const regon = normaliseRegon(raw);
  const check = (digits: string, weights: readonly number[]) =>
    (weightedSum(digits, weights) % 11) % 10;
  if (/^\d{9}$/.test(regon)) return check(regon, [8, 9, 2, 3, 4, 5, 6, 7]) === Number(regon[8]);
  if (/^\d{14}$/.test(regon)) {
    return (
      isValidRegon(regon.slice(0, 9)) &&
      check(regon, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) === Number(regon[13])
    );
  }
  return false;
}

/** KRS numbers have ten digits and no checksum. */
export const isValidKrs = (raw: string) => /^\d{10}$/.test(raw.replace(/[\s-]/g, ''));

/** Polish postal code: NN-NNN. */
export const isValidPolishPostalCode = (raw: string) => /^\d{2}-\d{3}$/.test(raw.trim());

/** Month-field offset → century: 01–12 is the 1900s, 21–32 the 2000s, 81–92 the 1800s… */
const PESEL_CENTURIES: Record<number, number> = { 0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800 };

/** The birth date a PESEL encodes (century in the month field), or null if it is no date. */
export function peselBirthDate(pesel: string): Date | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const dd = Number(pesel.slice(4, 6));
  const offset = Math.floor(mm / 20) * 20;
  const century = PESEL_CENTURIES[offset];
  if (century === undefined) return null;
  const year = century + yy;
  const month = mm - offset;
  const date = new Date(Date.UTC(year, month - 1, dd));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dd;
  return real ? date : null;
}

/** The sex a PESEL encodes: the tenth digit is even for women, odd for men. */
export const peselSex = (pesel: string): 'female' | 'male' =>
  Number(pesel[9]) % 2 === 0 ? 'female' : 'male';

export function isValidPesel(pesel: string): boolean {
  if (!/^\d{11}$/.test(pesel)) return false;
  const sum = weightedSum(pesel, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  return (10 - (sum % 10)) % 10 === Number(pesel[10]) && peselBirthDate(pesel) !== null;
}

/**
 * The PESEL of a person born on `birthDate` (YYYY-MM-DD, 1800–2299) with a four-digit serial
 * whose last digit is the sex digit: test data and imports' examples, never a real person's.
 */
export function makePesel(birthDate: string, serial: number): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const century = Math.floor(year / 100) * 100;
  const offset = Number(
    Object.entries(PESEL_CENTURIES).find(([, start]) => start === century)?.[0],
  );
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const body = `${pad(year % 100)}${pad(month + offset)}${pad(day)}${pad(serial % 10_000, 4)}`;
  const sum = weightedSum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A Polish account number as IBAN (`PL` + 26 digits); a bare 26-digit NRB is accepted. */
export function normaliseIban(raw: string): string {
  const compact = raw.replace(/\s/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/** ISO 13616 mod 97 over any IBAN; for Poland the length (28) is checked as well. */
export function isValidIban(raw: string): boolean {
  const iban = normaliseIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('PL') && iban.length !== 28) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
