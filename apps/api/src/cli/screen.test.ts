/** The `npm run screen` command (apps/api/src/cli/screen.ts), run as a process on a temp folder. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = resolve(fileURLToPath(import.meta.url), '../screen.ts');
let folder: string;

function runCli(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The answers on stdout, one JSON object per line. */
const answersOf = (result: { stdout: string }) =>
  result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

function runScreen(queries: string) {
  const input = join(folder, 'queries.jsonl');
  writeFileSync(input, queries);
  return runCli(['--lists', join(folder, 'lists'), '--in', input]);
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'screen-cli-'));
  const lists = join(folder, 'lists');
  mkdirSync(lists);
  writeFileSync(
    join(lists, 'own-list.csv'),
    'id,name,type,birth_date,country\nc1,Władimir Putin,person,1952-10-07,RU\nc2,Acme Trading sp. z o.o.,organization,,PL\n',
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('screen CLI', () => {
  it('answers one JSON line per query with the hits at the default threshold and a summary', () => {
    const result = runScreen(
      [
        '{"id":"q1","name":"Vladimir Putin","type":"person","birth_date":"1952","country":"RU"}',
        '',
        '{"id":2,"name":"Jan Nowak","type":"any"}',
        '{"id":"q3","name":"ACME Trading LLC","type":"company"}',
      ].join('\n'),
    );
    expect(result.status, result.stderr).toBe(0);
    const answers = answersOf(result);
    expect(answers).toHaveLength(3);
    expect(answers[0]).toMatchObject({
      id: 'q1',
      hits: [{ list: 'custom', entry_id: 'c1', name: 'Władimir Putin' }],
    });
    expect(answers[0].hits[0].score).toBeGreaterThan(0.9);
    expect(answers[1]).toMatchObject({ id: 2, hits: [] });
    expect(answers[2].hits.map((h: { entry_id: string }) => h.entry_id)).toEqual(['c2']);
    expect(typeof answers[0].ms).toBe('number');
    expect(result.stderr).toMatch(
      /3 queries against 2 entries \(2 names\).*3 names p50 [\d.]+, p95 [\d.]+, p99 [\d.]+; 0 texts/,
    );
  }, 30_000);

  it('screens lines with a "text" as transaction descriptions, beside the names', () => {
    const result = runScreen(
      [
        '{"id":"t1","text":"Przelew dla Władimira Putina za usługi"}',
        '{"id":"t2","text":"Wymiana PLN na EUR w kasie"}',
        '{"id":"t3","text":"Darowizna od Constructora Guadalest S.A."}',
        '{"id":"q1","name":"Vladimir Putin","type":"person"}',
      ].join('\n'),
    );
    expect(result.status, result.stderr).toBe(0);
    const answers = answersOf(result);
    expect(answers.map((a: { id: string }) => a.id)).toEqual(['t1', 't2', 't3', 'q1']);
    expect(answers[0].hits).toMatchObject([{ entry_id: 'c1' }]);
    expect(answers[1].hits).toEqual([]);
    expect(answers[2].hits).toEqual([]);
    expect(answers[3].hits).toMatchObject([{ entry_id: 'c1' }]);
    expect(result.stderr).toMatch(/1 names p50 [\d.]+, p95 [\d.]+, p99 [\d.]+; 3 texts p50 [\d.]+/);
  }, 30_000);

  it('answers --help with its usage, and a wrong argument with one line and exit code 2', () => {
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run -s screen -- --lists DIR/);
    expect(help.stdout).toMatch(/"text": "Przelew dla/);
    const wrong = runCli(['--list', 'x']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^error: Unknown option '--list'/);
    expect(wrong.stderr).not.toMatch(/\n\s+at /);
    const missing = runCli(['--lists', folder]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^error: --in QUERIES.jsonl is missing/);
  }, 30_000);

  it('refuses a bad input line, naming it, with a non-zero exit and no answers', () => {
    const result = runScreen(
      '{"id":"q1","name":"Jan Nowak","type":"person"}\n{"id":"q2","name":"X","type":"vessel"}\n',
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /queries\.jsonl line 2: "type" must be one of person, company, any/,
    );
    expect(runScreen('not json\n').stderr).toMatch(/line 1: not valid JSON/);
    expect(runScreen('{"id":1,"text":""}\n').stderr).toMatch(
      /line 1: "text" must be a non-empty string/,
    );
  }, 30_000);
});
