import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseListFiles } from './detect-format.js';
import { ListFormatError } from './parse-result.js';
import { sanctionsDataPath } from '../../../../test/sanctions-test-data.js';
import { fileInput, textInput } from './text-input.js';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

const formatsIn = (folder: string) =>
  Object.fromEntries(
    readdirSync(sanctionsDataPath(folder))
      .sort()
      .map((name) => [name, detectFormat(fileInput(join(sanctionsDataPath(folder), name)))]),
  );

describe('format detection by content', () => {
  it('recognises every file in every list folder', () => {
    expect(formatsIn('ofac_sdn_2021')).toEqual({
      'add.csv': 'ofac_csv_addresses',
      'alt.csv': 'ofac_csv_aliases',
      'sdn.csv': 'ofac_csv_primary',
      'sdn_comments.csv': 'ofac_csv_comments',
    });
    expect(formatsIn('ofac_non_sdn_2025')).toEqual({
      'cons_add.csv': 'ofac_csv_addresses',
      'cons_alt.csv': 'ofac_csv_aliases',
      'cons_comments.csv': 'ofac_csv_comments',
      'cons_prim.csv': 'ofac_csv_primary',
    });
    expect(formatsIn('ofac_sdn_2025_partial')).toEqual({
      'add.csv': 'ofac_csv_addresses',
      'alt.csv': 'ofac_csv_aliases',
      'sdn_comments.csv': 'ofac_csv_comments',
    });
    expect(formatsIn('ofac_non_sdn_advanced_2020')).toEqual({
      'cons_advanced_2020-03-17.xml': 'ofac_advanced_xml',
    });
    expect(formatsIn('un')).toEqual({ 'UN_consolidated_2026-02-27.xml': 'un_xml' });
    expect(formatsIn('official_samples')).toEqual({
      'eu_fsf_sample_2026-08-05.xml': 'eu_fsf_xml',
      'ofac_sdn_classic_xml_sample_2026-08-07.xml': 'ofac_classic_xml',
      'uk_sanctions_list_sample_2026-09-10.xml': 'uk_xml',
    });
  });

  it('does not depend on the file name', () => {
    expect(
      detectFormat(textInput('list.txt', '<?xml version="1.0"?>\n<!-- x -->\n<CONSOLIDATED_LIST>')),
    ).toBe('un_xml');
    expect(detectFormat(textInput('data.bin', 'id,name,type,birth_date,country\n'))).toBe(
      'custom_csv',
    );
    expect(detectFormat(textInput('sdn.csv', 'hello world'))).toBeNull();
    expect(detectFormat(fileInput(sanctionsDataPath('schemas', 'un_sc-sanctions.xsd')))).toBeNull();
  });

  it('recognises the MSWiA page by its table headers, below the site chrome', () => {
    expect(detectFormat(fileInput(join(FIXTURES, 'mswia-sample.html')))).toBe('mswia_html');
    const chrome = `<!DOCTYPE html><html><head>${'<script>var x = 1;</script>'.repeat(400)}</head><body>`;
    const table =
      '<table><tr><td>Nazwa podmiotu</td><td>Data umieszczenia na liście</td></tr></table>';
    expect(detectFormat(textInput('page', `${chrome}${table}</body></html>`))).toBe('mswia_html');
    expect(
      detectFormat(textInput('page', `${chrome}<p>Nazwa podmiotu</p></body></html>`)),
    ).toBeNull();
    expect(
      detectFormat(textInput('page', '<html><body><table><tr><td>x</td></tr></table>')),
    ).toBeNull();
  });
});

describe('parseListFiles', () => {
  it('parses each folder into its lists', () => {
    const summary = (folder: string) =>
      parseListFiles([sanctionsDataPath(folder)]).lists.map((l) => [
        l.source,
        l.files.length,
        l.entries.length,
      ]);
    expect(summary('ofac_sdn_2021')).toEqual([['ofac_sdn', 4, 8976]]);
    expect(summary('ofac_non_sdn_2025')).toEqual([['ofac_consolidated', 4, 442]]);
    expect(summary('ofac_non_sdn_advanced_2020')).toEqual([['ofac_consolidated', 1, 375]]);
    expect(summary('un')).toEqual([['un', 1, 1003]]);
    expect(summary('official_samples')).toEqual([
      ['eu', 1, 5],
      ['ofac_sdn', 1, 5],
      ['uk', 1, 5],
    ]);
  });

  it('refuses an OFAC CSV set without its primary file (the 2025 partial set)', () => {
    expect(() => parseListFiles([sanctionsDataPath('ofac_sdn_2025_partial')])).toThrow(
      ListFormatError,
    );
    expect(() => parseListFiles([sanctionsDataPath('ofac_sdn_2025_partial')])).toThrow(
      /has no primary file/,
    );
  });

  it('routes the MSWiA page (GIIF routing: giif-xlsx.test.ts)', () => {
    const { lists } = parseListFiles([join(FIXTURES, 'mswia-sample.html')]);
    expect(lists.map((l) => [l.source, l.files.length, l.entries.length])).toEqual([
      ['mswia', 1, 10],
    ]);
  });

  it('refuses a file that is no list', () => {
    expect(() => parseListFiles([sanctionsDataPath('schemas', 'un_sc-sanctions.xsd')])).toThrow(
      'un_sc-sanctions.xsd: not a sanctions list format this application reads',
    );
  });
});
