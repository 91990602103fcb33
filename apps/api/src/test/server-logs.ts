/** A server process as the launcher answers it: here, its output so far. */
type LoggingServer = { logs: () => string };

/**
 * The code of the first link to `path` the servers logged (their e-mail without SMTP is only
 * logged), waited for up to 20 seconds.
 */
export async function linkCodeInLogs(servers: LoggingServer[], path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}([\\w-]+)`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const logs = servers.map((server) => server.logs()).join('\n');
    const code = logs.match(pattern)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no link to ${path} in the logs: ${logs}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
