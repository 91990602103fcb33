import {
  countryToIso,
  trailingCountryToIso,
} from '../../../../engines/sanctions-matching/index.js';
import { clean } from './entry-builder.js';
import type { IdentifierType, ListEntry } from '../../../../engines/sanctions-matching/index.js';

/** Order matters: "Vessel Registration Identification IMO" is an IMO number, not a registration. */
const TYPE_RULES: ReadonlyArray<[IdentifierType, RegExp]> = [
  ['imo', /\bIMO\b/i],
  ['swift_bic', /SWIFT|\bBIC\b/i],
  ['passport', /passport|pasaporte|passeport|travel document/i],
  // Voter and citizen cards, before 'registration' catches "Registry".
  ['national_id', /electoral|c[ée]dula/i],
  ['tax_id', /\btax\b|fiscal|V\.?A\.?T\.?|\bNIT\b|\bRUC\b|R\.F\.C\.|C\.U\.I\.T\.|\bTIN\b|\bINN\b/i],
  [
    'registration',
    /regist|regnumber|company|commercial|incorporation|chamber|gazette|licen[cs]e|folio|matricula|C\.R\. No|D-U-N-S|USCC|enterprise|business|legal entity|OGRN/i,
  ],
  [
    'national_id',
    /national|identi|personal id|\bID\b|D\.N\.I\.|C\.U\.R\.P\.|\bSSN\b|residen|birth certificate|electoral|cedula|c[ée]dula|tazkira/i,
  ],
];

export function classifyIdentifier(label: string): IdentifierType {
  return TYPE_RULES.find(([, pattern]) => pattern.test(label))?.[0] ?? 'other';
}

type IdentifierInput = {
  label: string;
  number: string | null | undefined;
  /** ISO code, country name or "City, Country" text; whichever the list gives. */
  country?: string | null;
  type?: IdentifierType;
};

/** Adds an identifier (deduplicated on label and number), classifying it from its label. */
export function addIdentifier(entry: ListEntry, input: IdentifierInput): void {
  const number = clean(input.number);
  if (!number) return;
  const label = clean(input.label) ?? 'Identifier';
  if (entry.identifiers.some((i) => i.label === label && i.number === number)) return;
  const countryText = clean(input.country);
  const iso = countryText ? (countryToIso(countryText) ?? trailingCountryToIso(countryText)) : null;
  entry.identifiers.push({
    type: input.type ?? classifyIdentifier(label),
    label,
    number,
    country: iso,
    country_text: iso ? null : countryText,
  });
}
