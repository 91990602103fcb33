import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  inNewTeam,
  joinTeam,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

const person = (last_name: string) => ({ type: 'individual', first_name: 'Anna', last_name });

const post = (url: string, headers: AuthHeaders, payload: object, key?: string) =>
  env.t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

async function partiesNamed(headers: AuthHeaders, last_name: string) {
  const found = await env.call('POST', '/int/parties/search', headers, { text: last_name });
  return found.json<{ total: number }>().total;
}

/** Makes a key's request look as if its process died after committing, before answering. */
async function forgetAnswer(key: string) {
  await env.t.deps.db.execute(
    sql`update idempotency_keys set status = null, response = null where key = ${key}`,
  );
}

describe('Idempotency-Key on creations', () => {
  it('answers a retried party creation with the first answer and creates one party', async () => {
    const { headers } = await inNewTeam(env);
    const key = randomUUID();
    const first = await post('/int/parties', headers, person('Wiśniewska'), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await post('/int/parties', headers, person('Wiśniewska'), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await partiesNamed(headers, 'Wiśniewska')).toBe(1);

    // Without a key every request is a new one, as before.
    await post('/int/parties', headers, person('Wiśniewska'));
    expect(await partiesNamed(headers, 'Wiśniewska')).toBe(2);
  });

  it('refuses the same key with another body, and keys of others do not collide', async () => {
    const { headers, team } = await inNewTeam(env);
    const key = 'order-2026-11-23-0001';
    expect((await post('/int/parties', headers, person('Zając'), key)).statusCode).toBe(201);
    const other = await post('/int/parties', headers, person('Kaczmarek'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await partiesNamed(headers, 'Kaczmarek')).toBe(0);

    // The same key sent by a colleague is the colleague's own.
    const colleague = await joinTeam(env, headers, team, 'all_viewer_member');
    const theirs = await post('/int/parties', colleague.headers, person('Zając'), key);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await partiesNamed(headers, 'Zając')).toBe(2);
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    const { headers } = await inNewTeam(env);
    for (const key of ['', 'x'.repeat(256), 'klucz ze spacją', 'żółw']) {
      const response = await post('/int/parties', headers, person('Lis'), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.body).toContain('invalid_idempotency_key');
    }
    expect(await partiesNamed(headers, 'Lis')).toBe(0);
  });

  it('gives the key back when the creation fails, so the fixed request may use it', async () => {
    const { headers } = await inNewTeam(env);
    const key = randomUUID();
    const unknownParty = {
      type: 'buyer_fiat',
      amount: '100',
      currency: 'PLN',
      booked_at: '2026-11-21T11:30:00+01:00',
      payment_method: 'cash',
      parties: [{ party_code: 'nosuchparty1', role: 'buyer' }],
    };
    const failed = await post('/int/transactions', headers, unknownParty, key);
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(failed.statusCode).toBeLessThan(500);

    const party = (await post('/int/parties', headers, person('Mazur'))).json().party.code;
    const fixed = { ...unknownParty, parties: [{ party_code: party, role: 'buyer' }] };
    const created = await post('/int/transactions', headers, fixed, key);
    expect(created.statusCode, created.body).toBe(201);
    const again = await post('/int/transactions', headers, fixed, key);
    expect(again.json().code).toBe(created.json().code);
    const list = await env.call('POST', '/int/transactions/search', headers, {});
    expect(list.json().total).toBe(1);
  });

  it('answers a request that died after committing from what it committed', async () => {
    const { headers } = await inNewTeam(env);
    const key = randomUUID();
    const first = await post('/int/parties', headers, person('Dąbrowski'), key);
    await forgetAnswer(key);

    // Still within the takeover time: the first request may be running in another process.
    const early = await post('/int/parties', headers, person('Dąbrowski'), key);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('idempotency_in_progress');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(31_000);
    const late = await post('/int/parties', headers, person('Dąbrowski'), key);
    expect(late.statusCode).toBe(201);
    expect(late.json().party.code).toBe(first.json().party.code);
    expect(await partiesNamed(headers, 'Dąbrowski')).toBe(1);
    // The recovered answer is kept like any other.
    const later = await post('/int/parties', headers, person('Dąbrowski'), key);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('runs again a request that died before committing anything', async () => {
    const { headers } = await inNewTeam(env);
    const done = randomUUID();
    const died = randomUUID();
    const first = await post('/int/parties', headers, person('Kowalczyk'), done);
    // A claim of another key, unanswered, that nothing in the audit trail carries: its
    // request died before its change committed.
    await env.t.deps.db.execute(
      sql`update idempotency_keys set key = ${died}, status = null, response = null
          where key = ${done}`,
    );
    clock.advance(31_000);

    const retry = await post('/int/parties', headers, person('Kowalczyk'), died);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().party.code).not.toBe(first.json().party.code);
    expect(await partiesNamed(headers, 'Kowalczyk')).toBe(2);
    const again = await post('/int/parties', headers, person('Kowalczyk'), died);
    expect(again.json().party.code).toBe(retry.json().party.code);
  });

  it('imports a CSV file once per key and answers a retry with the first report', async () => {
    const { headers } = await inNewTeam(env);
    const csv = 'first_name,last_name\nJan,Pietrzak\nEwa,Pietrzak\n';
    const upload = (key: string, content = csv) => {
      const boundary = `----aml${randomBytes(8).toString('hex')}`;
      return env.t.app.inject({
        method: 'POST',
        url: '/int/parties-import/csv?partyType=individual&mode=import',
        headers: {
          ...headers,
          'idempotency-key': key,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
              'Content-Type: text/csv\r\n\r\n',
          ),
          Buffer.from(content),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const key = randomUUID();
    const first = await upload(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toBe(2);
    const retry = await upload(key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await partiesNamed(headers, 'Pietrzak')).toBe(2);
    // Another file with the same key is another request.
    const other = await upload(key, 'first_name,last_name\nOla,Pietrzak\n');
    expect(other.json().code).toBe('idempotency_key_reused');

    // An import cut short after saving some rows is not run twice.
    await forgetAnswer(key);
    clock.advance(31_000);
    const interrupted = await upload(key);
    expect(interrupted.statusCode).toBe(409);
    expect(interrupted.json().code).toBe('idempotency_interrupted');
    expect(await partiesNamed(headers, 'Pietrzak')).toBe(2);
  });

  it('creates one party when the same request arrives twice at once', async () => {
    const { headers } = await inNewTeam(env);
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/int/parties', headers, person('Jabłoński'), key)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    const codes = new Set(
      answers.filter((a) => a.statusCode === 201).map((a) => a.json().party.code),
    );
    expect(codes.size).toBe(1);
    expect(await partiesNamed(headers, 'Jabłoński')).toBe(1);
  });
});
