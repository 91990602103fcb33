import { isoDate, rangeFromParts } from './dates.js';
import {
  addBirthDate,
  addBirthDateText,
  addCountry,
  addName,
  clean,
  genderFrom,
  joinParts,
  pushUnique,
} from './entry-builder.js';
import { newEntry, countryToIso } from '../../../../engines/sanctions-matching/index.js';
import { addIdentifier } from './identifiers.js';
import type { ListEntry } from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import { childElements, childText, streamXmlRecords, wrappedTexts } from './xml-records.js';

/** UN Security Council Consolidated List XML (schemas/un_sc-sanctions.xsd), no namespace. */
export function parseUnXml(input: TextInput): ParseResult {
  const entries: ListEntry[] = [];
  const warnings: string[] = [];
  let published: string | null = null;
  streamXmlRecords(input, {
    root: 'CONSOLIDATED_LIST',
    records: new Set(['INDIVIDUAL', 'ENTITY']),
    // dateGenerated="2026-02-27T00:00:09.554Z": the day the UN generated the list.
    onRoot: (attrs) => (published = isoDate(attrs.dateGenerated)),
    onRecord: (node) => entries.push(toEntry(node, input.name, warnings)),
  });
  return { entries, warnings, published_on: published };
}

function toEntry(node: XmlNode, file: string, warnings: string[]): ListEntry {
  const isPerson = node.name === 'INDIVIDUAL';
  const id = childText(node, 'REFERENCE_NUMBER') ?? childText(node, 'DATAID');
  if (!id)
    throw new ListFormatError(
      file,
      `line ${node.line}`,
      `<${node.name}> without REFERENCE_NUMBER or DATAID`,
    );
  const entry = newEntry('un', id, isPerson ? 'person' : 'organization');
  const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((p) =>
    childText(node, p),
  );
  const primary = joinWords(nameParts);
  if (!primary) throw new ListFormatError(file, `line ${node.line}`, `${id} has no name`);
  // UN name parts follow the written order but are not typed, so they are not mapped to given/family.
  addName(entry, primary, { kind: 'primary' });
  addName(entry, childText(node, 'NAME_ORIGINAL_SCRIPT'), { kind: 'variation' });
  for (const alias of childElements(node, isPerson ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS')) {
    const quality = childText(alias, 'QUALITY')?.toLowerCase();
    // One ALIAS_NAME sometimes lists several spellings ("Qasim Soleimani; Qasem Sulaimani").
    for (const spelling of (childText(alias, 'ALIAS_NAME') ?? '').split(';')) {
      addName(entry, spelling, {
        kind: quality === 'f.k.a.' ? 'former' : 'alias',
        strength: quality === 'low' ? 'weak' : 'strong',
      });
    }
  }

  pushUnique(entry.programs, childText(node, 'UN_LIST_TYPE'));
  entry.listed_on = isoDate(childText(node, 'LISTED_ON'));
  entry.gender = genderFrom(childText(node, 'GENDER'));
  entry.remarks = childText(node, 'COMMENTS1');
  for (const nationality of wrappedTexts(node, 'NATIONALITY', 'VALUE')) {
    addCountry(entry, 'nationalities', nationality);
  }
  for (const dob of childElements(node, 'INDIVIDUAL_DATE_OF_BIRTH'))
    addDateOfBirth(entry, dob, warnings);
  for (const place of childElements(node, 'INDIVIDUAL_PLACE_OF_BIRTH')) {
    pushUnique(
      entry.birth_places,
      joinParts(['CITY', 'STATE_PROVINCE', 'COUNTRY'].map((p) => childText(place, p))),
    );
  }
  for (const address of childElements(node, isPerson ? 'INDIVIDUAL_ADDRESS' : 'ENTITY_ADDRESS')) {
    const country = childText(address, 'COUNTRY');
    const text = joinParts(
      ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY'].map((p) => childText(address, p)),
    );
    if (text) entry.addresses.push({ text, country: countryToIso(country) });
  }
  for (const document of childElements(node, 'INDIVIDUAL_DOCUMENT')) {
    addIdentifier(entry, {
      label:
        childText(document, 'TYPE_OF_DOCUMENT') ??
        childText(document, 'TYPE_OF_DOCUMENT2') ??
        'Document',
      number: childText(document, 'NUMBER'),
      country: childText(document, 'ISSUING_COUNTRY') ?? childText(document, 'COUNTRY_OF_ISSUE'),
    });
  }
  return entry;
}

const joinWords = (parts: Array<string | null>) => clean(parts.filter(Boolean).join(' '));

/** EXACT / APPROXIMATELY carry DATE or YEAR; BETWEEN carries FROM_YEAR and TO_YEAR. */
function addDateOfBirth(entry: ListEntry, dob: XmlNode, warnings: string[]): void {
  const from = childText(dob, 'FROM_YEAR');
  const to = childText(dob, 'TO_YEAR');
  if (from && to) {
    const range = rangeFromParts({ year: +from }, { year: +to }, `${from} to ${to}`);
    if (range) addBirthDate(entry, range);
    else warnings.push(`un ${entry.source_id}: unparsed date of birth range "${from}-${to}"`);
    return;
  }
  addBirthDateText(entry, childText(dob, 'DATE') ?? childText(dob, 'YEAR'), warnings);
}
