/**
 * How the server's log is written. pino writes one JSON object a line, which log shippers
 * (journald, Docker, Loki, …) read; a person at a terminal reads `12:04:31 WARN  message
 * key=value` better. So: JSON unless standard output is a terminal (LOG_FORMAT=auto), or as
 * LOG_FORMAT says. A small formatter instead of pino-pretty: it is a dozen lines, and
 * pino-pretty would bring its own dependencies and a worker thread for them.
 */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

type Output = { write: (text: string) => unknown; isTTY?: boolean };

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '90' },
  30: { name: 'INFO', color: '32' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '41;97' },
};

/** pino's own fields, and those this formatter writes in its own way. */
const SHOWN_APART = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'err',
  'responseTime',
]);

/**
 * The stream pino writes to for `format`, or undefined for pino's default (JSON on standard
 * output). NO_COLOR (https://no-color.org) turns colours off.
 */
export function logDestination(
  format: LogFormat,
  output: Output = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): { write: (line: string) => void } | undefined {
  const pretty = format === 'pretty' || (format === 'auto' && output.isTTY === true);
  if (!pretty) return undefined;
  const colors = output.isTTY === true && !env.NO_COLOR;
  return { write: (line) => void output.write(formatLine(line, colors)) };
}

/** One line of pino's JSON as a person reads it; a line that is not JSON as it came. */
export function formatLine(line: string, colors = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const paint = (code: string, text: string) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text);
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level), color: '0' };
  const time = typeof entry.time === 'number' ? clockTime(new Date(entry.time)) : '';
  const parts = [
    paint('90', time),
    paint(level.color, level.name.padEnd(5)),
    String(entry.msg ?? ''),
  ];

  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN_APART.has(key) || value === undefined) continue;
    parts.push(
      paint('90', `${key}=`) +
        (typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value)),
    );
  }

  let text = parts.filter(Boolean).join(' ');
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err) {
    // A warning's reason is enough; an error's stack is what whoever fixes it needs.
    const detail =
      Number(entry.level) >= 50 && err.stack
        ? err.stack
        : `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    text += `\n${detail.replace(/^/gm, '    ')}`;
  }
  return `${text}\n`;
}

function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
