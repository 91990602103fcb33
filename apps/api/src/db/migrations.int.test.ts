import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';

/** Runs one migration file as the migrator does: statement by statement. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

const files = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

/**
 * Migration `number` on a new embedded database: the migrations before it applied, then the
 * `rows` written (SQL), then it; `check` reads the outcome. The database is closed whatever
 * happens.
 */
async function migrate(number: string, rows: string, check: (db: PGlite) => Promise<void>) {
  const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  try {
    const target = files.findIndex((name) => name.startsWith(`${number}_`));
    for (const file of files.slice(0, target)) await apply(db, file);
    await db.exec(rows);
    await apply(db, files[target]!);
    await check(db);
  } finally {
    await db.close();
  }
}

describe('migration 0018: rule results into their assessment', () => {
  it('moves every result in order, keeps rejections, and leaves no rule_results table', async () => {
    await migrate(
      '0018',
      `
        insert into teams (id, code, name, type) values (1, 'team-0018', 'Team', 'organization');
        insert into users (id, code, email, password_hash) values (1, 'user-0018', 'officer@example.pl', 'x');
        insert into rule_sets (id, team_id, code, name) values (1, 1, 'set-0018', 'Set');
        insert into rule_set_versions (id, rule_set_id, version, definition)
          values (1, 1, 1, '{}');
        insert into risk_assessments (id, team_id, code, rule_set_version_id, computed_level,
            level, reason, fingerprint)
          values (1, 1, 'assessment-one', 1, 'high', 'high', '{"en":"r","pl":"r"}', 'f1'),
                 (2, 1, 'assessment-two', 1, 'low', 'low', '{"en":"r","pl":"r"}', 'f2');
        insert into rule_results (id, assessment_id, code, rule_code, kind, status, risk,
            explanation, missing, rejected_reason, rejected_by, rejected_at)
          values (11, 1, 'result-b', 'pep', 'pep', 'risk_found', 'high',
                  '{"en":"PEP","pl":"PEP"}', '[]', 'Not the same person', 1, '2026-11-20T10:00:00Z'),
                 (10, 1, 'result-a', 'country', 'country', 'missing_data', null,
                  '{"en":"Missing","pl":"Brak"}', '["citizenships"]', null, null, null);
      `,
      async (db) => {
        const { rows: assessments } = await db.query<{ id: number; results: unknown }>(
          'select id, results from risk_assessments order by id',
        );
        // Ordered by the old ids: result-a (10) first, then result-b (11).
        expect(assessments[0]!.results).toEqual([
          {
            rule_code: 'country',
            kind: 'country',
            status: 'missing_data',
            risk: null,
            explanation: { en: 'Missing', pl: 'Brak' },
            missing: ['citizenships'],
          },
          {
            rule_code: 'pep',
            kind: 'pep',
            status: 'risk_found',
            risk: 'high',
            explanation: { en: 'PEP', pl: 'PEP' },
            missing: [],
          },
        ]);
        expect(assessments[1]!.results).toEqual([]);
        const { rows: rejections } = await db.query(
          'select assessment_id, position, reason, rejected_by, rejected_at from rule_result_rejections',
        );
        expect(rejections).toEqual([
          {
            assessment_id: 1,
            position: 1,
            reason: 'Not the same person',
            rejected_by: 1,
            rejected_at: new Date('2026-11-20T10:00:00Z'),
          },
        ]);
        const { rows: tables } = await db.query(
          `select 1 from information_schema.tables where table_name = 'rule_results'`,
        );
        expect(tables).toHaveLength(0);
        const { rows: options } = await db.query<{ reloptions: string[] }>(
          `select reloptions from pg_class where relname = 'risk_assessments'`,
        );
        expect(options[0]!.reloptions).toContain('toast_tuple_target=8160');
        const { rows: fingerprint } = await db.query(
          `select 1 from information_schema.columns
         where table_name = 'risk_assessments' and column_name = 'fingerprint'`,
        );
        expect(fingerprint).toHaveLength(0);
      },
    );
  });
});

describe('migration 0019: links carry the booking time', () => {
  it("gives every party link its transaction's booking time", async () => {
    await migrate(
      '0019',
      `
        insert into teams (id, code, name, type) values (1, 'team-0019', 'Team', 'organization');
        insert into parties (id, team_id, code, type, entity_type, status, name)
          values (1, 1, 'party-0019', 'company', 'company', 'active', 'Firma');
        insert into transactions (id, team_id, code, type, status, amount, currency, booked_at,
            booked_on)
          values (1, 1, 'transaction-0019', 'buyer_fiat', 'draft', 10, 'EUR',
                  '2026-03-01T23:30:00Z', '2026-03-02');
        insert into transaction_parties (transaction_id, party_id, role, position, booked_on)
          values (1, 1, 'buyer', 0, '2026-03-02');
      `,
      async (db) => {
        const { rows } = await db.query('select booked_at from transaction_parties');
        expect(rows).toEqual([{ booked_at: new Date('2026-03-01T23:30:00Z') }]);
      },
    );
  });
});

describe('migration 0020: the audit chain in its own table', () => {
  it('moves every link, leaves unlinked events to the linker, and keeps both tables append-only', async () => {
    await migrate(
      '0020',
      `
        insert into audit_events (entity_type, action, created_at, chain_position, prev_hash, hash)
          values ('team', 'created', '2026-11-20T10:00:00Z', 1, 'genesis', 'hash-one'),
                 ('team', 'renamed', '2026-11-20T10:01:00Z', 2, 'hash-one', 'hash-two'),
                 ('team', 'renamed', '2026-11-20T10:02:00Z', null, null, null);
      `,
      async (db) => {
        const { rows: links } = await db.query(
          'select position::int, event_id::int, prev_hash, hash from audit_chain order by position',
        );
        expect(links).toEqual([
          { position: 1, event_id: 1, prev_hash: 'genesis', hash: 'hash-one' },
          { position: 2, event_id: 2, prev_hash: 'hash-one', hash: 'hash-two' },
        ]);
        const { rows: horizon } = await db.query(
          'select linked_through::int from audit_chain_horizon',
        );
        expect(horizon).toEqual([{ linked_through: 0 }]);
        const { rows: columns } = await db.query(
          `select column_name from information_schema.columns
           where table_name = 'audit_events' and column_name in ('chain_position', 'prev_hash', 'hash')`,
        );
        expect(columns).toEqual([]);
        // New events still take the sequence's next id.
        const { rows: inserted } = await db.query<{ id: number }>(
          `insert into audit_events (entity_type, action, created_at)
           values ('team', 'deleted', now()) returning id::int`,
        );
        expect(inserted).toEqual([{ id: 4 }]);
        await expect(
          db.query(`update audit_events set action = 'forged' where id = 3`),
        ).rejects.toThrow('audit_events is append-only (UPDATE refused)');
        await expect(db.query('delete from audit_chain where position = 1')).rejects.toThrow(
          'audit_chain is append-only (DELETE refused)',
        );
      },
    );
  });
});

describe('migration 0022: stranded audit events', () => {
  it('lowers the horizon below the oldest unlinked event under it, and only then', async () => {
    const rows = (horizon: number) => `
      insert into audit_events (entity_type, action, created_at)
        select 'team', 'renamed', now() from generate_series(1, 5);
      insert into audit_chain (position, event_id, prev_hash, hash)
        values (1, 1, 'genesis', 'h1'), (2, 2, 'h1', 'h2'), (3, 4, 'h2', 'h4');
      update audit_chain_horizon set linked_through = ${horizon};`;
    const horizonAfter = async (db: PGlite) =>
      (await db.query<{ n: number }>('select linked_through::int as n from audit_chain_horizon'))
        .rows[0]!.n;
    // Event 3 was passed while its writer was open: the linker must look from 2 on again.
    await migrate('0022', rows(4), async (db) => expect(await horizonAfter(db)).toBe(2));
    // Below the horizon every event is linked (5 is above it): nothing changes.
    await migrate('0022', rows(2), async (db) => expect(await horizonAfter(db)).toBe(2));
  });
});

describe('migration 0024: folded search text', () => {
  it('folds the rows already stored, and every row written after', async () => {
    await migrate(
      '0024',
      `
        insert into teams (id, code, name, type) values (1, 'team-0024', 'Team', 'organization');
        insert into parties (id, team_id, code, type, entity_type, status, name, tax_id,
            bank_account)
          values (1, 1, 'party-0024', 'company', 'company', 'active', 'ŁÓDŹ Al-Douri Sp. z o.o.',
                  '526-104-08-34', 'PL61 1090 1014 0000 0712 1981 2874');
      `,
      async (db) => {
        await db.query(`insert into parties (id, team_id, code, type, entity_type, status,
            first_name, last_name, pesel)
          values (2, 1, 'party-0024b', 'individual', 'individual', 'draft', 'Józef', 'Straße',
                  '44051401359')`);
        const { rows } = await db.query('select search_text, search_ids from parties order by id');
        expect(rows).toEqual([
          {
            search_text: 'lodz al douri sp z o o party 0024',
            search_ids: '5261040834   pl61109010140000071219812874',
          },
          { search_text: 'jozef strasse party 0024b', search_ids: ' 44051401359  ' },
        ]);
      },
    );
  });
});

describe('migration 0025: messages of alerts and tasks', () => {
  it('keeps the words of alerts and tasks stored before, with no message', async () => {
    await migrate(
      '0025',
      `
        insert into teams (id, code, name, type) values (1, 'team-0025', 'Team', 'organization');
        insert into alerts (team_id, code, source, severity, title, explanation, status)
          values (1, 'alert-0025', 'rule_result', 'high', 'High risk: Jan', 'Why', 'new');
        insert into tasks (team_id, code, title, description, status, priority)
          values (1, 'task-0025', 'Complete the data of Jan / Uzupełnij dane: Jan', 'PEP',
                  'new', 'normal');
      `,
      async (db) => {
        const alerts = await db.query(
          'select title, explanation, title_message, explanation_message from alerts',
        );
        expect(alerts.rows).toEqual([
          {
            title: 'High risk: Jan',
            explanation: 'Why',
            title_message: null,
            explanation_message: null,
          },
        ]);
        const tasks = await db.query(
          'select title, description, title_message, description_message from tasks',
        );
        expect(tasks.rows).toEqual([
          {
            title: 'Complete the data of Jan / Uzupełnij dane: Jan',
            description: 'PEP',
            title_message: null,
            description_message: null,
          },
        ]);
      },
    );
  });
});

describe('migration 0026: the control of beneficial owners', () => {
  it('keeps the owners stored before with their share, and no votes or other control', async () => {
    await migrate(
      '0026',
      `
        insert into teams (id, code, name, type) values (1, 'team-0026', 'Team', 'organization');
        insert into parties (id, team_id, code, type, entity_type, status, name)
          values (1, 1, 'party-0026', 'company', 'legal_entity', 'active', 'Antyki Sp. z o.o.');
        insert into parties (id, team_id, code, type, entity_type, status, first_name, last_name,
            parent_party_id, share)
          values (2, 1, 'owner-0026', 'individual', 'beneficiary', 'active', 'Jan', 'Nowak', 1,
                  60);
      `,
      async (db) => {
        const { rows } = await db.query(
          'select share, votes, other_control from parties where id = 2',
        );
        expect(rows).toEqual([{ share: '60.00', votes: null, other_control: null }]);
      },
    );
  });
});
