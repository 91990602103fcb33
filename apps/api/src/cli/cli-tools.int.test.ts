import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = resolve(fileURLToPath(import.meta.url), '../../..');
const run = promisify(execFile);

/** A tool of src/cli under tsx, as `npm run …` starts it, on the embedded database. */
async function tool(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}`, ...args],
      { cwd: apiDir, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A stack frame, as node prints them: what a user must never be shown for their own slip. */
const STACK_FRAME = /^\s+at /m;

const tools = [
  { script: 'lists-import.ts', name: 'npm run lists:import --', usage: 'FILE_OR_FOLDER…' },
  { script: 'audit-verify.ts', name: 'npm run audit:verify --', usage: 'npm run audit:verify' },
];

describe.each(tools)('$script', { timeout: 60_000 }, ({ script, name, usage }) => {
  it('prints its usage on --help and exits 0', async () => {
    const result = await tool(script, ['--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Usage: /);
    expect(result.stdout).toContain(usage);
    expect(result.stdout).toContain('DATA_DIR');
  });

  it('answers an unknown option with one line and the hint to --help, exit code 2', async () => {
    const result = await tool(script, ['--frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `error: Unknown option '--frobnicate'\nRun '${name} --help' for the usage.\n`,
    );
  });

  it('says in one line that the data folder is in use, and by whom', async () => {
    const dataDir = tempFolder('aml-cli-busy-');
    mkdirSync(join(dataDir, 'pgdata'));
    // This test's process is alive and is not the tool: the tool must refuse the folder.
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid));
    const result = await tool(script, script === 'lists-import.ts' ? [dataDir] : [], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^error: The data folder .* is in use by process ${process.pid} \\(.+\\): stop`),
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(STACK_FRAME);
  });
});

describe('the tools on a wrong setting or file', { timeout: 60_000 }, () => {
  it('lists:import names a missing file; audit:verify a folder without a database', async () => {
    const dataDir = tempFolder('aml-cli-missing-');
    const missing = await tool('lists-import.ts', [join(dataDir, 'nope.xml')], {
      DATA_DIR: dataDir,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`error: ${join(dataDir, 'nope.xml')}: no such file or folder\n`);

    const empty = await tool('audit-verify.ts', [], { DATA_DIR: join(dataDir, 'typo') });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/^error: There is no database in .*typo \(DATA_DIR\)/);
    expect(empty.stderr).not.toMatch(STACK_FRAME);
  });

  it('a wrong setting names the variable, not its value, in one line', async () => {
    const result = await tool('audit-verify.ts', [], {
      DATABASE_URL: 'postgres://aml:s3cret@127.0.0.1:1/aml',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: Cannot connect to the PostgreSQL server of DATABASE_URL \(aml@127\.0\.0\.1:1\/aml\): connect ECONNREFUSED/,
    );
    expect(result.stderr).not.toContain('s3cret');
    expect(result.stderr).not.toMatch(STACK_FRAME);

    const invalid = await tool('audit-verify.ts', [], { PORT: 'eighty' });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^error: Invalid configuration: PORT: /);
    expect(invalid.stderr.trim().split('\n')).toHaveLength(1);
  });
});
