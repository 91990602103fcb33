import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { decodeCsvBytes, detectSeparator, parseCsvFile } from './csv-decode.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))),
  );

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'no error';
};

describe('CSV decoding', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeCsvBytes(bytes('Łódź')).text).toBe('Łódź');
    expect(decodeCsvBytes(bytes([0xef, 0xbb, 0xbf], 'Łódź'))).toEqual({
      text: 'Łódź',
      encoding: 'utf-8',
    });
  });

  it('reads Windows-1250 when the bytes are not UTF-8', () => {
    // "Łódź;Śląsk" in Windows-1250.
    const decoded = decodeCsvBytes(
      bytes([0xa3, 0xf3, 0x64, 0x9f, 0x3b, 0x8c, 0x6c, 0xb9, 0x73, 0x6b]),
    );
    expect(decoded).toEqual({ text: 'Łódź;Śląsk', encoding: 'windows-1250' });
  });

  it('refuses binary files, UTF-16 and empty files', () => {
    expect(codeOf(() => decodeCsvBytes(bytes([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toBe(
      'import_bad_encoding',
    );
    expect(codeOf(() => decodeCsvBytes(bytes([0xff, 0xfe, 0x61, 0x00])))).toBe(
      'import_bad_encoding',
    );
    expect(codeOf(() => decodeCsvBytes(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a])))).toBe(
      'import_bad_encoding',
    );
    expect(codeOf(() => decodeCsvBytes(bytes('')))).toBe('import_empty_file');
    expect(codeOf(() => decodeCsvBytes(bytes([0xef, 0xbb, 0xbf], '\r\n \r\n')))).toBe(
      'import_empty_file',
    );
  });

  it('detects the separator from the header line', () => {
    expect(detectSeparator('a;b;c\n1,2;3;4')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });

  it('looks for the separator among the first lines when asked (title lines above a table)', () => {
    const titled =
      'Corruption Perceptions Index 2024, results\n\nCountry;ISO3;Score\nPolska;POL;53';
    expect(detectSeparator(titled)).toBe(',');
    expect(detectSeparator(titled, 10)).toBe(';');
  });

  it('parses quoted cells, skips empty lines and keeps short rows for the caller to judge', () => {
    const parsed = parseCsvFile(
      bytes('first_name;last_name\r\n"Jan; Maria";"Nowak ""Jr"""\r\n\r\n;\r\nEwa\r\n'),
    );
    expect(parsed.separator).toBe(';');
    expect(parsed.header).toEqual(['first_name', 'last_name']);
    expect(parsed.records).toEqual([['Jan; Maria', 'Nowak "Jr"'], ['Ewa']]);
    expect(parsed.lines).toEqual([1, 2, 5]);
  });

  it('answers a malformed file and a file without a header', () => {
    expect(codeOf(() => parseCsvFile(bytes('a,b\n"unclosed,1\n')))).toBe('import_malformed_csv');
    expect(codeOf(() => parseCsvFile(bytes(';;\n')))).toBe('import_empty_file');
  });
});
