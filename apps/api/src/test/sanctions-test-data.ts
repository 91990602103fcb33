import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');

/**
 * The real list files live outside the repository, in the workplace's shared folder beside it
 * (../shared/sanctions-data, licences in its SOURCES.md), and are never copied in. A clone
 * elsewhere (a CI checkout in /tmp) names the folder with SANCTIONS_DATA_DIR, or finds the
 * workplace's own at /work/shared. Tests fail, not skip, when it is missing.
 */
function findSanctionsData(): string {
  const candidates = [
    process.env.SANCTIONS_DATA_DIR,
    resolve(REPO_ROOT, '../shared/sanctions-data'),
    resolve(dirname(REPO_ROOT), '../shared/sanctions-data'),
    '/work/shared/sanctions-data',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `Sanctions test data not found (looked in ${candidates.join(', ')}). The parser tests read the real OFAC/UN/EU/UK files of the shared folder; set SANCTIONS_DATA_DIR to it.`,
    );
  }
  return found;
}

export const SANCTIONS_DATA = findSanctionsData();

export function sanctionsDataPath(...parts: string[]): string {
  const path = resolve(SANCTIONS_DATA, ...parts);
  if (!existsSync(path)) throw new Error(`Sanctions test file missing: ${path}`);
  return path;
}
