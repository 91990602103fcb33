import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node.js version the README names', () => {
  it('is supported by every locked package, so `npm ci` prints no EBADENGINE warning', () => {
    // The oldest Node the project supports (package.json "engines", the README's 20.19).
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    expect(oldest).toBe('20.19.0');
    const unsupported = Object.entries(lock.packages)
      .map(([path, entry]) => ({
        path,
        version: entry.version,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !semver.satisfies(oldest, node));
    // A dependency that wants a newer Node: pin one that does not (package.json "overrides",
    // see docs/decisions), or raise "engines" and the README together.
    expect(unsupported).toEqual([]);
  });
});
