import { describe, expect, it } from 'vitest';
import { countryTaxHaven } from './country-tax-haven.js';
import { buildCompany, evaluateDefaults } from './test-facts.js';

describe('country_tax_haven', () => {
  it('flags the EU Annex I and the Polish MF list as normal (elevated)', () => {
    const panama = evaluateDefaults(
      countryTaxHaven,
      buildCompany({ registration_countries: ['PA'] }),
    );
    expect(panama.risk).toBe('normal');
    // Panama is on both lists; both are named.
    expect(panama.explanation.en).toContain('EU list of non-cooperative jurisdictions');
    expect(panama.explanation.en).toContain('Polish Ministry of Finance list of tax havens');
    const hongKong = evaluateDefaults(
      countryTaxHaven,
      buildCompany({ registration_countries: ['HK'] }),
    );
    expect(hongKong.risk).toBe('normal');
  });

  it('does not flag an EU Annex II (cooperating) jurisdiction', () => {
    expect(
      evaluateDefaults(countryTaxHaven, buildCompany({ registration_countries: ['TR'] })).status,
    ).toBe('passed');
  });
});
