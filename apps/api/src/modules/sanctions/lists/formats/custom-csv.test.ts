import { describe, expect, it } from 'vitest';
import { parseCustomCsv } from './custom-csv.js';
import { ListFormatError } from './parse-result.js';
import { textInput } from './text-input.js';

describe('custom list CSV', () => {
  it('reads rows into entries of the custom source', () => {
    const csv =
      'id,name,type,birth_date,country\nC-1,Jan Kowalski,person,1970,Polska\nC-2,ООО Ромашка,organization,,Russia\nC-3,Anna Nowak,person,12/05/1980,PL\n';
    const { entries, warnings } = parseCustomCsv(textInput('own.csv', csv));
    expect(entries.map((e) => [e.source, e.source_id, e.type])).toEqual([
      ['custom', 'C-1', 'person'],
      ['custom', 'C-2', 'organization'],
      ['custom', 'C-3', 'person'],
    ]);
    expect(entries[0]!.birth_dates).toEqual([
      { from: '1970-01-01', to: '1970-12-31', text: '1970' },
    ]);
    expect(entries[0]!.nationalities_text).toEqual(['Polska']);
    expect(entries[1]!.names[0]).toMatchObject({ full: 'ООО Ромашка', script: 'cyrillic' });
    expect(entries[1]!.nationalities).toEqual(['RU']);
    expect(entries[2]!.nationalities).toEqual(['PL']);
    expect(warnings).toEqual([]);
  });

  it('accepts semicolons, as Excel writes CSV on Polish systems', () => {
    const csv = 'id;name;type;birth_date;country\r\nC-1;Jan Kowalski;person;;\r\n';
    expect(parseCustomCsv(textInput('own.csv', csv)).entries).toHaveLength(1);
  });

  it('reads the query words for types too (company, individual)', () => {
    const csv =
      'id,name,type,birth_date,country\n1,Baltic Trading sp. z o.o.,company,,PL\n2,Jan Nowak,individual,,\n';
    expect(parseCustomCsv(textInput('own.csv', csv)).entries.map((e) => e.type)).toEqual([
      'organization',
      'person',
    ]);
  });

  it('rejects a wrong header, a wrong column count and an unknown type', () => {
    expect(() => parseCustomCsv(textInput('own.csv', 'id,name\n1,X\n'))).toThrow(
      'own.csv (line 1): expected header',
    );
    expect(() =>
      parseCustomCsv(textInput('own.csv', 'id,name,type,birth_date,country\n1,X,person\n')),
    ).toThrow('own.csv (line 2): expected 5 columns, found 3');
    expect(() =>
      parseCustomCsv(textInput('own.csv', 'id,name,type,birth_date,country\n1,X,ship,,\n')),
    ).toThrow(ListFormatError);
  });
});
