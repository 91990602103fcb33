import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-for-log.js';

describe('errors as the log keeps them', () => {
  it("leave out a failed query's parameters, keeping the query, the cause and the stack", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (pesel)=(85010112345) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "parties" ("pesel", "email") values ($1, $2)',
      ['85010112345', 'jan.kowalski@example.pl\nsecond line'],
      cause,
    );
    const logged = errorForLog(failed) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain('85010112345');
    expect(text).not.toContain('jan.kowalski');
    expect(logged.message).toBe(
      'Failed query: insert into "parties" ("pesel", "email") values ($1, $2)\nparams: [not logged]',
    );
    expect(logged.stack).toMatch(/params: \[not logged\]\n\s+at /);
    expect(logged.cause).toMatchObject({ type: 'Error', code: '23505' });
  });

  it("mask the addresses a mail server's refusal quotes", () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <jan.kowalski@biuro.pl>: no"),
      { code: 'EENVELOPE' },
    );
    const logged = errorForLog(refused);
    expect(logged.message).toBe(
      "Can't send mail - all recipients were rejected: 550 <j…@biuro.pl>: no",
    );
    expect(JSON.stringify(logged)).not.toContain('kowalski');
    // Paths in the stack are not addresses.
    expect(
      errorForLog(new Error('x', { cause: new Error('at /app/node_modules/@fastify/x.js') })),
    ).toMatchObject({ cause: { message: 'at /app/node_modules/@fastify/x.js' } });
  });

  it('keeps other errors as they are', () => {
    const error = Object.assign(new Error('NBP answered 503'), { statusCode: 503 });
    expect(errorForLog(error)).toMatchObject({ message: 'NBP answered 503', statusCode: 503 });
  });
});
