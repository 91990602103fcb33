import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = resolve(fileURLToPath(import.meta.url), '../../..');
const rootDir = resolve(apiDir, '../..');
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

/** A benchmark's entry point as `npm run bench…` starts it (under tsx), killed after 30 s. */
async function bench(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `bench/${script}`, ...args],
      // A broken check would start the benchmark itself: the timeout ends it and fails the test.
      { cwd: rootDir, env: { ...process.env, ...env }, timeout: 30_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const benchmarks: Array<{ script: string; name: string; bad: Record<string, string> }> = [
  { script: 'run.mjs', name: 'npm run bench --', bad: { BENCH_DURATION: 'soon' } },
  {
    script: 'transaction-rules.mjs',
    name: 'npm run bench:rules --',
    bad: { BENCH_REPORTABLE_SHARE: '2' },
  },
  {
    script: 'parties-import.mjs',
    name: 'npm run bench:import --',
    bad: { BENCH_IMPORT_ROWS: '1e3.5' },
  },
  { script: 'backtest.mjs', name: 'npm run bench:backtest --', bad: { DATABASE_URL: '' } },
  {
    script: 'transactions-search.mjs',
    name: 'npm run bench:transactions --',
    bad: { DATABASE_URL: 'postgres://127.0.0.1:1/x', BENCH_TRANSACTIONS: 'many' },
  },
  { script: 'sanctions-screening.mjs', name: 'npm run bench:sanctions --', bad: {} },
];

describe.each(benchmarks)('bench/$script', { timeout: 90_000 }, ({ script, name, bad }) => {
  it('prints its usage and settings on --help, starting nothing', async () => {
    const result = await bench(script, ['--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Usage: /);
    expect(result.stdout).toContain(name.replace(/ --$/, ''));
  });

  it('answers a wrong argument or setting with one line and the hint, exit code 2', async () => {
    const result = await bench(script, Object.keys(bad).length ? [] : ['extra'], bad);
    expect(result.code).toBe(2);
    const [problem, hint, ...rest] = result.stderr.trim().split('\n');
    expect(problem).toMatch(
      Object.keys(bad).length
        ? new RegExp(`^error: (${Object.keys(bad).join('|')}) (must be|is not set)`)
        : /^error: unexpected argument 'extra'$/,
    );
    expect(hint).toBe(`Run '${name} --help' for the usage.`);
    expect(rest).toEqual([]);
    expect(result.stdout).toBe('');
  });
});
