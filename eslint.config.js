import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = path.dirname(fileURLToPath(import.meta.url));
const API_SRC = path.join(REPOSITORY_ROOT, 'apps/api/src');
const WEB_SRC = path.join(REPOSITORY_ROOT, 'apps/web/src');
/** Builds each module's long-lived parts (routes, loops, batchers, caches) and names their types. */
const API_COMPOSITION_ROOT = new Set(
  ['app.ts', 'app-deps.ts'].map((name) => path.join(API_SRC, name)),
);

/**
 * A rule that keeps the folders under `root` (the API's modules, the web's features) apart: a
 * file of one folder reaches another folder only through the files `isPublic(name, target,
 * folder)` allows, unless `composes(file, name)` (a composition root) lets it reach further.
 */
function folderBoundaries({ root, isPublic, composes, hint }) {
  const folderOf = (file) => {
    const relative = path.relative(root, file);
    return relative.startsWith('..') || path.isAbsolute(relative)
      ? null
      : relative.split(path.sep)[0];
  };
  return {
    meta: {
      type: 'problem',
      messages: { private: `'{{target}}' is private to {{folder}}: ${hint}` },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const own = folderOf(file);
      function check(source) {
        if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source.value);
        const folder = folderOf(target);
        if (folder === null || folder === own) return;
        const name = path.basename(target).replace(/\.(js|ts|tsx)$/, '');
        if (isPublic(name, target, path.join(root, folder)) || composes(file, name)) return;
        context.report({
          node: source,
          messageId: 'private',
          data: { folder, target: path.relative(root, target) },
        });
      }
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/**
 * A module is reached from outside only through its index.ts (what other modules may read and
 * name) and its services (*.service.ts, its use cases); its repositories and every other file
 * are its own. The composition root may import any file of a module but its repositories.
 */
const moduleBoundaries = folderBoundaries({
  root: path.join(API_SRC, 'modules'),
  isPublic: (name, target, folder) =>
    (name === 'index' && path.dirname(target) === folder) || name.endsWith('.service'),
  composes: (file, name) => API_COMPOSITION_ROOT.has(file) && !name.endsWith('.repository'),
  hint: 'import its index.ts or a *.service.ts (docs/ARCHITECTURE.md, Boundaries).',
});

/**
 * A feature is reached from another only through its index.ts; the router (app.tsx), which
 * loads each feature's pages lazily, may import any of their files.
 */
const featureBoundaries = folderBoundaries({
  root: path.join(WEB_SRC, 'features'),
  isPublic: (name, target, folder) =>
    target === folder || (name === 'index' && path.dirname(target) === folder),
  composes: (file) => file === path.join(WEB_SRC, 'app.tsx'),
  hint: 'import what it offers from its index.ts (docs/ARCHITECTURE.md, Boundaries).',
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/meta/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    // No import cycles between files (type-only imports aside: they vanish at run time).
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are read as TypeScript too, or a cycle through .ts files goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features reach each other only through their index.ts (featureBoundaries).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'aml-web': { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'aml-web/feature-boundaries': 'error' },
  },
  {
    // Shared components and helpers serve every feature and so depend on none.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/features'],
              message:
                'src/components and src/lib serve every feature and import none: move the piece into the feature, or pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules reach each other only through their index.ts and services (moduleBoundaries).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { 'aml-api': { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'aml-api/module-boundaries': 'error' },
  },
  {
    // Only repositories (and the database layer, migrations and tests) query the database:
    // Drizzle, the schema and the raw-statement runners are theirs.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/api/src/db/**', '**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.js'],
              message: 'Only repositories query the database: move the query into one.',
            },
            {
              group: ['**/db/client.js'],
              importNames: ['runStatement', 'queryRows', 'preparedOnce', 'isoInstant'],
              message: 'Only repositories query the database: move the statement into one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Engines are pure: no HTTP, database or module imports (docs/ARCHITECTURE.md).
    files: ['apps/api/src/engines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'fastify',
            '@fastify/*',
            'drizzle-orm*',
            'pg',
            '@electric-sql/*',
            '**/db/**',
            '**/modules/**',
            '**/plugins/**',
            '**/app-deps.js',
          ],
        },
      ],
    },
  },
);
