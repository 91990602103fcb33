import { rangeFromParts } from './dates.js';
import { addBirthDate, addName, clean, genderFrom, pushUnique } from './entry-builder.js';
import { newEntry } from '../../../../engines/sanctions-matching/index.js';
import { addIdentifier } from './identifiers.js';
import type {
  EntryType,
  ListEntry,
  NameKind,
  NameParts,
} from '../../../../engines/sanctions-matching/index.js';
import type { ParseResult } from './parse-result.js';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';
import type { XmlNode } from './xml-records.js';
import { childElement, childElements, childText, streamXmlRecords } from './xml-records.js';

/**
 * OFAC advanced XML (SDN_ADVANCED.XML / CONS_ADVANCED.XML, schemas/ofac_sdn_advanced.xsd). The file
 * is normalised: look-up tables (ReferenceValueSets), Locations and IDRegDocuments come before the
 * DistinctParties that point at them; SanctionsEntries (programs, listing date) come after. Only
 * those sections are kept in memory, one party tree at a time.
 */
export function parseOfacAdvancedXml(
  input: TextInput,
  source: 'ofac_sdn' | 'ofac_consolidated',
): ParseResult {
  const warnings: string[] = [];
  const refs = new Map<string, Map<string, XmlNode>>();
  const locations = new Map<string, { text: string | null; country: string | null }>();
  const documents = new Map<string, XmlNode[]>();
  const entries = new Map<string, ListEntry>();
  const ref = (table: string, id: string | undefined) =>
    id ? refs.get(table)?.get(id) : undefined;
  const refText = (table: string, id: string | undefined) => clean(ref(table, id)?.text);
  const context: PartyContext = { source, refText, ref, locations, documents, warnings };
  let published: string | null = null;

  streamXmlRecords(input, {
    root: 'Sanctions',
    records: new Set([
      'ReferenceValueSets',
      'Location',
      'IDRegDocument',
      'DistinctParty',
      'SanctionsEntry',
      'DateOfIssue',
    ]),
    onRecord: (node) => {
      if (node.name === 'DateOfIssue') {
        // <DateOfIssue><Year>2020</Year><Month>3</Month><Day>17</Day></DateOfIssue>
        const part = (name: string) => Number(childText(node, name));
        published =
          rangeFromParts({ year: part('Year'), month: part('Month'), day: part('Day') }, null, '')
            ?.from ?? null;
      } else if (node.name === 'ReferenceValueSets') {
        for (const table of node.children) {
          refs.set(
            table.children[0]?.name ?? table.name,
            new Map(table.children.map((v) => [v.attrs.ID ?? '', v])),
          );
        }
      } else if (node.name === 'Location') {
        locations.set(node.attrs.ID ?? '', toLocation(node, context));
      } else if (node.name === 'IDRegDocument') {
        const identity = node.attrs.IdentityID ?? '';
        documents.set(identity, [...(documents.get(identity) ?? []), node]);
      } else if (node.name === 'DistinctParty') {
        for (const profile of childElements(node, 'Profile')) {
          const entry = toEntry(profile, context);
          if (!entry.names.length)
            throw new ListFormatError(
              input.name,
              `line ${node.line}`,
              `profile ${entry.source_id} has no name`,
            );
          entries.set(profile.attrs.ID ?? '', entry);
        }
      } else {
        applySanctionsEntry(node, entries, context);
      }
    },
  });
  return { entries: [...entries.values()], warnings, published_on: published };
}

type PartyContext = {
  source: 'ofac_sdn' | 'ofac_consolidated';
  ref: (table: string, id: string | undefined) => XmlNode | undefined;
  refText: (table: string, id: string | undefined) => string | null;
  locations: Map<string, { text: string | null; country: string | null }>;
  documents: Map<string, XmlNode[]>;
  warnings: string[];
};

function toLocation(node: XmlNode, ctx: PartyContext) {
  const parts = childElements(node, 'LocationPart').flatMap((part) =>
    childElements(part, 'LocationPartValue').map((v) => childText(v, 'Value')),
  );
  const countryId = childElement(node, 'LocationCountry')?.attrs.CountryID;
  const countryName = ctx.refText('Country', countryId);
  const text = clean([...parts, countryName].filter(Boolean).join(', '));
  return { text, country: ctx.ref('Country', countryId)?.attrs.ISO2 ?? null };
}

const PARTY_TYPES: Record<string, EntryType> = { Individual: 'person', Entity: 'organization' };
const SUBTYPES: Record<string, EntryType> = { Vessel: 'vessel', Aircraft: 'aircraft' };
const ALIAS_KINDS: Record<string, NameKind> = {
  'A.K.A.': 'alias',
  'F.K.A.': 'former',
  'N.K.A.': 'alias',
  Name: 'primary',
};
const PART_KEYS: Record<string, keyof NameParts> = {
  'Last Name': 'family',
  'First Name': 'given',
  'Middle Name': 'middle',
  Patronymic: 'patronymic',
  Matronymic: 'family',
};

function entryType(profile: XmlNode, ctx: PartyContext): EntryType {
  const subType = ctx.ref('PartySubType', profile.attrs.PartySubTypeID);
  const subTypeName = clean(subType?.text) ?? '';
  return (
    SUBTYPES[subTypeName] ??
    PARTY_TYPES[ctx.refText('PartyType', subType?.attrs.PartyTypeID) ?? ''] ??
    'unknown'
  );
}

function toEntry(profile: XmlNode, ctx: PartyContext): ListEntry {
  const entry = newEntry(
    ctx.source,
    profile.attrs.FixedRef ?? profile.attrs.ID ?? '',
    entryType(profile, ctx),
  );
  entry.source_id = profile.attrs.ID ?? entry.source_id;
  for (const identity of childElements(profile, 'Identity')) {
    const groupTypes = new Map(
      childElements(childElement(identity, 'NamePartGroups'), 'MasterNamePartGroup')
        .flatMap((m) => childElements(m, 'NamePartGroup'))
        .map((g) => [g.attrs.ID ?? '', ctx.refText('NamePartType', g.attrs.NamePartTypeID) ?? '']),
    );
    for (const alias of childElements(identity, 'Alias')) {
      const kind =
        alias.attrs.Primary === 'true'
          ? 'primary'
          : (ALIAS_KINDS[ctx.refText('AliasType', alias.attrs.AliasTypeID) ?? ''] ?? 'alias');
      const strength = alias.attrs.LowQuality === 'true' ? 'weak' : 'strong';
      for (const documented of childElements(alias, 'DocumentedName')) {
        addDocumentedName(entry, documented, groupTypes, kind, strength);
      }
    }
    for (const document of ctx.documents.get(identity.attrs.ID ?? '') ?? []) {
      addIdentifier(entry, {
        label: ctx.refText('IDRegDocType', document.attrs.IDRegDocTypeID) ?? 'Identifier',
        number: childText(document, 'IDRegistrationNo'),
        country: ctx.ref('Country', document.attrs['IssuedBy-CountryID'])?.attrs.ISO2 ?? null,
      });
    }
  }
  for (const feature of childElements(profile, 'Feature')) applyFeature(entry, feature, ctx);
  return entry;
}

/** Parts are typed; an individual's full name is written "LAST, First Middle" like the legacy files. */
function addDocumentedName(
  entry: ListEntry,
  documented: XmlNode,
  groupTypes: Map<string, string>,
  kind: NameKind,
  strength: 'strong' | 'weak',
): void {
  const parts: NameParts = {};
  const untyped: string[] = [];
  for (const value of childElements(documented, 'DocumentedNamePart').flatMap((p) =>
    childElements(p, 'NamePartValue'),
  )) {
    const text = clean(value.text);
    if (!text) continue;
    const key = PART_KEYS[groupTypes.get(value.attrs.NamePartGroupID ?? '') ?? ''];
    if (key) parts[key] = clean(`${parts[key] ?? ''} ${text}`) ?? text;
    else untyped.push(text);
  }
  const given = [parts.given, parts.middle, parts.patronymic].filter(Boolean).join(' ');
  const full = parts.family
    ? [parts.family, given].filter(Boolean).join(', ')
    : [given, ...untyped].filter(Boolean).join(' ');
  addName(entry, full || untyped.join(' '), {
    kind,
    strength,
    parts: parts.family || parts.given ? parts : undefined,
  });
}

function applyFeature(entry: ListEntry, feature: XmlNode, ctx: PartyContext): void {
  const type = ctx.refText('FeatureType', feature.attrs.FeatureTypeID) ?? '';
  for (const version of childElements(feature, 'FeatureVersion')) {
    const detail = childText(version, 'VersionDetail');
    const location = ctx.locations.get(
      childElement(version, 'VersionLocation')?.attrs.LocationID ?? '',
    );
    if (type === 'Birthdate') {
      const period = childElement(version, 'DatePeriod');
      const range = period && periodRange(period);
      if (range) addBirthDate(entry, range);
      else ctx.warnings.push(`${entry.source} ${entry.source_id}: unreadable Birthdate period`);
    } else if (type === 'Place of Birth') {
      pushUnique(entry.birth_places, detail ?? location?.text);
    } else if (type === 'Nationality Country' || type === 'Citizenship Country') {
      const field = type === 'Nationality Country' ? 'nationalities' : 'citizenships';
      if (location?.country) pushUnique(entry[field], location.country);
      else pushUnique(entry[`${field}_text`], location?.text);
    } else if (type === 'Gender') {
      const reference = childElement(version, 'VersionDetail')?.attrs.DetailReferenceID;
      entry.gender = genderFrom(ctx.refText('DetailReference', reference) ?? detail);
    } else if (type === 'Location' && location?.text) {
      entry.addresses.push({ text: location.text, country: location.country });
    } else if (type === 'SWIFT/BIC' || type.startsWith('Vessel Registration Identification')) {
      addIdentifier(entry, { label: type, number: detail });
    }
  }
}

/** DatePeriod: Start.From … End.To, each to year, month and day; missing month/day widen the range. */
function periodRange(period: XmlNode) {
  const point = (node: XmlNode | undefined) => {
    const year = Number(childText(node, 'Year'));
    if (!year) return null;
    const month = Number(childText(node, 'Month')) || undefined;
    const day = month ? Number(childText(node, 'Day')) || undefined : undefined;
    return { year, month, day };
  };
  const start = point(childElement(childElement(period, 'Start'), 'From'));
  const end = point(childElement(childElement(period, 'End'), 'To')) ?? start;
  if (!start || !end) return null;
  const format = (p: { year: number; month?: number; day?: number }) =>
    [p.year, p.month, p.day]
      .filter(Boolean)
      .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
      .join('-');
  const text = format(start) === format(end) ? format(start) : `${format(start)} to ${format(end)}`;
  return rangeFromParts(start, end, text);
}

function applySanctionsEntry(
  node: XmlNode,
  entries: Map<string, ListEntry>,
  ctx: PartyContext,
): void {
  const entry = entries.get(node.attrs.ProfileID ?? '');
  if (!entry) {
    ctx.warnings.push(
      `SanctionsEntry ${node.attrs.ID} refers to unknown profile ${node.attrs.ProfileID}`,
    );
    return;
  }
  for (const measure of childElements(node, 'SanctionsMeasure'))
    pushUnique(entry.programs, childText(measure, 'Comment'));
  for (const event of childElements(node, 'EntryEvent')) {
    const date = childElement(event, 'Date');
    const range =
      date &&
      rangeFromParts(
        {
          year: Number(childText(date, 'Year')),
          month: Number(childText(date, 'Month')),
          day: Number(childText(date, 'Day')),
        },
        null,
        '',
      );
    if (range && (!entry.listed_on || range.from < entry.listed_on)) entry.listed_on = range.from;
  }
}
