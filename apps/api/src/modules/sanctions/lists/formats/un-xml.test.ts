import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './parse-result.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';
import { parseUnXml } from './un-xml.js';

const PATH = sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml');
const xml = readFileSync(PATH, 'utf8');
const count = (pattern: RegExp) => xml.match(pattern)?.length ?? 0;

describe('UN consolidated list XML', () => {
  const result = parseUnXml(fileInput(PATH));
  const names = result.entries.flatMap((e) => e.names);

  it('gives the day the UN generated the list (the root dateGenerated)', () => {
    const stated = xml.match(/dateGenerated="(\d{4}-\d{2}-\d{2})T/)![1];
    expect(result.published_on).toBe(stated);
    expect(result.published_on).toBe('2026-02-27');
  });

  it('reads 730 individuals and 273 entities', () => {
    const people = result.entries.filter((e) => e.type === 'person');
    expect(people).toHaveLength(count(/<INDIVIDUAL>/g));
    expect(result.entries.length - people.length).toBe(count(/<ENTITY>/g));
    expect([people.length, result.entries.length - people.length]).toEqual([730, 273]);
    expect(result.warnings).toEqual([]);
  });

  it('reads every alias, low-quality ones as weak, and original-script names', () => {
    // The file repeats a few aliases within one record (2,752 elements, 2,742 distinct per record).
    let distinctAliases = 0;
    for (const [record] of xml.matchAll(/<(INDIVIDUAL|ENTITY)>[\s\S]*?<\/\1>/g)) {
      const aliases = [
        ...record.matchAll(
          /<QUALITY>([^<]*)<\/QUALITY>\s*<ALIAS_NAME>([^<]*\S[^<]*)<\/ALIAS_NAME>/g,
        ),
      ];
      // One ALIAS_NAME may list several spellings separated by ';': each is a name.
      distinctAliases += new Set(
        aliases.flatMap(([, quality, name]) =>
          name!.split(';').map((one) => `${quality}|${one.replace(/\s+/g, ' ').trim()}`),
        ),
      ).size;
    }
    expect(count(/<ALIAS_NAME>[^<]*\S[^<]*<\/ALIAS_NAME>/g)).toBe(2752);
    expect(names.filter((n) => n.kind === 'alias' || n.kind === 'former')).toHaveLength(
      distinctAliases,
    );
    expect(names.filter((n) => n.strength === 'weak').length).toBeGreaterThanOrEqual(
      count(/<QUALITY>Low<\/QUALITY>/g),
    );
    expect(names.some((n) => n.full === 'Kasim Sulaymani')).toBe(true);
    expect(names.filter((n) => n.kind === 'variation')).toHaveLength(
      count(/<NAME_ORIGINAL_SCRIPT>[^<]*\S/g),
    );
    expect(names.filter((n) => n.script === 'arabic').length).toBeGreaterThan(300);
  });

  it('reads a year-only date of birth as the whole year, a weak alias and the nationality (CDi.003)', () => {
    const entry = result.entries.find((e) => e.source_id === 'CDi.003')!;
    expect(entry.names[0]).toMatchObject({ full: 'GASTON IYAMUREMYE', kind: 'primary' });
    expect(entry.names).toContainEqual({
      full: 'Rumuli',
      script: 'latin',
      strength: 'weak',
      kind: 'alias',
    });
    expect(entry.birth_dates).toEqual([{ from: '1948-01-01', to: '1948-12-31', text: '1948' }]);
    expect(entry.nationalities).toEqual(['RW']);
    expect(entry.listed_on).toBe('2010-12-01');
    expect(entry.programs).toEqual(['DRC']);
  });

  it('reads BETWEEN ranges and passport numbers', () => {
    const between = result.entries.flatMap((e) => e.birth_dates).filter((d) => / to /.test(d.text));
    expect(between).toHaveLength(count(/<TYPE_OF_DATE>BETWEEN/g));
    const passports = result.entries
      .flatMap((e) => e.identifiers)
      .filter((i) => i.type === 'passport');
    expect(passports.length).toBeGreaterThan(250);
  });

  it('throws ListFormatError on a truncated file', () => {
    const truncated = textInput('un.xml', xml.slice(0, 5000));
    expect(() => parseUnXml(truncated)).toThrow(ListFormatError);
    expect(() => parseUnXml(truncated)).toThrow(/^un\.xml \(line \d+, column \d+\): /);
  });

  it('rejects another format', () => {
    expect(() => parseUnXml(textInput('x.xml', '<Designations></Designations>'))).toThrow(
      'expected root element <CONSOLIDATED_LIST>, found <Designations>',
    );
  });
});
