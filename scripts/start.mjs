// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates the database and serves the API and the web app on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.join(root, 'packages/shared/src');

/** Newest modification time of the files under the given folders. */
function newest(...dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.filter(existsSync).forEach(walk);
  return latest;
}

const targets = [
  {
    name: 'web app',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [
      path.join(root, 'apps/web/src'),
      path.join(root, 'apps/web/public'),
      path.join(root, 'apps/web/index.html'),
      shared,
    ],
    workspace: 'apps/web',
  },
  {
    name: 'API',
    output: path.join(root, 'apps/api/dist/main.js'),
    sources: [path.join(root, 'apps/api/src'), shared],
    workspace: 'apps/api',
  },
];

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  if (builtAt > newest(...target.sources)) continue;
  console.log(`Building the ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process, so the signals npm forwards (Ctrl+C, SIGTERM) reach it.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
