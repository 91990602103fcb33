import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './parse-result.js';
import { parseOfacAdvancedXml } from './ofac-advanced-xml.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';

const PATH = sanctionsDataPath('ofac_non_sdn_advanced_2020', 'cons_advanced_2020-03-17.xml');
const xml = readFileSync(PATH, 'utf8');
/** AliasTypeValues of the file: 1401 F.K.A., 1403 Name; A.K.A. and N.K.A. are both aliases. */
const KINDS: Record<string, string> = { '1401': 'former', '1403': 'primary' };

describe('OFAC advanced XML (CONS_ADVANCED 2020)', () => {
  const result = parseOfacAdvancedXml(fileInput(PATH), 'ofac_consolidated');

  it('gives DateOfIssue as its publication day', () => {
    expect(xml).toMatch(
      /<DateOfIssue[^>]*>\s*<Year>2020<\/Year>\s*<Month>3<\/Month>\s*<Day>17<\/Day>/,
    );
    expect(result.published_on).toBe('2020-03-17');
  });
  const names = result.entries.flatMap((e) => e.names);

  it('reads the 375 parties, one name per documented alias', () => {
    expect(result.entries).toHaveLength(xml.match(/<DistinctParty /g)!.length);
    expect(result.entries).toHaveLength(375);
    expect(xml.match(/<DocumentedName /g)).toHaveLength(1290);
    // Distinct per party, alias type and quality: the file repeats two aliases
    // (OJSC NOVOKUYBYSHEV REFINERY, a weak VYSOKOTOCHNYE KOMPLEKSY).
    let distinct = 0;
    let distinctWeak = 0;
    for (const [party] of xml.matchAll(/<DistinctParty [\s\S]*?<\/DistinctParty>/g)) {
      const keys = new Set<string>();
      for (const [alias, type, quality] of party.matchAll(
        /<Alias [^>]*AliasTypeID="(\d+)"[^>]*LowQuality="(\w+)"[\s\S]*?<\/Alias>/g,
      )) {
        for (const [documented] of alias.matchAll(/<DocumentedName [\s\S]*?<\/DocumentedName>/g)) {
          const parts = [...documented.matchAll(/>([^<]+)<\/NamePartValue>/g)].map((m) => m[1]);
          keys.add(`${KINDS[type!] ?? 'alias'}|${quality}|${parts.join(' ')}`);
        }
      }
      distinct += keys.size;
      distinctWeak += [...keys].filter((key) => key.includes('|true|')).length;
    }
    expect(names).toHaveLength(distinct);
    expect(names.filter((n) => n.strength === 'weak')).toHaveLength(distinctWeak);
    expect(result.warnings).toEqual([]);
  });

  it('builds typed name parts, a year-only birth range, programs and listing date (9639)', () => {
    const entry = result.entries.find((e) => e.source_id === '9639')!;
    expect(entry.type).toBe('person');
    expect(entry.names[0]).toMatchObject({
      full: 'HANIYA, Ismail Abdul Salah',
      parts: { family: 'HANIYA', given: 'Ismail Abdul Salah' },
    });
    expect(entry.birth_dates[0]).toMatchObject({ from: '1962-01-01', to: '1962-12-31' });
    expect(entry.programs).toEqual(['NS-PLC']);
    expect(entry.listed_on).toBe('2006-04-12');
  });

  it('resolves identifier documents and their issuing country', () => {
    const identifiers = result.entries.flatMap((e) => e.identifiers);
    expect(identifiers.length).toBeGreaterThanOrEqual(xml.match(/<IDRegDocument /g)!.length * 0.9);
    expect(identifiers).toContainEqual(
      expect.objectContaining({ number: '7702070139', country: 'RU' }),
    );
  });

  it('throws ListFormatError on truncated XML', () => {
    expect(() =>
      parseOfacAdvancedXml(
        textInput('cons_advanced.xml', xml.slice(0, 100_000)),
        'ofac_consolidated',
      ),
    ).toThrow(ListFormatError);
  });
});
