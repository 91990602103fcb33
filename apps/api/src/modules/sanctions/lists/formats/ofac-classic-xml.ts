import { monthFirstDate } from './dates.js';
import { countryToIso, newEntry } from '../../../../engines/sanctions-matching/index.js';
import {
  addBirthDateText,
  addCountry,
  addName,
  clean,
  joinParts,
  pushUnique,
} from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type { EntryType, ListEntry } from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import { childElement, childElements, childText, streamXmlRecords } from './xml-records.js';

/** OFAC classic SDN.XML / CONSOLIDATED.XML (`sdnList/sdnEntry`). */
export function parseOfacClassicXml(
  input: TextInput,
  source: 'ofac_sdn' | 'ofac_consolidated',
): ParseResult {
  const entries: ListEntry[] = [];
  const warnings: string[] = [];
  let published: string | null = null;
  streamXmlRecords(input, {
    root: 'sdnList',
    // OFAC spells it publshInformation: <Publish_Date>08/07/2026</Publish_Date>, month first.
    records: new Set(['sdnEntry', 'publshInformation', 'publishInformation']),
    onRecord: (node) => {
      if (node.name === 'sdnEntry') entries.push(toEntry(node, source, input.name, warnings));
      else published = monthFirstDate(childText(node, 'Publish_Date'));
    },
  });
  return { entries, warnings, published_on: published };
}

const TYPES: Record<string, EntryType> = {
  individual: 'person',
  entity: 'organization',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const listItems = (node: XmlNode, list: string, item: string) =>
  childElements(childElement(node, list), item);

/** "LAST, First" as the legacy CSV writes it, so both OFAC formats give the same `full`. */
function nameOf(node: XmlNode): {
  full: string | null;
  given: string | null;
  family: string | null;
} {
  const given = childText(node, 'firstName');
  const family = childText(node, 'lastName');
  return { full: clean([family, given].filter(Boolean).join(', ')), given, family };
}

function toEntry(
  node: XmlNode,
  source: ListEntry['source'],
  file: string,
  warnings: string[],
): ListEntry {
  const id = childText(node, 'uid');
  const { full, given, family } = nameOf(node);
  if (!id || !full)
    throw new ListFormatError(file, `line ${node.line}`, '<sdnEntry> without uid or lastName');
  const entry = newEntry(
    source,
    id,
    TYPES[childText(node, 'sdnType')?.toLowerCase() ?? ''] ?? 'unknown',
  );
  const isPerson = entry.type === 'person';
  addName(entry, full, {
    kind: 'primary',
    parts: isPerson ? { given: given ?? undefined, family: family ?? undefined } : undefined,
  });
  for (const aka of listItems(node, 'akaList', 'aka')) {
    const alias = nameOf(aka);
    addName(entry, alias.full, {
      kind: childText(aka, 'type') === 'f.k.a.' ? 'former' : 'alias',
      strength: childText(aka, 'category') === 'weak' ? 'weak' : 'strong',
      parts: isPerson
        ? { given: alias.given ?? undefined, family: alias.family ?? undefined }
        : undefined,
    });
  }
  entry.programs = listItems(node, 'programList', 'program')
    .map((p) => p.text.trim())
    .filter(Boolean);
  entry.remarks = childText(node, 'remarks');
  for (const id of listItems(node, 'idList', 'id')) {
    addIdentifier(entry, {
      label: childText(id, 'idType') ?? 'Identifier',
      number: childText(id, 'idNumber'),
      country: childText(id, 'idCountry'),
    });
  }
  for (const dob of listItems(node, 'dateOfBirthList', 'dateOfBirthItem')) {
    addBirthDateText(entry, childText(dob, 'dateOfBirth'), warnings);
  }
  for (const pob of listItems(node, 'placeOfBirthList', 'placeOfBirthItem')) {
    pushUnique(entry.birth_places, childText(pob, 'placeOfBirth'));
  }
  for (const n of listItems(node, 'nationalityList', 'nationality'))
    addCountry(entry, 'nationalities', childText(n, 'country'));
  for (const c of listItems(node, 'citizenshipList', 'citizenship'))
    addCountry(entry, 'citizenships', childText(c, 'country'));
  for (const address of listItems(node, 'addressList', 'address')) {
    const country = childText(address, 'country');
    const parts = ['address1', 'address2', 'address3', 'city', 'stateOrProvince', 'postalCode'];
    const text = joinParts(parts.map((p) => childText(address, p)).concat(country));
    if (text) entry.addresses.push({ text, country: countryToIso(country) });
  }
  const vessel = childElement(node, 'vesselInfo');
  addIdentifier(entry, { label: 'Call Sign', number: childText(vessel, 'callSign') });
  return entry;
}
