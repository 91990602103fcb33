import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './parse-result.js';
import { parseOfacLegacyCsv } from './ofac-legacy-csv.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';

const read = (path: string) => readFileSync(path, 'utf8');
/** Data rows of an OFAC legacy file, counted independently of csv-parse: lines starting with ent_num. */
const dataLines = (path: string) =>
  read(path)
    .split('\n')
    .filter((l) => /^\d+,/.test(l));

function parseSet(directory: string, prefix: 'sdn' | 'cons') {
  const file = (name: string) => fileInput(sanctionsDataPath(directory, name));
  const names =
    prefix === 'sdn'
      ? ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']
      : ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'];
  return parseOfacLegacyCsv(
    {
      primary: file(names[0]!),
      addresses: file(names[1]!),
      aliases: file(names[2]!),
      comments: file(names[3]!),
    },
    prefix === 'sdn' ? 'ofac_sdn' : 'ofac_consolidated',
  );
}

describe('OFAC legacy CSV, SDN 2021', () => {
  const result = parseSet('ofac_sdn_2021', 'sdn');

  it('states no publication day: the CSV files carry none', () => {
    expect(result.published_on).toBeNull();
  });
  const byId = (id: string) => result.entries.find((e) => e.source_id === id)!;
  const sdnLines = dataLines(sanctionsDataPath('ofac_sdn_2021', 'sdn.csv'));
  const altLines = dataLines(sanctionsDataPath('ofac_sdn_2021', 'alt.csv'));

  it('reads every entry and type (8,976: 4,620 individuals, 406 vessels, 277 aircraft)', () => {
    expect(result.entries).toHaveLength(sdnLines.length);
    expect(result.entries).toHaveLength(8976);
    const count = (type: string) => result.entries.filter((e) => e.type === type).length;
    expect(count('person')).toBe(sdnLines.filter((l) => l.includes('"individual"')).length);
    expect([count('person'), count('vessel'), count('aircraft'), count('organization')]).toEqual([
      4620, 406, 277, 3673,
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('takes every alias from alt.csv (11,910 rows, 2 exact duplicates)', () => {
    // SOURCES.md says 11,911 rows: that count includes the trailing 0x1A line.
    expect(altLines).toHaveLength(11910);
    const distinct = new Set(
      altLines.map((l) =>
        l
          .replace(/^(\d+),\d+,/, '$1,')
          .replace(/"fka"/, 'former')
          .replace(/"n?aka"|"nka"/, 'alias'),
      ),
    );
    const strongAliases = result.entries
      .flatMap((e) => e.names)
      .filter((n) => n.kind !== 'primary' && n.strength === 'strong');
    expect(strongAliases).toHaveLength(distinct.size);
    expect(
      result.entries
        .flatMap((e) => e.names)
        .filter((n) => n.kind === 'former' && n.strength === 'strong'),
    ).toHaveLength(altLines.filter((l) => l.includes('"fka"')).length);
  });

  it('parses dates of birth and weak a.k.a.s out of remarks for every row that has them', () => {
    expect(result.entries.filter((e) => e.birth_dates.length)).toHaveLength(
      sdnLines.filter((l) => /"DOB |; DOB /.test(l)).length,
    );
    expect(result.entries.filter((e) => e.birth_dates.length)).toHaveLength(4428);
    // Remarks continue in sdn_comments.csv, so quoted aliases are looked for in both files.
    const commentLines = dataLines(sanctionsDataPath('ofac_sdn_2021', 'sdn_comments.csv'));
    const hasQuotedAlias = (l: string) => /[af]\.k\.a\. '/.test(l);
    const idsWithAlias = new Set(
      [...sdnLines, ...commentLines].filter(hasQuotedAlias).map((l) => l.split(',')[0]),
    );
    const withWeak = result.entries.filter((e) => e.names.some((n) => n.strength === 'weak'));
    expect(withWeak.map((e) => e.source_id).sort()).toEqual([...idsWithAlias].sort());
    expect(sdnLines.filter(hasQuotedAlias)).toHaveLength(1264);
  });

  it('reads a person with passports, two nationalities and gender (29026)', () => {
    const entry = byId('29026');
    expect(entry.names[0]).toMatchObject({
      full: 'AL-ZUBAIDI, Khaled',
      parts: { family: 'AL-ZUBAIDI', given: 'Khaled' },
      kind: 'primary',
      script: 'latin',
    });
    expect(entry.birth_dates).toEqual([
      { from: '1976-04-10', to: '1976-04-10', text: '10 Apr 1976' },
    ]);
    expect(entry.nationalities).toEqual(['SY', 'CA']);
    expect(entry.gender).toBe('male');
    expect(entry.identifiers).toEqual([
      {
        type: 'passport',
        label: 'Passport',
        number: 'N 006540969',
        country: 'SY',
        country_text: null,
      },
      {
        type: 'passport',
        label: 'Passport',
        number: 'HC246053',
        country: 'CA',
        country_text: null,
      },
    ]);
    expect(entry.programs).toEqual(['SYRIA', 'SYRIA-CAESAR']);
  });

  it('turns "circa 1956" into the whole year and keeps the place of birth (8868)', () => {
    const entry = byId('8868');
    expect(entry.birth_dates).toEqual([
      { from: '1956-01-01', to: '1956-12-31', text: 'circa 1956' },
    ]);
    expect(entry.birth_places).toEqual(['Al-Ladhiqiyah, Syria']);
  });

  it('marks remarks a.k.a.s weak and alt.csv a.k.a.s strong (306, BANCO NACIONAL DE CUBA)', () => {
    const entry = byId('306');
    expect(entry.type).toBe('organization');
    expect(entry.names).toContainEqual({
      full: 'BNC',
      script: 'latin',
      strength: 'weak',
      kind: 'alias',
    });
    expect(entry.names).toContainEqual({
      full: 'NATIONAL BANK OF CUBA',
      script: 'latin',
      strength: 'strong',
      kind: 'alias',
    });
    expect(entry.addresses[0]).toEqual({
      text: 'Zweierstrasse 35, Zurich CH-8022, Switzerland',
      country: 'CH',
    });
  });

  it('continues remarks with sdn_comments.csv', () => {
    const line = read(sanctionsDataPath('ofac_sdn_2021', 'sdn_comments.csv')).split('\n')[0]!;
    const [, id, extension] = line.match(/^(\d+),"(.*)"/)!;
    expect(byId(id!).remarks!.endsWith(extension!.trim())).toBe(true);
  });
});

describe('OFAC legacy CSV, Consolidated (non-SDN) 2025', () => {
  const result = parseSet('ofac_non_sdn_2025', 'cons');

  it('reads the 442 entries and every alias', () => {
    expect(result.entries).toHaveLength(
      dataLines(sanctionsDataPath('ofac_non_sdn_2025', 'cons_prim.csv')).length,
    );
    expect(result.entries).toHaveLength(442);
    const altRows = dataLines(sanctionsDataPath('ofac_non_sdn_2025', 'cons_alt.csv'));
    expect(
      result.entries
        .flatMap((e) => e.names)
        .filter((n) => n.kind !== 'primary' && n.strength === 'strong'),
    ).toHaveLength(altRows.length);
    expect(result.entries.every((e) => e.source === 'ofac_consolidated')).toBe(true);
  });
});

describe('OFAC legacy CSV, malformed input', () => {
  const row = '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ';

  it('rejects a row with the wrong column count, naming file and line', () => {
    const input = textInput('sdn.csv', `${row}\r\n37,"SHORT ROW","CUBA"\r\n`);
    expect(() => parseOfacLegacyCsv({ primary: input }, 'ofac_sdn')).toThrow(ListFormatError);
    expect(() => parseOfacLegacyCsv({ primary: input }, 'ofac_sdn')).toThrow(
      'sdn.csv (line 2): expected 12 columns, found 3',
    );
  });

  it('rejects a non-numeric ent_num and an unterminated quote', () => {
    expect(() =>
      parseOfacLegacyCsv({ primary: textInput('sdn.csv', row.replace('36', 'X1')) }, 'ofac_sdn'),
    ).toThrow('sdn.csv (line 1): ent_num "X1" is not a number');
    expect(() =>
      parseOfacLegacyCsv({ primary: textInput('sdn.csv', '36,"UNTERMINATED') }, 'ofac_sdn'),
    ).toThrow(/^sdn\.csv: .*quote/i);
  });
});
