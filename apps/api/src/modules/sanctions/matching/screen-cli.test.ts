/** The `npm run screen` command (apps/api/src/cli/screen.ts), run as a process on a temp folder. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = resolve(fileURLToPath(import.meta.url), '../../../../cli/screen.ts');
let folder: string;

function runScreen(queries: string) {
  const input = join(folder, 'queries.jsonl');
  writeFileSync(input, queries);
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', CLI, '--lists', join(folder, 'lists'), '--in', input],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
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
    const answers = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
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
      /3 queries against 2 entries \(2 names\).*p50 [\d.]+, p95 [\d.]+, p99 [\d.]+/,
    );
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
  }, 30_000);
});
