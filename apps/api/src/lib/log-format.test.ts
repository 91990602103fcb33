import { describe, expect, it } from 'vitest';
import { formatLine, logDestination } from './log-format.js';

const at = new Date(2026, 2, 2, 9, 5, 7).getTime();
const line = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ time: at, pid: 1, hostname: 'vm', ...fields })}\n`;

describe('logDestination', () => {
  it('writes JSON (pino’s own) unless the output is a terminal or LOG_FORMAT says pretty', () => {
    const written: string[] = [];
    const pipe = { write: (text: string) => written.push(text), isTTY: false };
    expect(logDestination('auto', pipe)).toBeUndefined();
    expect(logDestination('json', { ...pipe, isTTY: true })).toBeUndefined();

    logDestination('auto', { ...pipe, isTTY: true }, { NO_COLOR: '1' })!.write(
      line({ level: 30, msg: 'ready' }),
    );
    logDestination('pretty', pipe)!.write(line({ level: 40, msg: 'slow' }));
    expect(written).toEqual(['09:05:07 INFO  ready\n', '09:05:07 WARN  slow\n']);
  });

  it('colours the level at a terminal, unless NO_COLOR', () => {
    const written: string[] = [];
    const tty = { write: (text: string) => written.push(text), isTTY: true };
    logDestination('auto', tty, {})!.write(line({ level: 50, msg: 'x' }));
    expect(written[0]).toContain('\x1b[31mERROR\x1b[0m');
  });
});

describe('formatLine', () => {
  it('writes a request as method, path, status and time, other fields as key=value', () => {
    expect(
      formatLine(
        line({
          level: 30,
          reqId: 'req-1',
          req: { method: 'GET', url: '/int/user', remoteAddress: '127.0.0.1' },
          res: { statusCode: 200 },
          responseTime: 3.14159,
          msg: 'request completed',
        }),
      ),
    ).toBe('09:05:07 INFO  request completed GET /int/user 200 3.1 ms\n');
    expect(
      formatLine(line({ level: 30, msg: 'ready', kind: 'PGlite', database: 'in ./data', n: 2 })),
    ).toBe('09:05:07 INFO  ready kind=PGlite database="in ./data" n=2\n');
  });

  it("gives a warning's error its reason and an error's its stack, indented", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main (main.ts:1:1)' };
    expect(formatLine(line({ level: 40, msg: 'failed', err }))).toBe(
      '09:05:07 WARN  failed\n    Error: boom\n',
    );
    expect(formatLine(line({ level: 50, msg: 'failed', err }))).toBe(
      '09:05:07 ERROR failed\n    Error: boom\n        at main (main.ts:1:1)\n',
    );
  });

  it('passes a line that is not JSON through as it came', () => {
    expect(formatLine('plain text\n')).toBe('plain text\n');
  });
});
