import { isIsoCountryCode, newEntry } from '../../../../engines/sanctions-matching/index.js';
import { isoDate, rangeFromParts } from './dates.js';
import {
  addBirthDate,
  addName,
  clean,
  genderFrom,
  joinParts,
  pushUnique,
} from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type {
  DateRange,
  EntryType,
  IdentifierType,
  ListEntry,
} from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import { detectScript } from './scripts.js';
import type { TextInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import { childElements, streamXmlRecords } from './xml-records.js';

/** EU Financial Sanctions Files XML v1.1 (schemas/eu_fsf_schema_1_1.xsd); nearly all data is in attributes. */
export function parseEuFsfXml(input: TextInput): ParseResult {
  const entries: ListEntry[] = [];
  const warnings: string[] = [];
  let published: string | null = null;
  streamXmlRecords(input, {
    root: 'export',
    records: new Set(['sanctionEntity']),
    // generationDate="2026-08-05T16:47:04.449+02:00": the day in Brussels the export was made.
    onRoot: (attrs) => (published = isoDate(attrs.generationDate)),
    onRecord: (node) => entries.push(toEntry(node, input.name, warnings)),
  });
  return { entries, warnings, published_on: published };
}

const SUBJECT_TYPES: Record<string, EntryType> = { person: 'person', enterprise: 'organization' };
const ID_TYPES: Record<string, IdentifierType> = {
  passport: 'passport',
  id: 'national_id',
  regnumber: 'registration',
  fiscalcode: 'tax_id',
  swiftbic: 'swift_bic',
  imo: 'imo',
};

/** Attribute text; EU writes "-" for an unknown value (city="-"). */
const attr = (node: XmlNode, name: string) => {
  const value = clean(node.attrs[name]);
  return value === '-' ? null : value;
};
/** EU writes "00"/"UNKNOWN" for an unknown country. */
const isoAttr = (node: XmlNode) => {
  const code = attr(node, 'countryIso2Code');
  return code && isIsoCountryCode(code) ? code : null;
};
const countryDescription = (node: XmlNode) => {
  const text = attr(node, 'countryDescription');
  return text && text !== 'UNKNOWN' ? text : null;
};

function toEntry(node: XmlNode, file: string, warnings: string[]): ListEntry {
  const id = attr(node, 'euReferenceNumber') ?? attr(node, 'logicalId');
  if (!id)
    throw new ListFormatError(
      file,
      `line ${node.line}`,
      '<sanctionEntity> without euReferenceNumber or logicalId',
    );
  const subject = childElements(node, 'subjectType')[0];
  const entry = newEntry('eu', id, SUBJECT_TYPES[subject?.attrs.code ?? ''] ?? 'unknown');
  addNames(entry, childElements(node, 'nameAlias'));
  if (!entry.names.length)
    throw new ListFormatError(file, `line ${node.line}`, `${id} has no nameAlias`);

  entry.listed_on = isoDate(attr(node, 'designationDate'));
  entry.remarks = clean(
    childElements(node, 'remark')
      .map((r) => r.text)
      .join(' '),
  );
  for (const regulation of childElements(node, 'regulation'))
    pushUnique(entry.programs, attr(regulation, 'programme'));
  for (const citizenship of childElements(node, 'citizenship')) {
    const iso = isoAttr(citizenship);
    if (iso) pushUnique(entry.citizenships, iso);
    else pushUnique(entry.citizenships_text, countryDescription(citizenship));
  }
  for (const birth of childElements(node, 'birthdate')) addBirth(entry, birth, warnings);
  for (const address of childElements(node, 'address')) {
    const text = joinParts(
      ['street', 'poBox', 'zipCode', 'city', 'region', 'place']
        .map((a) => attr(address, a))
        .concat(countryDescription(address)),
    );
    if (text) entry.addresses.push({ text, country: isoAttr(address) });
  }
  for (const document of childElements(node, 'identification')) {
    addIdentifier(entry, {
      label:
        attr(document, 'identificationTypeDescription') ??
        attr(document, 'identificationTypeCode') ??
        'Identification',
      type: ID_TYPES[document.attrs.identificationTypeCode ?? ''],
      number: attr(document, 'number') ?? attr(document, 'latinNumber'),
      country: isoAttr(document) ?? countryDescription(document),
    });
  }
  return entry;
}

/**
 * EU has no primary-name flag: like GSmiguel/sanctions_lists_etl, the Latin-script alias with the
 * lowest logicalId is taken as primary. `strong="false"` marks a weak alias.
 */
function addNames(entry: ListEntry, aliases: XmlNode[]): void {
  const byLogicalId = [...aliases].sort(
    (a, b) => Number(a.attrs.logicalId ?? 0) - Number(b.attrs.logicalId ?? 0),
  );
  const primary =
    byLogicalId.find((a) => detectScript(a.attrs.wholeName ?? '') === 'latin') ?? byLogicalId[0];
  for (const alias of [primary, ...byLogicalId.filter((a) => a !== primary)]) {
    if (!alias) continue;
    addName(entry, alias.attrs.wholeName, {
      kind: alias === primary ? 'primary' : 'alias',
      strength: alias.attrs.strong === 'false' ? 'weak' : 'strong',
      parts: {
        given: alias.attrs.firstName,
        middle: alias.attrs.middleName,
        family: alias.attrs.lastName,
      },
      lang: attr(alias, 'nameLanguage') ?? undefined,
    });
    entry.gender ??= genderFrom(alias.attrs.gender);
  }
}

/**
 * `birthdate` is always Gregorian, even for calendarType="ISLAMIC" whose year/month/day attributes
 * are Hijri; so the parts are only used for Gregorian records.
 */
function addBirth(entry: ListEntry, birth: XmlNode, warnings: string[]): void {
  const place = joinParts([
    attr(birth, 'city'),
    attr(birth, 'region'),
    attr(birth, 'place'),
    countryDescription(birth),
  ]);
  pushUnique(entry.birth_places, place);
  const date = birthRange(birth);
  if (!date) return;
  const { range, text } = date;
  if (range)
    addBirthDate(
      entry,
      attr(birth, 'circa') === 'true' ? { ...range, text: `circa ${text}` } : range,
    );
  else warnings.push(`eu ${entry.source_id}: unparsed birthdate "${text}"`);
}

function birthRange(birth: XmlNode): { range: DateRange | null; text: string } | null {
  const num = (name: string) => (attr(birth, name) ? Number(attr(birth, name)) : undefined);
  const full = attr(birth, 'birthdate');
  if (full) {
    const [year, month, day] = full.split('-').map(Number);
    return { range: rangeFromParts({ year: year!, month, day }, null, full), text: full };
  }
  const from = num('yearRangeFrom');
  const to = num('yearRangeTo');
  if (from && to) {
    const text = `${from}-${to}`;
    return { range: rangeFromParts({ year: from }, { year: to }, text), text };
  }
  const year = num('year');
  if (!year || (attr(birth, 'calendarType') ?? 'GREGORIAN') !== 'GREGORIAN') return null;
  const month = num('monthOfYear');
  const day = month ? num('dayOfMonth') : undefined;
  const text = [day, month, year].filter(Boolean).join('/');
  return { range: rangeFromParts({ year, month, day }, null, text), text };
}
