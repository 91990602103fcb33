import { GIIF_ISSUE_CODES, type GiifIssue } from '@aml/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { fieldLabel, issueFix, issuePlace, pathParts, type GiifTexts } from './issue-text';

const textsIn = (language: 'en' | 'pl'): GiifTexts => ({
  t: i18n.getFixedT(language, 'giif'),
  has: (key) => i18n.exists(key, { ns: 'giif', lng: language }),
});

const issue = (fields: Partial<GiifIssue>): GiifIssue => ({
  transaction_code: 'trans00000001',
  party_code: null,
  field: 'kind',
  code: 'required',
  ...fields,
});

beforeAll(async () => {
  await i18n.loadNamespaces('giif');
  await i18n.loadLanguages('pl');
});

describe('the words of an issue', () => {
  it('drop the indices of lists from a path', () => {
    expect(pathParts('persons.0.pesel')).toEqual(['persons', 'pesel']);
    expect(pathParts('persons.12.document.number')).toEqual(['persons', 'document', 'number']);
    expect(pathParts('nipIO')).toEqual(['institution', 'nip']);
  });

  it('name the field, a person’s without the list it is in', () => {
    const en = textsIn('en');
    expect(fieldLabel(en, 'persons.0.pesel')).toBe('PESEL');
    expect(fieldLabel(en, 'persons.3.pesel')).toBe('PESEL');
    expect(fieldLabel(en, 'persons.1.document.number')).toBe('Number of ID document');
    expect(fieldLabel(en, 'persons.0.address.city')).toBe('Address › City');
    expect(fieldLabel(en, 'persons.0.citizenships.0')).toBe('Citizenship');
    expect(fieldLabel(en, 'kind')).toBe('Kind of transaction');
    expect(fieldLabel(en, 'amount_eur')).toBe('EUR value');
    expect(fieldLabel(en, 'nipIO')).toBe('Company data › NIP');
    expect(fieldLabel(en, 'korekta')).toBe('Correction');
    expect(fieldLabel(en, 'institution.contact_person.email')).toBe(
      'Company data › Contact person › E-mail',
    );
    expect(fieldLabel(textsIn('pl'), 'persons.0.address.postal_code')).toBe('Adres › Kod pocztowy');
  });

  it('never show a raw path: an unknown field is "other data"', () => {
    expect(fieldLabel(textsIn('en'), 'persons.0.shoe_size')).toBe('Other data of the report');
    expect(fieldLabel(textsIn('en'), 'Zgloszenie.Transakcja.3')).toBe('Other data of the report');
    expect(fieldLabel(textsIn('pl'), '')).toBe('Inne dane zgłoszenia');
  });

  it('say where each is fixed', () => {
    expect(issuePlace(issue({ field: 'persons.0.pesel', party_code: 'party00000001' }))).toBe(
      'party',
    );
    expect(issuePlace(issue({ field: 'nipIO', code: 'nip_invalid' }))).toBe('institution');
    expect(issuePlace(issue({ field: 'institution', code: 'institution_missing' }))).toBe(
      'institution',
    );
    expect(issuePlace(issue({ field: 'persons', code: 'orderer_required' }))).toBe('transaction');
    expect(issuePlace(issue({ field: 'channel' }))).toBe('transaction');
    expect(issuePlace(issue({ field: 'x', code: 'schema', transaction_code: null }))).toBe('file');
  });

  it('word the fix by the field where it says more, by the code and place otherwise', () => {
    const en = textsIn('en');
    expect(issueFix(en, issue({ field: 'kind', code: 'kind_required' }))).toBe(
      'Choose the kind of transaction',
    );
    expect(issueFix(en, issue({ field: 'channel' }))).toBe('Choose how the order was given');
    expect(
      issueFix(en, issue({ field: 'persons.0.pesel', code: 'pesel_invalid', party_code: 'p' })),
    ).toBe("Enter a valid PESEL on the party's form");
    expect(issueFix(en, issue({ field: 'nipIO', code: 'institution_nip_required' }))).toBe(
      'Enter the company data (NIP) in Company data',
    );
    expect(issueFix(en, issue({ field: 'nipIO', code: 'nip_invalid' }))).toBe(
      'Enter a valid NIP in Company data',
    );
    expect(issueFix(en, issue({ field: 'amount_eur', code: 'eur_value_pending' }))).toMatch(
      /^The EUR value is pending the NBP rate/,
    );
    expect(
      issueFix(en, issue({ field: 'persons.1.address.city', party_code: 'p', code: 'required' })),
    ).toBe("Complete it on the party's form");
    expect(issueFix(en, issue({ field: 'x', code: 'no_such_code' }))).toBe('Check this value');
    expect(issueFix(textsIn('pl'), issue({ field: 'kind', code: 'kind_required' }))).toBe(
      'Wybierz rodzaj transakcji',
    );
  });

  it('have a fix for every code of the contract, in both languages', () => {
    for (const language of ['en', 'pl'] as const) {
      const texts = textsIn(language);
      for (const code of GIIF_ISSUE_CODES) {
        expect(texts.has(`fixes.${code}.default`), `${language} ${code}`).toBe(true);
        expect(issueFix(texts, issue({ field: 'place', code }))).not.toMatch(/fixes\./);
      }
    }
  });
});
