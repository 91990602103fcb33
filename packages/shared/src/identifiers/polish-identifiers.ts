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
