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

  it("a module reaching into another module's repository or private file", async () => {
    const [file] = fixture('apps/api/src/modules', {
      'reader.service.ts':
        "import { findParty } from '../parties/parties.repository.js';\n" +
        "import { PARTY_PDF_TEXTS } from '../parties/pdf/party-pdf.texts.js';\n" +
        "export { hitsOf } from '../sanctions/screening/hits.repository.js';\n" +
        'export const read = () => [findParty, PARTY_PDF_TEXTS];\n',
    });
    const ids = await ruleIds([file!]);
    expect(ids.filter((id) => id === 'aml-api/module-boundaries').length).toBe(3);
  });

  it('a file other than a repository querying the database', async () => {
    const [file] = fixture('apps/api/src/modules', {
      'queries.service.ts':
        "import { eq } from 'drizzle-orm';\n" +
        "import { parties } from '../../db/schema.js';\n" +
        "import { runStatement, type Db } from '../../db/client.js';\n" +
        'export const query = (db: Db) => [eq, parties, runStatement, db];\n',
    });
    const ids = await ruleIds([file!]);
    expect(ids.filter((id) => id === 'no-restricted-imports').length).toBe(3);
  });

  it("a web feature reaching into another feature's files", async () => {
    const [file] = fixture('apps/web/src/features', {
      'reader.tsx':
        "import { partyQuery } from '../parties/api/parties-api';\n" +
        "import { ScreeningPanel } from '../sanctions/components/screening-panel';\n" +
        'export const read = () => [partyQuery, ScreeningPanel];\n',
    });
    const ids = await ruleIds([file!]);
    expect(ids.filter((id) => id === 'aml-web/feature-boundaries').length).toBe(2);
  });

  it('a shared web component or helper importing a feature', async () => {
    const files = fixture('apps/web/src/components', {
      'picker.tsx':
        "import { partyQuery } from '../../features/parties';\n" +
        "import { membersQuery } from '../../features/teams/api/teams-api';\n" +
        'export const pick = () => [partyQuery, membersQuery];\n',
    });
    const helpers = fixture('apps/web/src/lib', {
      'helper.ts':
        "import { transactionKeys } from '../../features/transactions';\n" +
        'export const keys = () => transactionKeys;\n',
    });
    const ids = await ruleIds([...files, ...helpers]);
    expect(ids.filter((id) => id === 'no-restricted-imports').length).toBe(3);
  });

  it('and passes the same shapes when they keep to the rules', async () => {
    const modules = fixture('apps/api/src/modules', {
      'reader.service.ts':
        "import { requireParty } from '../parties/parties.service.js';\n" +
        "import type { PartyRow } from '../parties/index.js';\n" +
        "import { query } from './queries.repository.js';\n" +
        'export const read = (party: PartyRow) => [requireParty, query, party];\n',
      'queries.repository.ts':
        "import { eq } from 'drizzle-orm';\n" +
        "import { parties } from '../../db/schema.js';\n" +
        "import { runStatement, type Db } from '../../db/client.js';\n" +
        'export const query = (db: Db) => [eq, parties, runStatement, db];\n',
    });
    expect(await ruleIds(modules)).toEqual([]);
    const features = fixture('apps/web/src/features', {
      'reader.tsx':
        "import { partyQuery } from '../parties';\n" +
        "import { ScreeningPanel } from '../sanctions/index';\n" +
        "import { DataTable } from '../../components/data-table';\n" +
        "import { local } from './local';\n" +
        'export const read = () => [partyQuery, ScreeningPanel, DataTable, local];\n',
      'local.ts': 'export const local = 1;\n',
    });
    expect(await ruleIds(features)).toEqual([]);
    const files = fixture('apps/api/src', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
      'b.ts': 'export const b = () => 1;\n',
    });
    expect(await ruleIds(files)).toEqual([]);
  });
});
