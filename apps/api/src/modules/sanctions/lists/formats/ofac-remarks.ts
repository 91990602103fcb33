import {
  addBirthDateText,
  addCountry,
  addName,
  clean,
  genderFrom,
  partsFromLastCommaFirst,
  pushUnique,
} from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type { ListEntry } from '../../../../engines/sanctions-matching/index.js';

/**
 * OFAC's legacy files keep most facts in the free-text Remarks column ("DOB 23 Nov 1962; POB
 * Caracas, Venezuela; nationality Venezuela; Passport 123 (Venezuela); a.k.a. 'EL GORDO'."). The
 * labels below cover the identifiers that matter for screening; other facts (Linked To, e-mail,
 * digital currency addresses, directives) stay in `remarks` only.
 */
const IDENTIFIER_LABELS: readonly string[] = [
  'Vessel Registration Identification IMO',
  'Identification Number IMO',
  'Diplomatic Passport',
  'Passport',
  'Travel Document Number',
  'National ID No.',
  'National Foreign ID Number',
  'Cedula No.',
  'Identification Number',
  'Personal ID',
  'D.N.I.',
  'C.U.R.P.',
  'Turkish Identification Number',
  'Kenyan ID No.',
  'Residency Number',
  'Birth Certificate Number',
  'Electoral Registry No.',
  'SSN',
  'Tax ID No.',
  'NIT #',
  'RUC #',
  'R.F.C.',
  'C.U.I.T.',
  'V.A.T. Number',
  'Unified Social Credit Code (USCC)',
  'Business Registration Number',
  'Commercial Registry Number',
  'Certificate of Incorporation Number',
  'Chamber of Commerce Number',
  'Government Gazette Number',
  'Registration Number',
  'Registration ID',
  'UK Company Number',
  'Company Number',
  'Legal Entity Number',
  'Enterprise Number',
  'Business Number',
  'Trade License No.',
  'Folio Mercantil No.',
  'Matricula Mercantil No',
  'C.R. No.',
  'D-U-N-S Number',
  'SWIFT/BIC',
  'ISIN',
  'MMSI',
  'Aircraft Tail Number',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');

const IDENTIFIER_PATTERN = new RegExp(
  `^(${IDENTIFIER_LABELS.map(escapeRegExp).join('|')})\\s+(.+)$`,
);

/**
 * Quoted aliases in remarks. OFAC keeps its weak ("low quality") a.k.a.s only here, never in
 * alt.csv (Watchman #450). The closing quote is the one followed by ";", "." or the end, because
 * names themselves contain apostrophes ("MU' ASSA").
 */
const QUOTED_ALIAS = /\b([afn])\.k\.a\.,?\s+'(.+?)'(?=\s*(?:[;.]|$))/g;

/** "N 006540969 (Syria), issued 2010" → number and country text. */
function splitNumberAndCountry(rest: string): { number: string; country: string | null } {
  const number = rest.split(/\s*(?:\(|,|\bissued\b|\bexpires\b|\bexpiring\b)/)[0] ?? '';
  const country = rest.match(/\(([^)]+)\)/)?.[1] ?? null;
  return { number: number.replace(/\.$/, '').trim(), country };
}

const withoutFinalDot = (text: string) => text.replace(/\.$/, '').trim();

export function applyOfacRemarks(entry: ListEntry, remarks: string, warnings: string[]): void {
  for (const match of remarks.matchAll(QUOTED_ALIAS)) {
    const alias = match[2]!;
    addName(entry, alias, {
      kind: match[1] === 'f' ? 'former' : 'alias',
      strength: 'weak',
      parts: entry.type === 'person' ? partsFromLastCommaFirst(alias) : undefined,
    });
  }
  const facts = remarks.replace(QUOTED_ALIAS, '');
  for (const rawSegment of facts.split(/;\s*/)) {
    const segment = clean(rawSegment)?.replace(/^alt\.\s+/, '');
    if (segment) applySegment(entry, segment, warnings);
  }
}

function applySegment(entry: ListEntry, segment: string, warnings: string[]): void {
  let m: RegExpMatchArray | null;
  if ((m = segment.match(/^DOB\s+(.+)$/))) {
    addBirthDateText(entry, withoutFinalDot(m[1]!), warnings);
  } else if ((m = segment.match(/^POB\s+(.+)$/))) {
    pushUnique(entry.birth_places, withoutFinalDot(m[1]!));
  } else if ((m = segment.match(/^nationality\s+(.+)$/))) {
    addCountry(entry, 'nationalities', withoutFinalDot(m[1]!));
  } else if ((m = segment.match(/^citizen\s+(.+)$/))) {
    addCountry(entry, 'citizenships', withoutFinalDot(m[1]!));
  } else if ((m = segment.match(/^Gender\s+(\w+)/))) {
    entry.gender = genderFrom(m[1]) ?? entry.gender;
  } else if ((m = segment.match(IDENTIFIER_PATTERN))) {
    addIdentifier(entry, { label: m[1]!, ...splitNumberAndCountry(m[2]!) });
  }
}
