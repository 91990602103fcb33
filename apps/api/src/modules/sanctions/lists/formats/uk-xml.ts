import { countryToIso, newEntry } from '../../../../engines/sanctions-matching/index.js';
import { dayFirstDate, isoDate } from './dates.js';
import {
  addBirthDateText,
  addCountry,
  addName,
  clean,
  genderFrom,
  joinParts,
  pushUnique,
} from './entry-builder.js';
import { addIdentifier } from './identifiers.js';
import type {
  EntryType,
  ListEntry,
  NameKind,
} from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import {
  childElement,
  childElements,
  childText,
  streamXmlRecords,
  wrappedTexts,
} from './xml-records.js';

/** UK Sanctions List XML (FCDO), the only official UK list since 28 January 2026. */
export function parseUkXml(input: TextInput): ParseResult {
  const entries: ListEntry[] = [];
  const warnings: string[] = [];
  let published: string | null = null;
  streamXmlRecords(input, {
    root: 'Designations',
    records: new Set(['Designation', 'DateGenerated']),
    onRecord: (node) => {
      // <DateGenerated>10/09/2026</DateGenerated>, day first, before the designations.
      if (node.name === 'DateGenerated') {
        const text = node.text.trim();
        published = dayFirstDate(text) ?? isoDate(text);
      } else entries.push(toEntry(node, input.name, warnings));
    },
  });
  return { entries, warnings, published_on: published };
}

const TYPES: Record<string, EntryType> = {
  individual: 'person',
  entity: 'organization',
  ship: 'vessel',
};

/** NameType casing varies in the real file ("Primary name", "Primary Name"). */
const NAME_KINDS: Record<string, NameKind> = {
  'primary name': 'primary',
  'primary name variation': 'variation',
  alias: 'alias',
};

function toEntry(node: XmlNode, file: string, warnings: string[]): ListEntry {
  const id = childText(node, 'UniqueID');
  if (!id) throw new ListFormatError(file, `line ${node.line}`, '<Designation> without UniqueID');
  const type = TYPES[childText(node, 'IndividualEntityShip')?.toLowerCase() ?? ''] ?? 'unknown';
  const entry = newEntry('uk', id, type);

  for (const name of childElements(childElement(node, 'Names'), 'Name')) {
    const given = childText(name, 'Name1');
    const middle = clean(
      ['Name2', 'Name3', 'Name4', 'Name5']
        .map((p) => childText(name, p))
        .filter(Boolean)
        .join(' '),
    );
    const family = childText(name, 'Name6');
    const nameType = childText(name, 'NameType')?.toLowerCase() ?? '';
    const kind = NAME_KINDS[nameType];
    if (!kind) warnings.push(`uk ${id}: unknown NameType "${nameType}", read as alias`);
    addName(entry, clean([given, middle, family].filter(Boolean).join(' ')), {
      kind: kind ?? 'alias',
      strength: /low quality/i.test(childText(name, 'AliasStrength') ?? '') ? 'weak' : 'strong',
      parts:
        type === 'person'
          ? { given: given ?? undefined, middle: middle ?? undefined, family: family ?? undefined }
          : undefined,
    });
  }
  for (const name of childElements(childElement(node, 'NonLatinNames'), 'NonLatinName')) {
    addName(entry, childText(name, 'NameNonLatinScript'), {
      kind: 'variation',
      lang: childText(name, 'NonLatinScriptLanguage') ?? undefined,
    });
  }
  if (!entry.names.length)
    throw new ListFormatError(file, `line ${node.line}`, `${id} has no name`);

  pushUnique(entry.programs, childText(node, 'RegimeName'));
  entry.listed_on = dayFirstDate(childText(node, 'DateDesignated'));
  entry.remarks = childText(node, 'OtherInformation');
  for (const address of childElements(childElement(node, 'Addresses'), 'Address')) {
    const lines = [
      'AddressLine1',
      'AddressLine2',
      'AddressLine3',
      'AddressLine4',
      'AddressLine5',
      'AddressLine6',
    ];
    const country = childText(address, 'AddressCountry');
    const text = joinParts(
      [...lines, 'AddressPostalCode'].map((l) => childText(address, l)).concat(country),
    );
    if (text) entry.addresses.push({ text, country: countryToIso(country) });
  }
  const individual = childElement(childElement(node, 'IndividualDetails'), 'Individual');
  if (individual) applyIndividual(entry, individual, warnings);
  const company = childElement(childElement(node, 'EntityDetails'), 'Entity');
  for (const number of wrappedTexts(
    company ?? node,
    'BusinessRegistrationNumbers',
    'BusinessRegistrationNumber',
  )) {
    addIdentifier(entry, { label: 'Business registration number', type: 'registration', number });
  }
  const ship = childElement(childElement(node, 'ShipDetails'), 'Ship');
  for (const number of wrappedTexts(ship ?? node, 'IMONumbers', 'IMONumber')) {
    addIdentifier(entry, {
      label: 'IMO number',
      type: 'imo',
      number: number.replace(/^IMO\s*/i, ''),
    });
  }
  return entry;
}

function applyIndividual(entry: ListEntry, individual: XmlNode, warnings: string[]): void {
  for (const dob of wrappedTexts(individual, 'DOBs', 'DOB')) addBirthDateText(entry, dob, warnings);
  for (const nationality of wrappedTexts(individual, 'Nationalities', 'Nationality')) {
    addCountry(entry, 'nationalities', nationality);
  }
  entry.gender = genderFrom(wrappedTexts(individual, 'Genders', 'Gender')[0]);
  for (const passport of childElements(childElement(individual, 'PassportDetails'), 'Passport')) {
    addIdentifier(entry, {
      label: 'Passport',
      type: 'passport',
      // The real file has passport numbers with leading spaces; leading zeros must stay.
      number: childText(passport, 'PassportNumber'),
      country: leadingCountry(childText(passport, 'PassportAdditionalInformation')),
    });
  }
  const nationalIds = childElement(individual, 'NationalIdentifierDetails');
  for (const id of childElements(nationalIds, 'NationalIdentifier')) {
    addIdentifier(entry, {
      label: 'National identifier',
      type: 'national_id',
      number: childText(id, 'NationalIdentifierNumber'),
      country: leadingCountry(childText(id, 'NationalIdentifierAdditionalInformation')),
    });
  }
  for (const location of childElements(childElement(individual, 'BirthDetails'), 'Location')) {
    pushUnique(
      entry.birth_places,
      joinParts([childText(location, 'TownOfBirth'), childText(location, 'CountryOfBirth')]),
    );
  }
}

/** "Afghanistan passport number P04581926, issued in Kandahar" → ISO of the leading country, if any. */
function leadingCountry(text: string | null): string | null {
  if (!text) return null;
  const words = text.split(' ');
  for (let n = Math.min(4, words.length); n > 0; n -= 1) {
    const iso = countryToIso(words.slice(0, n).join(' '));
    if (iso) return iso;
  }
  return null;
}
