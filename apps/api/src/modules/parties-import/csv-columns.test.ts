import { describe, expect, it } from 'vitest';
import { CreatePartySchema } from '@aml/shared';
import { columnOfPath, csvTemplate, issueToCellError, recordToInput } from './csv-columns.js';

describe('CSV columns', () => {
  it('builds the party input from the cells of a row', () => {
    const cells = new Map(
      Object.entries({
        first_name: 'Jan',
        last_name: 'Kowalski',
        pesel: '2211307589',
        citizenships: 'pl|de',
        document_type: 'ID_CARD',
        document_number: 'ABA300000',
        document_without_expiration: 'tak',
        address_city: 'Łódź',
        email: 'jan@example.pl',
        pep: 'nie',
      }),
    );
    expect(recordToInput('individual', cells)).toEqual({
      input: {
        type: 'individual',
        first_name: 'Jan',
        last_name: 'Kowalski',
        pesel: '02211307589',
        citizenships: ['PL', 'DE'],
        pep: false,
        document: { type: 'id_card', number: 'ABA300000', without_expiration: true },
        accommodation_address: { city: 'Łódź' },
        contact: { email: 'jan@example.pl' },
      },
      errors: [],
    });
    const company = recordToInput(
      'company',
      new Map([
        ['name', 'X'],
        ['tax_id', '856-734-62-15'],
        ['address_city', 'Kraków'],
        ['phone', '12 600 10 20'],
        ['pep', 'maybe'],
      ]),
    );
    expect(company.input).toMatchObject({
      tax_id: '8567346215',
      business_address: { city: 'Kraków' },
      company_contact: { phone: '12 600 10 20' },
    });
    expect(company.errors).toEqual([
      { column: 'pep', code: 'invalid_value', allowed: ['yes', 'no', 'tak', 'nie'] },
    ]);
  });

  it('names the values a cell of an enumeration takes', () => {
    const parsed = CreatePartySchema.safeParse({
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
      gender: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map(issueToCellError)).toContainEqual({
      column: 'gender',
      code: 'invalid_value',
      allowed: ['female', 'male'],
    });
  });

  it('names the column of a schema issue', () => {
    expect(columnOfPath(['document', 'expiry_date'])).toBe('document_expiry_date');
    expect(columnOfPath(['business_address', 'postal_code'])).toBe('address_postal_code');
    expect(columnOfPath(['contact', 'email'])).toBe('email');
    expect(columnOfPath(['citizenships', 1])).toBe('citizenships');
    expect(columnOfPath(['pesel'])).toBe('pesel');
    // A path's head is looked up as data, never as an inherited property.
    expect(columnOfPath(['constructor', 'x'])).toBe('constructor');
    expect(columnOfPath(['__proto__', 'x'])).toBe('__proto__');
  });

  it('writes a template per type with a BOM, semicolons and only its columns', () => {
    const individual = csvTemplate('individual');
    expect(individual.startsWith('\uFEFFfirst_name;last_name;pesel;')).toBe(true);
    expect(individual).not.toContain('tax_id');
    const company = csvTemplate('company');
    expect(company).toContain('tax_id');
    expect(company).not.toContain('pesel');
    expect(company.trim().split('\r\n')).toHaveLength(2);
  });
});
