// @ts-check
// The build step of `npm start`: the web app and the API are built when their output is
// missing or older than a source. Kept apart from the launcher so that `npm start` loads
// nothing it does not need before the server (start-up target P9).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this module belongs to. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the given files and of the files under the given folders. */
function newest(/** @type {string[]} */ sources) {
  let latest = 0;
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const source of sources) {
    if (!existsSync(source)) continue;
    // A source may be a single file (apps/web/index.html): reading it as a folder was the
    // ENOTDIR that made npm start fail on every fresh clone.
    const stat = statSync(source);
    if (stat.isDirectory()) walk(source);
    else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

/** What `npm start` builds, each when its output is missing or older than a source. */
function buildTargets(/** @type {string} */ root) {
  const shared = ['packages/shared/src', 'packages/shared/package.json'];
  const inRoot = (/** @type {string[]} */ sources) =>
    sources.map((source) => path.join(root, source));
  return [
    {
      name: 'web app',
      workspace: 'apps/web',
      output: path.join(root, 'apps/web/dist/index.html'),
      sources: inRoot([
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        'apps/web/package.json',
        ...shared,
      ]),
    },
    {
      name: 'API',
      workspace: 'apps/api',
      output: path.join(root, 'apps/api/dist/main.js'),
      sources: inRoot(['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared]),
    },
  ];
}

/**
 * Builds the web app and the API where their output is missing or older than their sources.
 * A SIGTERM or SIGINT meanwhile stops the build (npm, its shell and the bundler: the whole
 * process group) and this process with it, so nothing goes on building after a stop.
 */
export async function buildIfStale({ root = ROOT, log = console.log } = {}) {
  for (const target of buildTargets(root)) {
    const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    if (builtAt > newest(target.sources)) continue;
    log(`Building the ${target.name}…`);
    const build = spawn('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      // What is built is what users run, whoever starts it: a test runner's NODE_ENV=test
      // would give the web app React's development build, kept then by `npm start`.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const stop = (/** @type {NodeJS.Signals} */ signal) => {
      if (build.pid) process.kill(-build.pid, signal);
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    };
    process.on('SIGTERM', stop).on('SIGINT', stop);
    const code = await new Promise((resolve) => build.on('exit', (exit) => resolve(exit ?? 1)));
    process.off('SIGTERM', stop).off('SIGINT', stop);
    if (code !== 0) throw new Error(`The ${target.name} could not be built (exit code ${code}).`);
  }
}
