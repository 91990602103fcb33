import type { CrbrComparison, RegistryPerson } from '@aml/shared';

/** A beneficial owner as the institution recorded it. */
export type RecordedOwner = {
  code: string;
  first_name: string | null;
  last_name: string | null;
  pesel: string | null;
  birth_date: string | null;
  citizenships: string[];
  share: string | null;
};

type Row = CrbrComparison['rows'][number];

/** Names compared without case, accents and extra spaces: "Wiśniewska" is "WISNIEWSKA". */
const fold = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

const sameShare = (a: string | null | undefined, b: string | null | undefined) =>
  !a || !b ? !a === !b : Number(a) === Number(b);

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The fields in which CRBR says something else than the record. */
function differences(recorded: RecordedOwner, crbr: RegistryPerson): string[] {
  const fields: string[] = [];
  if (fold(recorded.first_name) !== fold(crbr.first_name)) fields.push('first_name');
  if (fold(recorded.last_name) !== fold(crbr.last_name)) fields.push('last_name');
  if (crbr.pesel && recorded.pesel !== crbr.pesel) fields.push('pesel');
  if (crbr.birth_date && recorded.birth_date && recorded.birth_date !== crbr.birth_date) {
    fields.push('birth_date');
  }
  if (crbr.citizenships && !sameSet(recorded.citizenships, crbr.citizenships)) {
    fields.push('citizenships');
  }
  if ((crbr.share || recorded.share) && !sameShare(recorded.share, crbr.share))
    fields.push('share');
  return fields;
}

/** Whether a record and a CRBR entry are the same person: by PESEL, else by name and birth date. */
function samePerson(recorded: RecordedOwner, crbr: RegistryPerson) {
  if (recorded.pesel && crbr.pesel) return recorded.pesel === crbr.pesel;
  const sameName =
    fold(`${recorded.first_name} ${recorded.last_name}`) ===
    fold(`${crbr.first_name} ${crbr.last_name}`);
  const birth = recorded.birth_date ?? null;
  return sameName && (!birth || !crbr.birth_date || birth === crbr.birth_date);
}

/**
 * The beneficial owners in CRBR beside those the institution recorded (art. 61a): each pair
 * that is the same person matches or differs field by field; the rest are only on one side.
 * Any row but a match is a discrepancy to report.
 */
export function compareOwners(recorded: RecordedOwner[], crbr: RegistryPerson[]): Row[] {
  const rows: Row[] = [];
  const unmatched = [...recorded];
  for (const entry of crbr) {
    const index = unmatched.findIndex((owner) => samePerson(owner, entry));
    const name = `${entry.first_name ?? ''} ${entry.last_name ?? ''}`.trim();
    if (index < 0) {
      rows.push({ state: 'only_in_crbr', recorded_code: null, name, crbr: entry, differences: [] });
      continue;
    }
    const [owner] = unmatched.splice(index, 1) as [RecordedOwner];
    const changed = differences(owner, entry);
    rows.push({
      state: changed.length > 0 ? 'differs' : 'match',
      recorded_code: owner.code,
      name,
      crbr: entry,
      differences: changed,
    });
  }
  for (const owner of unmatched) {
    rows.push({
      state: 'only_recorded',
      recorded_code: owner.code,
      name: `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim(),
      crbr: null,
      differences: [],
    });
  }
  return rows;
}

export const isDiscrepancy = (row: Row) => row.state !== 'match';
