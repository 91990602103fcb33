import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildMmdb } from '../../test/mmdb-writer.js';
import { createTestApp, teamWithMember, useTestApp } from '../../test/test-app.js';

// Written before the app starts: MAXMIND_DB_PATH is read once, at start-up.
const dir = mkdtempSync(path.join(tmpdir(), 'geolite-app-'));
const database = path.join(dir, 'GeoLite2-City.mmdb');
writeFileSync(database, buildMmdb({ '203.0.113.0/24': { country: { iso_code: 'IR' } } }));

const env = useTestApp({ env: { MAXMIND_DB_PATH: database } });

describe('MAXMIND_DB_PATH', () => {
  it('gives the running app a geolocation, so the Maxmind check reaches the IP address', async () => {
    expect(env.t.deps.geolocate?.('203.0.113.9')).toBe('IR');
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
    });
    const risk = (
      await env.call('GET', `/int/parties/${created.json().party.code}/risk`, admin.headers)
    ).json();
    const check = risk.assessment.results.find(
      (r: { kind: string }) => r.kind === 'maxmind_party_check',
    );
    // Configured: the check now stops at the party's IP address, which nothing records yet.
    expect(check).toMatchObject({ status: 'cannot_be_processed', risk: null });
    expect(check.explanation.en).toBe('No IP address is recorded for the party');
  });

  it('is optional, and an empty value means unset', () => {
    expect(loadConfig({}).maxmindDbPath).toBeUndefined();
    expect(loadConfig({ MAXMIND_DB_PATH: '' }).maxmindDbPath).toBeUndefined();
    expect(loadConfig({ MAXMIND_DB_PATH: 'geo/GeoLite2-Country.mmdb' }).maxmindDbPath).toBe(
      path.resolve('geo/GeoLite2-Country.mmdb'),
    );
  });

  it('stops the start when it names no readable database, naming the setting and the file', async () => {
    const missing = path.join(dir, 'missing.mmdb');
    await expect(createTestApp({ env: { MAXMIND_DB_PATH: missing } })).rejects.toThrow(
      `MAXMIND_DB_PATH=${missing} is not a readable MaxMind database (no such file)`,
    );
  });
});
