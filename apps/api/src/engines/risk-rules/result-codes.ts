/**
 * A rule result's public code: its assessment's code followed by its position among the
 * assessment's results in two digits (results live in their assessment's row, ADR 7). Codes
 * of assessments are never shorter than 8 characters (codeField), so the split is certain.
 */
const POSITION_DIGITS = 2;

export function resultCode(assessmentCode: string, position: number): string {
  if (!Number.isInteger(position) || position < 0 || position >= 10 ** POSITION_DIGITS) {
    throw new Error(`A rule result's position must be 0 to 99, not ${position}`);
  }
  return `${assessmentCode}${String(position).padStart(POSITION_DIGITS, '0')}`;
}

/** The assessment and position a code names, or null when it cannot name a result. */
export function parseResultCode(code: string): { assessmentCode: string; position: number } | null {
  const match = /^(.{8,})(\d{2})$/.exec(code);
  if (!match) return null;
  return { assessmentCode: match[1]!, position: Number(match[2]) };
}
