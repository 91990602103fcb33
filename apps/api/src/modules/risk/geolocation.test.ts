import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorError } from '../../lib/operator-error.js';
import { buildMmdb } from '../../test/mmdb-writer.js';
import { openGeolocation, type Geolocate } from './geolocation.js';
import { maxmindPartyCheck } from '../../engines/risk-rules/index.js';
import {
  buildContext,
  buildIndividual,
  evaluateDefaults,
} from '../../engines/risk-rules/kinds/party/test-facts.js';

const country = (iso: string, name: string) => ({
  country: { iso_code: iso, names: { en: name } },
  registered_country: { iso_code: iso, names: { en: name } },
});

let dir: string;
let geolocate: Geolocate;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'geolite-'));
  const file = path.join(dir, 'GeoLite2-Country.mmdb');
  // A real (tiny) MaxMind DB file, read by the `maxmind` package as a GeoLite2 file is.
  writeFileSync(
    file,
    buildMmdb({
      '203.0.113.0/24': country('IR', 'Iran'),
      '198.51.100.0/24': country('PL', 'Poland'),
      // An anonymous or satellite range: registered somewhere, used anywhere.
      '192.0.2.0/25': { registered_country: { iso_code: 'US', names: { en: 'United States' } } },
    }),
  );
  geolocate = await openGeolocation(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the GeoLite2 adapter', () => {
  it("answers an address's country from the database", () => {
    expect(geolocate('203.0.113.7')).toBe('IR');
    expect(geolocate('203.0.113.255')).toBe('IR');
    expect(geolocate('198.51.100.1')).toBe('PL');
  });

  it('answers null for an address not in it, without a country, or not an address', () => {
    expect(geolocate('203.0.114.1')).toBeNull();
    expect(geolocate('192.0.2.5')).toBeNull();
    expect(geolocate('192.0.2.200')).toBeNull();
    expect(geolocate('not-an-ip')).toBeNull();
    expect(geolocate('')).toBeNull();
  });

  it('refuses a file that is not a MaxMind database in one line naming the setting and file', async () => {
    const bad = path.join(dir, 'bad.mmdb');
    writeFileSync(bad, 'not a database');
    const advice =
      'give the path of a GeoLite2 Country or City .mmdb file, or unset MAXMIND_DB_PATH.';
    // An OperatorError: start-up prints its message alone, without a stack.
    await expect(openGeolocation(bad)).rejects.toBeInstanceOf(OperatorError);
    await expect(openGeolocation(bad)).rejects.toThrow(
      new RegExp(
        `^MAXMIND_DB_PATH=${bad} is not a readable MaxMind database \\(not a MaxMind database: .+\\): give`,
      ),
    );
    await expect(openGeolocation(path.join(dir, 'missing.mmdb'))).rejects.toThrow(
      `MAXMIND_DB_PATH=${path.join(dir, 'missing.mmdb')} is not a readable MaxMind database (no such file): ${advice}`,
    );
    await expect(openGeolocation(dir)).rejects.toThrow(
      `MAXMIND_DB_PATH=${dir} is not a readable MaxMind database (a folder, not a file): ${advice}`,
    );
  });

  it('lets the Maxmind party check point to high for an address in a listed country', () => {
    const context = buildContext({ geolocate });
    const iranian = evaluateDefaults(
      maxmindPartyCheck,
      buildIndividual({ ip_address: '203.0.113.7' }),
      context,
    );
    expect(iranian).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(iranian.explanation.en).toMatch(/^The IP address 203\.0\.113\.7 is located in IR/);
    expect(
      evaluateDefaults(maxmindPartyCheck, buildIndividual({ ip_address: '198.51.100.1' }), context),
    ).toMatchObject({ status: 'passed', risk: null });
    expect(
      evaluateDefaults(maxmindPartyCheck, buildIndividual({ ip_address: '192.0.2.5' }), context)
        .status,
    ).toBe('cannot_be_processed');
  });
});
