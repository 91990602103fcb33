import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './parse-result.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';
import { parseUkXml } from './uk-xml.js';

const PATH = sanctionsDataPath('official_samples', 'uk_sanctions_list_sample_2026-09-10.xml');
const xml = readFileSync(PATH, 'utf8');

describe('UK Sanctions List XML (official sample)', () => {
  const result = parseUkXml(fileInput(PATH));
  const byId = (id: string) => result.entries.find((e) => e.source_id === id)!;

  it('gives DateGenerated (day first) as its publication day', () => {
    expect(xml).toContain('<DateGenerated>10/09/2026</DateGenerated>');
    expect(result.published_on).toBe('2026-09-10');
  });

  it('reads every Designation, Name and NonLatinName', () => {
    expect(result.entries).toHaveLength(xml.match(/<Designation>/g)!.length);
    expect(result.entries.map((e) => e.type)).toEqual([
      'organization',
      'person',
      'organization',
      'vessel',
      'person',
    ]);
    const names =
      (xml.match(/<Name>/g)?.length ?? 0) + (xml.match(/<NameNonLatinScript>/g)?.length ?? 0);
    expect(result.entries.flatMap((e) => e.names)).toHaveLength(names);
    expect(result.warnings).toEqual([]);
  });

  it('reads name variations, placeholder DOBs, passport and nationality (AFG0006)', () => {
    const entry = byId('AFG0006');
    expect(entry.names.map((n) => [n.full, n.kind, n.script])).toEqual([
      ['MOHAMMAD HASSAN AKHUND', 'primary', 'latin'],
      ['Mohammad Akhwand', 'variation', 'latin'],
      ['محمد حسن آخوند', 'variation', 'arabic'],
    ]);
    expect(entry.birth_dates).toEqual([
      { from: '1958-05-12', to: '1958-05-12', text: '12/05/1958' },
      { from: '1945-01-01', to: '1945-12-31', text: 'dd/mm/1945' },
      { from: '1946-01-01', to: '1946-12-31', text: '1946' },
    ]);
    expect(entry.nationalities).toEqual(['AF']);
    expect(entry.identifiers[0]).toEqual({
      type: 'passport',
      label: 'Passport',
      number: 'P04581926',
      country: 'AF',
      country_text: null,
    });
    expect(entry.listed_on).toBe('2001-01-25');
  });

  it('marks "Low quality a.k.a" weak and reads ship IMO numbers', () => {
    expect(byId('BEL0107').names).toContainEqual({
      full: 'BNK',
      script: 'latin',
      strength: 'weak',
      kind: 'alias',
    });
    expect(byId('DPR0075').identifiers).toContainEqual(
      expect.objectContaining({ type: 'imo', number: '9562233' }),
    );
  });

  it('throws ListFormatError on truncated XML', () => {
    expect(() => parseUkXml(textInput('uk.xml', xml.slice(0, 2000)))).toThrow(ListFormatError);
  });
});
