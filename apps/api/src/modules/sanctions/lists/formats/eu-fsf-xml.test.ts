import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEuFsfXml } from './eu-fsf-xml.js';
import { ListFormatError } from './parse-result.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';

const PATH = sanctionsDataPath('official_samples', 'eu_fsf_sample_2026-08-05.xml');
const xml = readFileSync(PATH, 'utf8');

describe('EU FSF XML v1.1 (official sample)', () => {
  const result = parseEuFsfXml(fileInput(PATH));

  it("gives the export's generationDate as its publication day", () => {
    expect(xml).toMatch(/generationDate="2026-08-05T16:47:04.449\+02:00"/);
    expect(result.published_on).toBe('2026-08-05');
  });
  const byId = (id: string) => result.entries.find((e) => e.source_id === id)!;

  it('reads every sanctionEntity and every distinct nameAlias', () => {
    expect(result.entries).toHaveLength(xml.match(/<sanctionEntity /g)!.length);
    expect(result.entries).toHaveLength(5);
    let distinct = 0;
    for (const [record] of xml.matchAll(/<sanctionEntity [\s\S]*?<\/sanctionEntity>/g)) {
      distinct += new Set(
        [...record.matchAll(/wholeName="([^"]*)"[^>]*strong="(\w+)"/g)].map(
          ([, n, s]) => `${n}|${s}`,
        ),
      ).size;
    }
    expect(result.entries.flatMap((e) => e.names)).toHaveLength(distinct);
    expect(result.warnings).toEqual([]);
  });

  it('takes the lowest-logicalId Latin alias as primary and keeps name parts and language', () => {
    const entry = byId('EU.3579.2');
    expect(entry.names[0]).toMatchObject({
      full: 'Khalid Sheikh MOHAMMED',
      kind: 'primary',
      parts: { given: 'Khalid Sheikh', family: 'MOHAMMED' },
      lang: 'en',
    });
    expect(entry.gender).toBe('male');
    expect(entry.identifiers).toEqual([
      {
        type: 'passport',
        label: 'National passport',
        number: '488555',
        country: null,
        country_text: null,
      },
    ]);
  });

  it('reads a circa year range and the citizenship code (EU.502.12)', () => {
    const entry = byId('EU.502.12');
    expect(entry.birth_dates).toEqual([
      { from: '1953-01-01', to: '1958-12-31', text: 'circa 1953-1958' },
    ]);
    expect(entry.citizenships).toEqual(['AF']);
    expect(entry.listed_on).toBe('2001-01-25');
  });

  it('uses the Gregorian birthdate of an ISLAMIC-calendar record and detects Arabic and Persian names', () => {
    const entry = byId('EU.3092.36');
    expect(entry.birth_dates.map((d) => d.from)).toEqual(['1982-04-18', '1982-04-19']);
    expect(entry.names.filter((n) => n.script === 'arabic').map((n) => n.lang)).toEqual([
      'ar',
      'ar',
    ]);
    expect(byId('EU.3953.70').names).toContainEqual(
      expect.objectContaining({ full: 'صنایع شیمیایی پارچین', script: 'arabic', lang: 'fa' }),
    );
  });

  it('throws ListFormatError on truncated XML', () => {
    expect(() => parseEuFsfXml(textInput('eu.xml', xml.slice(0, 3000)))).toThrow(ListFormatError);
  });
});
