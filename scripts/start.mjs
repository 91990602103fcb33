// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates the database and serves the API and the web app on one port).
//
// The server runs in this process, and the start script execs it (`exec node …`): npm runs a
// script through `sh -c`, and dash neither execs a lone command nor forwards signals, so
// without the exec a SIGTERM sent to npm (as a service manager stops it) killed only the shell
// and left the server running. Now npm's forwarded SIGTERM or Ctrl+C reaches the server, and npm
// exits once it has shut down.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './launcher.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/main.js')).href);
