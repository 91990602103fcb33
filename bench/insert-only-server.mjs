// The baseline of the transaction benchmark (bench/transaction-rules.mjs): "a minimal
// insert-only endpoint". A bare Fastify process with POST /transactions that validates the body
// of POST /int/transactions (type, amount as a decimal string, currency, booked_at, payment
// method, parties) with Fastify's built-in JSON schema, inserts one row into the application's
// real `transactions` table with one prepared statement and answers 201 with the row's code
// and fields. No authentication, no rules, no EUR conversion, no parties, no audit.
//
// Why it is the baseline: it is the least any endpoint that records a transaction must do on
// this machine (HTTP, JSON, validation, one durable insert into the same table with the same
// indexes, on the same database and connection pool size), so the API's requests/s divided by
// its requests/s, measured in the same run, is what the rules, the aggregates, the audit and
// the rest of the transaction path cost, whatever the load of the shared machine.
//
// PostgreSQL: DATABASE_URL (the API's database) and TEAM_ID (the team whose transactions these
// are). Embedded: the API's PGlite is one process's, so with no DATABASE_URL this process opens
// its own PGlite in DATA_DIR (an empty temporary folder the caller removes) and creates the
// schema by applying the SQL files of apps/api/drizzle/ in order, with the pg_trgm and unaccent
// extensions loaded as apps/api/src/db/client.ts loads them, and one team; then it inserts the
// same way (PGlite has no named prepared statements: the same statement text every time).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const INSERT = `insert into transactions (team_id, code, type, status, amount, currency, booked_at,
                                      booked_on, payment_method, created_at, updated_at)
  values ($1, $2, $3, 'draft', $4, $5, $6, ($6::timestamptz at time zone 'Europe/Warsaw')::date,
          $7, now(), now())
  returning code, type, status, amount::text, currency, booked_at, booked_on::text,
            payment_method, risk_level, created_at`;

/** Answers `insert(values)` → the inserted row, and `close()`. */
async function openPostgres() {
  const teamId = Number(process.env.TEAM_ID);
  if (!Number.isInteger(teamId)) throw new Error('Set TEAM_ID to the id of a team');
  // The API's pool size (apps/api/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query('select 1');
  return {
    insert: async (values) =>
      (await pool.query({ name: 'insert_transaction', text: INSERT, values: [teamId, ...values] }))
        .rows[0],
    close: () => pool.end(),
  };
}

async function openPglite() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('Set DATABASE_URL and TEAM_ID, or DATA_DIR for PGlite');
  // The API's own copy of PGlite and its contrib extensions.
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const { PGlite } = require('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = require('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), {
    extensions: { pg_trgm, unaccent },
  });
  const migrations = path.join(root, 'apps/api/drizzle');
  for (const file of readdirSync(migrations)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort()) {
    for (const statement of readFileSync(path.join(migrations, file), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      if (statement.trim()) await db.exec(statement);
    }
  }
  const {
    rows: [team],
  } = await db.query(
    `insert into teams (code, name, type) values ('insert-only-team', 'Baseline', 'organization')
     returning id`,
  );
  return {
    insert: async (values) => (await db.query(INSERT, [team.id, ...values])).rows[0],
    close: () => db.close(),
  };
}

const database = process.env.DATABASE_URL ? await openPostgres() : await openPglite();

// The shape of CreateTransactionSchema (packages/shared/src/contracts/transactions.ts).
const bodySchema = {
  type: 'object',
  required: ['type', 'amount', 'currency', 'booked_at'],
  additionalProperties: false,
  properties: {
    type: {
      enum: [
        'buyer',
        'buyer_crypto',
        'buyer_fiat',
        'seller',
        'seller_crypto',
        'seller_fiat',
        'exchange_fiat',
        'transfer',
        'other',
        'notarial',
      ],
    },
    amount: { type: 'string', pattern: '^(?=.*[1-9])\\d{1,18}(\\.\\d{1,8})?$' },
    currency: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
    booked_at: { type: 'string', format: 'date-time' },
    payment_method: { enum: ['cash', 'transfer', 'card', 'crypto'] },
    status: { enum: ['draft', 'in_acceptance', 'canceled', 'accepted'] },
    country_of_order: { type: 'string', pattern: '^[A-Z]{2}$' },
    description: { type: 'string', maxLength: 2000 },
    parties: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['party_code', 'role'],
        additionalProperties: false,
        properties: {
          party_code: { type: 'string', minLength: 8, maxLength: 64 },
          role: { enum: ['ordering', 'beneficiary', 'buyer', 'seller', 'representative'] },
        },
      },
    },
  },
};
const string = { type: 'string' };
const nullableString = { type: ['string', 'null'] };
const rowSchema = {
  type: 'object',
  properties: {
    code: string,
    type: string,
    status: string,
    amount: string,
    currency: string,
    booked_at: { type: 'string', format: 'date-time' },
    booked_on: string,
    payment_method: nullableString,
    risk_level: string,
    created_at: { type: 'string', format: 'date-time' },
  },
};

const app = Fastify({ logger: false });
app.post(
  '/transactions',
  { schema: { body: bodySchema, response: { 201: rowSchema } } },
  async (request, reply) => {
    const body = request.body;
    const row = await database.insert([
      randomCode(),
      body.type,
      body.amount,
      body.currency,
      body.booked_at,
      body.payment_method ?? null,
    ]);
    return reply.status(201).send(row);
  },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0)),
);

/** A public code as the API makes them (apps/api/src/lib/tokens.ts). */
function randomCode() {
  return randomBytes(12).toString('base64url');
}
