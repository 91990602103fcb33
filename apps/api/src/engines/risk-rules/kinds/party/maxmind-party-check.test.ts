import { describe, expect, it } from 'vitest';
import { maxmindPartyCheck } from './maxmind-party-check.js';
import { buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

const located = (country: string | null) => buildContext({ geolocate: () => country });
const withIp = buildIndividual({ ip_address: '203.0.113.7' });

describe('maxmind_party_check', () => {
  it('cannot be processed without a GeoLite2 database', () => {
    const outcome = evaluateDefaults(maxmindPartyCheck, withIp, buildContext());
    expect(outcome).toMatchObject({ status: 'cannot_be_processed', risk: null });
    expect(outcome.explanation.en).toBe('IP geolocation is not configured (no GeoLite2 database)');
  });

  it('cannot be processed without an IP address, or when it cannot be located', () => {
    expect(
      evaluateDefaults(maxmindPartyCheck, buildIndividual(), located('PL')).explanation.en,
    ).toBe('No IP address is recorded for the party');
    expect(evaluateDefaults(maxmindPartyCheck, withIp, located(null)).status).toBe(
      'cannot_be_processed',
    );
  });

  it('points to high for an address in a listed country, naming the lists', () => {
    const outcome = evaluateDefaults(maxmindPartyCheck, withIp, located('IR'));
    expect(outcome).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(outcome.explanation.en).toMatch(
      /^The IP address 203\.0\.113\.7 is located in IR, which is on: EU list/,
    );
    expect(outcome.explanation.en).toContain(
      'FATF list of high-risk jurisdictions subject to a call for action',
    );
  });

  it('passes other countries', () => {
    expect(evaluateDefaults(maxmindPartyCheck, withIp, located('PL'))).toMatchObject({
      status: 'passed',
      risk: null,
    });
  });
});
