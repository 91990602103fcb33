// Mutation testing of the rules that decide (docs/mutation-testing.md): `npm run test:mutation`,
// or one group: `MUTATION_GROUP=matcher npm run test:mutation`. Slow, so neither `npm test`
// nor CI runs it.

/** The files mutated, by group; the tests are those of vitest.mutation.config.ts. */
const GROUPS = {
  // Who sees and edits a record, who works on an alert.
  policies: [
    'apps/api/src/policies/record.policy.ts',
    'apps/api/src/modules/alerts/alerts.policy.ts',
  ],
  // The rule kinds of parties and transactions.
  rules: [
    'apps/api/src/engines/risk-rules/kinds/**/*.ts',
    '!apps/api/src/engines/risk-rules/kinds/**/*.test.ts',
    '!apps/api/src/engines/risk-rules/kinds/**/test-facts.ts',
  ],
  audit: ['apps/api/src/modules/audit/audit-chain.ts'],
  // Money and deadlines.
  money: [
    'apps/api/src/modules/exchange-rates/conversion.ts',
    'packages/shared/src/format.ts',
    'apps/api/src/engines/risk-rules/giif-deadline.ts',
    'apps/api/src/engines/risk-rules/calendar.ts',
  ],
  // The matcher's scoring.
  matcher: [
    'apps/api/src/engines/sanctions-matching/compare-names.ts',
    'apps/api/src/engines/sanctions-matching/token-similarity.ts',
    'apps/api/src/engines/sanctions-matching/name-alignment.ts',
    'apps/api/src/engines/sanctions-matching/qualifiers.ts',
    'apps/api/src/engines/sanctions-matching/hit-assembly.ts',
  ],
};
const group = process.env.MUTATION_GROUP;
if (group && !GROUPS[group]) throw new Error(`MUTATION_GROUP: one of ${Object.keys(GROUPS)}`);
const report = `reports/mutation/${group ?? 'all'}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: group ? GROUPS[group] : Object.values(GROUPS).flat(),
  // The sandbox holds only what these tests read; node_modules is linked, not copied.
  ignorePatterns: [
    '**',
    '!package.json',
    '!tsconfig.base.json',
    '!vitest.mutation.config.ts',
    '!apps/api/package.json',
    '!apps/api/tsconfig.json',
    '!apps/api/src/**',
    '!packages/shared/package.json',
    '!packages/shared/tsconfig.json',
    '!packages/shared/src/**',
  ],
  // Module-level constants (reference lists, tables) would each need a whole fresh test run:
  // hours on two cores. They are left out of the score (docs/mutation-testing.md).
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `${report}/index.html` },
  jsonReporter: { fileName: `${report}/mutation.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
