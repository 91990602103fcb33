import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { NbpUnavailableError, type NbpClient } from './nbp-client.js';
import { createRatesUpdater } from './rates.service.js';

const clock = createTestClock(new Date('2025-12-20T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

/** NBP as the test scripts it: each run takes the next answer (an error or a table). */
function scriptedNbp(answers: Array<Error | 'table'>): NbpClient {
  return {
    fetchTables: async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return {
        rows: [
          {
            currency: 'EUR',
            effective_date: '2025-12-19',
            table_no: '245/A/NBP/2025',
            mid: '4.2200',
          },
        ],
        checkedThrough: '2025-12-19',
      };
    },
  };
}

function updater(client: NbpClient, enabled = true) {
  const captured = captureLog();
  const loop = createRatesUpdater({
    db: t.deps.db,
    clock,
    log: captured.log,
    client,
    onEurCompleted: async () => {},
    enabled,
    manualEntryUrl: 'http://app.test/dashboard/admin/exchange-rates',
  });
  return { loop, ...captured };
}

describe('the hourly NBP job', () => {
  it('logs an outage once, again only when its reason changes, and its end', async () => {
    const offline = () => new NbpUnavailableError('NBP is unreachable: host name not resolved');
    const { loop, seen } = updater(
      scriptedNbp([
        offline(),
        offline(),
        offline(),
        new NbpUnavailableError('NBP answered 400: ?'),
        'table',
        offline(),
      ]),
    );
    for (let hour = 0; hour < 3; hour += 1) expect(await loop.runOnce()).toBeNull();
    // Three hours offline: one line, which says what to do instead, and no stack.
    expect(seen()).toHaveLength(1);
    expect(seen()[0]).toMatchObject({ level: 'warn', fields: {} });
    expect(seen()[0]!.message).toBe(
      'NBP exchange rates cannot be fetched: NBP is unreachable: host name not resolved. ' +
        'EUR values wait for rates: an administrator can enter them or import a CSV on ' +
        'http://app.test/dashboard/admin/exchange-rates, or set NBP_FETCH_ENABLED=false to ' +
        'stop trying. Tried again every hour; logged again when this changes.',
    );

    await loop.runOnce();
    expect(seen()).toHaveLength(2);
    expect(seen()[1]!.message).toContain('fetched: NBP answered 400: ?. EUR');

    expect(await loop.runOnce()).toMatchObject({ stored: 1 });
    expect(
      seen()
        .slice(2)
        .map((line) => line.message),
    ).toEqual([
      'NBP exchange rates can be fetched again (was: NBP answered 400: ?)',
      'NBP exchange rates updated',
    ]);

    // A new outage after the recovery is news again.
    await loop.runOnce();
    expect(seen()).toHaveLength(5);
    expect(seen()[4]!.level).toBe('warn');
  });

  it('says once at start that it is off, and how rates are entered', async () => {
    const { loop, seen } = updater(scriptedNbp([]), false);
    loop.start();
    await loop.stop();
    expect(seen()).toEqual([
      {
        level: 'info',
        fields: {},
        message:
          'NBP exchange rates are not fetched (NBP_FETCH_ENABLED=false): an administrator can ' +
          'enter them or import a CSV on http://app.test/dashboard/admin/exchange-rates',
      },
    ]);
  });
});
