import { freePort, startServer as launch } from '../../scripts/launcher.mjs';

export type RunningServer = { url: string; logs: () => string; stop: () => Promise<void> };

/**
 * The server as `npm start` runs it (building what is stale), on a fresh embedded database.
 * Stopping it fails the test file when it does not shut down cleanly after SIGTERM.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // E-mailed links must lead to where the browser reaches the server.
  const server = await launch({ port, env: { PUBLIC_URL: url, ...env } });
  return {
    url,
    logs: server.logs,
    stop: async () => {
      const { code, signal, ms, killed, leftBehind } = await server.stop();
      if (code !== 0 || killed || leftBehind) {
        throw new Error(
          `The server did not stop cleanly (exit ${signal ?? code} after ${ms} ms):\n` +
            server.logs().slice(-4000),
        );
      }
    },
  };
}
