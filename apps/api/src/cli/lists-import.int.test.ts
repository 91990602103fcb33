import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sanctionsDataPath } from '../test/sanctions-test-data.js';

const apiDir = resolve(fileURLToPath(import.meta.url), '../../..');
const run = promisify(execFile);

/** `npm run lists:import -- …` is this script under tsx, on the embedded database in DATA_DIR. */
async function listsImport(dataDir: string, ...files: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/lists-import.ts', ...files],
      { cwd: apiDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run lists:import', { timeout: 120_000 }, () => {
  it('imports list files as a new version, and refuses a malformed one naming it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aml-cli-lists-'));
    const un = sanctionsDataPath('un', 'UN_consolidated_2026-02-27.xml');
    const first = await listsImport(dataDir, un);
    expect(first.stdout).toContain('un: version 1 imported, 1003 entries (added 1003');
    expect(first.code).toBe(0);

    const broken = join(dataDir, 'uk.xml');
    writeFileSync(broken, '<?xml version="1.0"?><Designations><Designation>');
    const refused = await listsImport(dataDir, un, broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing imported: uk.xml');

    const again = await listsImport(dataDir, un);
    expect(again.stdout).toContain('un: unchanged, version 1 stays in force');
  });
});
