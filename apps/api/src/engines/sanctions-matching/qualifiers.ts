/**
 * Supporting facts that move a name match up or down (logic-v2 style qualifiers). List dates are
 * already ranges (a year is Jan 1–Dec 31, UN BETWEEN spans both years), so a partial date is a
 * range to overlap, never a penalty in itself. A qualifier only counts when both sides state it.
 */
import type { ListEntry } from './list-entry.js';
import type { QualifierEvidence, ScreeningSubject } from './types.js';

const EFFECT = {
  dobExact: 0.06,
  dobYear: 0.03,
  dobRange: 0.01,
  dobSwapped: -0.03,
  dobNear: -0.08,
  dobMismatch: -0.2,
  countryMatch: 0.04,
  residenceMatch: 0.02,
  countryMismatch: -0.15,
  residenceMismatch: -0.05,
  genderMismatch: -0.15,
  identifierMatch: 0.2,
} as const;

const DAY_MS = 86_400_000;

function subjectRange(date: string): { from: string; to: string; exactDay: boolean } | null {
  if (/^\d{4}$/.test(date)) return { from: `${date}-01-01`, to: `${date}-12-31`, exactDay: false };
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return { from: date, to: date, exactDay: true };
  return null;
}

const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

function birthDateEvidence(date: string, entry: ListEntry): QualifierEvidence | null {
  const subject = subjectRange(date);
  if (!subject || entry.birth_dates.length === 0) return null;
  const listed = entry.birth_dates.map((d) => d.text).join('; ');
  let best: QualifierEvidence | null = null;
  const consider = (effect: number, detail: string) => {
    if (!best || effect > best.effect)
      best = { kind: 'birth_date', effect, query: date, list: listed, detail };
  };
  for (const range of entry.birth_dates) {
    const overlaps = subject.from <= range.to && range.from <= subject.to;
    const width = days(range.to) - days(range.from);
    if (overlaps) {
      if (subject.exactDay && width === 0) consider(EFFECT.dobExact, 'exact');
      else if (width <= 366) consider(EFFECT.dobYear, 'year');
      else consider(EFFECT.dobRange, 'range');
      continue;
    }
    const [year, month, day] = subject.from.split('-');
    if (subject.exactDay && width === 0 && range.from === `${year}-${day}-${month}`) {
      consider(EFFECT.dobSwapped, 'day/month swapped');
      continue;
    }
    const gap = Math.min(
      Math.abs(days(subject.from) - days(range.to)),
      Math.abs(days(range.from) - days(subject.to)),
    );
    consider(gap <= 366 ? EFFECT.dobNear : EFFECT.dobMismatch, gap <= 366 ? 'near' : 'mismatch');
  }
  return best;
}

function countryEvidence(countries: string[], entry: ListEntry): QualifierEvidence | null {
  const wanted = new Set(countries.map((c) => c.toUpperCase()));
  if (wanted.size === 0) return null;
  const query = [...wanted].join(',');
  const national = [...new Set([...entry.nationalities, ...entry.citizenships])];
  const resident = [
    ...new Set(entry.addresses.map((a) => a.country).filter((c): c is string => Boolean(c))),
  ];
  const evidence = (effect: number, list: string[], detail: string): QualifierEvidence => ({
    kind: 'nationality',
    effect,
    query,
    list: list.join(','),
    detail,
  });
  if (national.some((c) => wanted.has(c))) return evidence(EFFECT.countryMatch, national, 'match');
  if (resident.some((c) => wanted.has(c)))
    return evidence(EFFECT.residenceMatch, resident, 'residence');
  if (national.length > 0) return evidence(EFFECT.countryMismatch, national, 'mismatch');
  if (resident.length > 0)
    return evidence(EFFECT.residenceMismatch, resident, 'residence mismatch');
  return null;
}

const normaliseIdentifier = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

function identifierEvidence(identifiers: string[], entry: ListEntry): QualifierEvidence | null {
  for (const wanted of identifiers) {
    const key = normaliseIdentifier(wanted);
    if (key.length < 5) continue;
    const found = entry.identifiers.find((id) => normaliseIdentifier(id.number) === key);
    if (found) {
      return {
        kind: 'identifier',
        effect: EFFECT.identifierMatch,
        query: wanted,
        list: `${found.label} ${found.number}`,
        detail: 'exact',
      };
    }
  }
  return null;
}

export function qualifierEvidence(
  subject: ScreeningSubject,
  entry: ListEntry,
): QualifierEvidence[] {
  const evidence: (QualifierEvidence | null)[] = [
    subject.birth_date ? birthDateEvidence(subject.birth_date, entry) : null,
    subject.countries ? countryEvidence(subject.countries, entry) : null,
    subject.gender && entry.gender && subject.gender !== entry.gender
      ? {
          kind: 'gender',
          effect: EFFECT.genderMismatch,
          query: subject.gender,
          list: entry.gender,
          detail: 'mismatch',
        }
      : null,
    subject.identifiers ? identifierEvidence(subject.identifiers, entry) : null,
  ];
  return evidence.filter((e): e is QualifierEvidence => e !== null);
}
