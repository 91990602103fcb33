import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './parse-result.js';
import { parseOfacClassicXml } from './ofac-classic-xml.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';

const PATH = sanctionsDataPath('official_samples', 'ofac_sdn_classic_xml_sample_2026-08-07.xml');
const xml = readFileSync(PATH, 'utf8');

describe('OFAC classic SDN.XML (official sample)', () => {
  const result = parseOfacClassicXml(fileInput(PATH), 'ofac_sdn');

  it('gives Publish_Date (month first, as OFAC writes dates) as its publication day', () => {
    expect(xml).toContain('<Publish_Date>08/07/2026</Publish_Date>');
    expect(result.published_on).toBe('2026-08-07');
  });

  it('reads every sdnEntry and aka', () => {
    expect(result.entries).toHaveLength(xml.match(/<sdnEntry>/g)!.length);
    const aliases = result.entries.flatMap((e) => e.names).filter((n) => n.kind !== 'primary');
    expect(aliases).toHaveLength(xml.match(/<aka>/g)!.length);
  });

  it('writes names as the legacy CSV does and reads the date of birth (2674)', () => {
    const entry = result.entries.find((e) => e.source_id === '2674')!;
    expect(entry.names[0]).toMatchObject({
      full: 'ABBAS, Abu',
      parts: { given: 'Abu', family: 'ABBAS' },
    });
    expect(entry.birth_dates).toEqual([
      { from: '1948-12-10', to: '1948-12-10', text: '10 Dec 1948' },
    ]);
    expect(entry.programs).toEqual(['SDGT']);
  });

  it('throws ListFormatError on truncated XML', () => {
    expect(() => parseOfacClassicXml(textInput('sdn.xml', xml.slice(0, 1000)), 'ofac_sdn')).toThrow(
      ListFormatError,
    );
  });
});
