import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../../../../../scripts/launcher.mjs';
import { createServerDatabase, queryDatabase } from '../../test/server-database.js';

/**
 * Retries after a crash (issue 28 item 7), with the server as users run it: a process on a
 * PostgreSQL database, killed in the middle of a burst of creations. Every request that got
 * no answer is sent again with its Idempotency-Key until it gets one; each must leave exactly
 * one transaction. Needs a server database (DATABASE_URL: CI's PostgreSQL pass).
 */
const serverUrl = process.env.DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-retry-'));
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stopAllServers();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const BURST = 48;

describe.skipIf(!serverUrl)('retrying creations after the server was killed', () => {
  it('leaves exactly one transaction per request', async () => {
    const database = await createServerDatabase(serverUrl!);
    dropDatabase = database.drop;
    const launch = () =>
      startServer({
        command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
        cwd: apiDir,
        dataDir,
        env: { DATABASE_URL: database.url, IDEMPOTENCY_TAKEOVER_SECONDS: '2' },
      });
    const first = await launch();

    type Body = { token?: string; code?: string; party?: { code: string } };
    const call = (base: string, url: string, body: object, headers: Record<string, string>) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Body,
      }));
    const account = { email: 'kasjer@kantor.example.pl', password: 'Kantor-2026-kasa' };
    expect((await call(first.url, '/int/user', account, {})).status).toBe(201);
    await queryDatabase(database.url, 'update users set email_verified_at = now()');
    const { token } = (await call(first.url, '/int/login', account, {})).body;
    const auth = { authorization: `Bearer ${token}` };
    const team = (await call(first.url, '/int/teams', { name: 'Kantor' }, auth)).body;
    await call(first.url, '/int/teams/change', { code: team.code }, auth);
    const { party } = (
      await call(
        first.url,
        '/int/parties',
        { type: 'individual', first_name: 'Jan', last_name: 'Kowalski' },
        auth,
      )
    ).body;

    const requests = Array.from({ length: BURST }, (_, i) => ({
      key: randomUUID(),
      body: {
        type: 'buyer_fiat',
        amount: String(1000 + i),
        currency: 'PLN',
        booked_at: '2026-11-21T11:30:00+01:00',
        payment_method: 'cash',
        parties: [{ party_code: party!.code, role: 'buyer' }],
      },
    }));
    const send = (base: string, request: (typeof requests)[number]) =>
      call(base, '/int/transactions', request.body, {
        ...auth,
        'idempotency-key': request.key,
      }).catch(() => null);

    // The burst, killed once a third of it is stored: some committed, not all answered.
    const answers = requests.map((request) => send(first.url, request));
    const storedCount = async () =>
      Number(
        (
          await queryDatabase<{ count: string }>(
            database.url,
            'select count(*) from transactions where deleted_at is null',
          )
        )[0]!.count,
      );
    while ((await storedCount()) < BURST / 3) await new Promise((r) => setTimeout(r, 2));
    process.kill(first.pid, 'SIGKILL');
    const firstAnswers = await Promise.all(answers);
    const unanswered = firstAnswers.filter((answer) => answer === null).length;
    expect(unanswered, 'the kill came too late to cut anything short').toBeGreaterThan(0);

    const second = await launch();
    const codes = await Promise.all(
      requests.map(async (request, i) => {
        let answer = firstAnswers[i];
        for (let attempt = 0; answer?.status !== 201 && attempt < 40; attempt += 1) {
          if (answer) await new Promise((resolve) => setTimeout(resolve, 250));
          answer = await send(second.url, request);
        }
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(201);
        // A retry of a request that did answer gets the same transaction.
        const again = await send(second.url, request);
        expect(again?.body.code).toBe(answer!.body.code);
        return answer!.body.code!;
      }),
    );

    expect(new Set(codes).size).toBe(BURST);
    expect(await storedCount()).toBe(BURST);
    await second.stop();
  }, 180_000);
});
