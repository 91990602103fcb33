import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import * as schema from './schema.js';
import { OperatorError } from '../lib/operator-error.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process; with
   * null when the listening connection is lost (notifications may then have been missed).
   */
  listen: (
    channel: string,
    onMessage: (payload: string | null) => void,
  ) => Promise<() => Promise<void>>;
  /** Runs `work` while holding a PostgreSQL session-level advisory lock across processes. */
  withAdvisoryLock: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /**
   * After the migrations: every connection works as APP_ROLE from now on, when the server has
   * it and the user may take it. Answers the role the application works as.
   */
  actAsAppRole: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The role of migration 0029: no superuser, not the owner of the tables, so it cannot switch
 * the audit trail's append-only triggers off (docs/database-role.md).
 */
export const APP_ROLE = 'aml_app';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.kind === 'pglite' ? options.dataDir : undefined);
}

/** The database the configuration names: the server of DATABASE_URL, or the embedded one. */
export function openConfiguredDatabase(config: {
  databaseUrl?: string | null;
  dataDir: string;
}): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}

/**
 * node-postgres, loaded with the first PostgreSQL database: the embedded one never needs it,
 * and loading it would slow every start (P9). Until then no client of it exists.
 */
let postgresDriver: typeof pg | undefined;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  postgresDriver = pg;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Every query of the application is short; PostgreSQL's JIT compiler, on by default, would
    // compile the statements that record transactions on every execution (their plans are
    // estimated expensive: a JSON array of unknown length) and cost tens of milliseconds each.
    options: '-c jit=off',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Set by actAsAppRole: a new connection works as the application's role before its first query.
  let appRole: string | undefined;
  pool.on('connect', (client) => {
    if (appRole) client.query(`set role ${appRole}`).catch(() => void client.end());
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    // The commonest first-hour failure (no server, wrong password, no such database): one line
    // naming the setting, without the password, instead of the driver's stack.
    throw new OperatorError(
      `Cannot connect to the PostgreSQL server of DATABASE_URL (${describeServer(url)}): ${errorText(error)}`,
      { cause: error },
    );
  }
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    withAdvisoryLock: async (key, work) => {
      // The lock belongs to one connection: if this process dies, the server releases it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    actAsAppRole: async () => {
      const { rows } = await pool.query<{ may: boolean; user: string }>(
        `select current_user as user, exists (select from pg_roles where rolname = $1)
                and pg_has_role(current_user, $1, 'MEMBER') as may`,
        [APP_ROLE],
      );
      if (!rows[0]?.may) return rows[0]?.user ?? 'unknown';
      appRole = APP_ROLE;
      // The connections opened before (the migrations') take the role too.
      const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      await Promise.all(idle.map((client) => client.query(`set role ${APP_ROLE}`)));
      idle.forEach((client) => client.release());
      return APP_ROLE;
    },
    listen: async (channel, onMessage) => {
      // LISTEN belongs to one connection, kept out of the pool for as long as we listen.
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => onMessage(message.payload ?? ''));
      client.on('error', () => onMessage(null));
      client.on('end', () => onMessage(null));
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.removeAllListeners('end');
        await client.end();
      };
    },
    close: () => pool.end(),
  };
}

/**
 * An error's own words: node's connection errors to a name with several addresses (localhost:
 * ::1 and 127.0.0.1) are an AggregateError with an empty message and one error per address.
 */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  const inner = (error as { errors?: unknown[] }).errors?.[0];
  if (inner instanceof Error && inner.message) return inner.message;
  return (error as NodeJS.ErrnoException).code ?? error.name;
}

/** user@host:port/database of a PostgreSQL URL: never its password. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'not a valid URL';
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let releaseLock = async () => {};
  let location: string | undefined;
  if (dataDir) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new OperatorError(
        `Cannot create the data folder ${dataDir} (DATA_DIR): ${(error as Error).message}`,
        { cause: error },
      );
    }
    // PGlite is one process's database: a second process on the same folder would corrupt it.
    releaseLock = acquireDataDirLock(dataDir);
    location = path.join(dataDir, 'pgdata');
  }
  try {
    const client = await PGlite.create(location, { extensions: { pg_trgm, unaccent } });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      // One connection in one process (the data folder is locked): there is no one to race.
      withAdvisoryLock: (_key, work) => work(),
      // The embedded database is files of this process alone: whoever can reach them needs no
      // role to rewrite them, so it keeps working as its owner.
      actAsAppRole: async () => 'owner (embedded database)',
      listen: async (channel, onMessage) => client.listen(channel, (payload) => onMessage(payload)),
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** Runs raw SQL and answers its rows; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const preparedStatements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement of the hot path, built once per database: PostgreSQL then parses and
 * plans it once per connection instead of on every request.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as T;
}

/**
 * A hand-written statement of the hot path: SQL text with $1…$n and its values, named so that
 * PostgreSQL parses and plans it once per connection.
 */
export type Statement = { name: string; text: string; values: unknown[] };

/** SQL text of an instant as JSON carries it elsewhere: ISO 8601 in UTC with a Z. */
export const isoInstant = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The statement as Drizzle SQL, its $n placeholders bound to the values. */
function bindStatement({ text, values }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`,
    ),
  );
}

/**
 * The node-postgres pool behind a database, or the connection behind one of its transactions
 * (Drizzle keeps it in the transaction's session, as it has no `$client`); none on PGlite.
 */
function postgresClientOf(db: Db): pg.Pool | pg.Client | undefined {
  if (!postgresDriver) return undefined;
  const client =
    (db as { $client?: unknown }).$client ??
    (db as { session?: { client?: unknown } }).session?.client;
  return client instanceof postgresDriver.Pool || client instanceof postgresDriver.Client
    ? client
    : undefined;
}

/**
 * Runs a statement and answers its rows. On PostgreSQL, in a transaction or not, it is a named
 * prepared statement (planned once per connection); on the embedded database it runs with its
 * values bound like any other query.
 */
export async function runStatement<T>(db: Db, statement: Statement): Promise<T[]> {
  const client = postgresClientOf(db);
  if (client) {
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: statement.values,
    });
    return result.rows as T[];
  }
  return queryRows<T>(db, bindStatement(statement));
}
