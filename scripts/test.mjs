// `npm test`: every test of the project. The start-up test, the unit and the API integration
// tests always run; the browser tests run against the production build when a Chromium is
// found, and are required (missing Chromium fails) when E2E_REQUIRED=1, as in CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const chromium = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
const required = process.env.E2E_REQUIRED === '1';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The README's first command before anything else: `npm start` in a fresh copy of the
// repository, stopped with SIGTERM and started again (scripts/start.test.ts).
run('npx', ['vitest', 'run', '--project', 'scripts']);
run('npx', ['vitest', 'run', '--project', 'shared', '--project', 'api', '--project', 'web']);

if (!chromium) {
  const how =
    'Browser tests need Chromium: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.';
  if (required) {
    console.error(`\nE2E_REQUIRED=1 but no Chromium was found. ${how}`);
    process.exit(1);
  }
  console.warn(
    `\n*** The browser (end-to-end) tests were SKIPPED: no Chromium found. ${how} ***\n`,
  );
  process.exit(0);
}

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--project', 'e2e'], { CHROMIUM_PATH: chromium });
