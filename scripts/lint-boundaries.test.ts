/**
 * The lint's boundary rules (eslint.config.js) fail on a deliberate violation: each case writes
 * small files where the rule applies, lints them with the project's own configuration, and
 * expects the rule's error. A rule that matched nothing (as the web features pattern once did)
 * would leave its case green-less.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const written: string[] = [];

/** Writes `files` (relative path → source) under a fresh folder in `where`, answers their paths. */
function fixture(where: string, files: Record<string, string>): string[] {
  const folder = path.join(root, where, `lint-fixture-${process.pid}-${written.length}`);
  mkdirSync(folder, { recursive: true });
  written.push(folder);
  return Object.entries(files).map(([name, source]) => {
    const file = path.join(folder, name);
    writeFileSync(file, source);
    return file;
  });
}

async function ruleIds(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? ''));
}

afterEach(() => {
  for (const folder of written.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the lint fails on a broken boundary', () => {
  it('an import cycle between two files', async () => {
    const files = fixture('apps/api/src', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a();\n",
    });
    expect(await ruleIds(files)).toContain('import-x/no-cycle');
  });

  it('an engine importing the database, HTTP or a module', async () => {
    const [file] = fixture('apps/api/src/engines', {
      'impure.ts':
        "import { sql } from 'drizzle-orm';\nimport type { FastifyInstance } from 'fastify';\n" +
        "import type { AppDeps } from '../../app-deps.js';\n" +
        'export const impure = (app: FastifyInstance, deps: AppDeps) => [sql, app, deps];\n',
    });
    const ids = await ruleIds([file!]);
    expect(ids.filter((id) => id === 'no-restricted-imports').length).toBe(3);
  });

  it('and passes the same shapes when they keep to the rules', async () => {
    const files = fixture('apps/api/src', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
      'b.ts': 'export const b = () => 1;\n',
    });
    expect(await ruleIds(files)).toEqual([]);
  });
});
