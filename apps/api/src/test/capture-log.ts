import type { FastifyBaseLogger } from 'fastify';

export type LoggedLine = { level: string; message: string; fields: Record<string, unknown> };

/**
 * A logger that keeps what is logged, as pino is called (`log.warn(fields?, message)`): for
 * tests of what a background job says, and how often.
 */
export function captureLog() {
  const lines: LoggedLine[] = [];
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      if (typeof first === 'string') lines.push({ level, message: first, fields: {} });
      else
        lines.push({
          level,
          message: String(second ?? ''),
          fields: first as Record<string, unknown>,
        });
    };
  const log = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  /** The lines at `level` and above that a reader of the log at the default level sees. */
  const seen = () => lines.filter((line) => !['debug', 'trace'].includes(line.level));
  return { log, lines, seen, clear: () => void lines.splice(0) };
}
