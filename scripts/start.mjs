// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates the database and serves the API and the web app on one port).
//
// The server runs in this process, and the start script execs it (`exec node …`): npm runs a
// script through `sh -c`, and dash neither execs a lone command nor forwards signals, so
// without the exec a SIGTERM sent to npm (as a service manager stops it) killed only the shell
// and left the server running. Now npm's forwarded SIGTERM or Ctrl+C reaches the server, and npm
// exits once it has shut down.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

// Node.js 22.1 and later keep the compiled code of every module on disk between starts (the
// start-up target P9); Node.js 20 has no such cache.
module.enableCompileCache?.();

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Stack traces name apps/api/dist/main.js (an unminified bundle). Source maps are left off:
// Node would read and parse the maps of every module loaded, 233 files and 5 MB of them (most
// of node_modules'), which cost a start 0.2 s of CPU (target P9). NODE_OPTIONS=--enable-source-maps
// maps them to the TypeScript sources when wanted.
await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/main.js')).href);
