import { randomBytes } from 'node:crypto';
import { makePesel } from '@aml/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { asDatabaseOwner, registerAndLogin, useTestApp } from '../../test/test-app.js';

const env = useTestApp();

/**
 * An import writes its rows in batches of 500, each one transaction with the parties'
 * screening and assessment. A batch whose assessment fails leaves none of its parties: no
 * party without an assessment, whatever the batch before it did.
 */
describe('parties CSV import, batch by batch', () => {
  it(
    'keeps the batches before a failing one, and nothing of the failing batch',
    { timeout: 240_000 },
    async () => {
      const admin = await registerAndLogin(env.t.app);
      const team = (await env.call('POST', '/int/teams', admin.headers, { name: 'Biuro' })).json()
        .code as string;
      await env.call('POST', '/int/teams/change', admin.headers, { code: team });
      const db = env.t.database.db;
      // The assessment of one party of the second batch fails, as a broken rule set would.
      // As the database's owner: the application's role may not add triggers.
      await asDatabaseOwner(db, async (owner) => {
        await owner.execute(
          sql.raw(`create function fail_assessment() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from parties where id = new.party_id and last_name = 'Awaria') then
            raise exception 'assessment failed on purpose';
          end if;
          return new;
        end $$`),
        );
        await owner.execute(
          sql.raw(`create trigger fail_assessment before insert on risk_assessments
        for each row execute function fail_assessment()`),
        );
      });

      const lines = ['first_name,last_name,pesel,birth_date,address_city,pep'];
      for (let n = 1; n <= 700; n += 1) {
        const last = n === 650 ? 'Awaria' : 'Kowalski';
        lines.push(`Jan${n},${last},${makePesel('1980-01-01', 1000 + n)},,Kraków,nie`);
      }
      const boundary = `----aml${randomBytes(8).toString('hex')}`;
      const response = await env.t.app.inject({
        method: 'POST',
        url: '/int/parties-import/csv/?partyType=individual&mode=import',
        headers: {
          ...admin.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parties.csv"\r\n` +
              'Content-Type: text/csv\r\n\r\n',
          ),
          Buffer.from(lines.join('\n')),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(response.statusCode).toBe(500);

      const counts = (
        await queryRows<{ parties: number; assessed: number; audited: number }>(
          db,
          sql`
        select
          (select count(*)::int from parties p join teams t on t.id = p.team_id
            where t.code = ${team}) as parties,
          (select count(distinct a.party_id)::int from risk_assessments a
            join teams t on t.id = a.team_id where t.code = ${team}) as assessed,
          (select count(*)::int from audit_events where action = 'imported') as audited`,
        )
      )[0]!;
      // The first batch, rows 1 to 500, stays whole: created, assessed and audited.
      expect(counts).toEqual({ parties: 500, assessed: 500, audited: 500 });
      const names = (
        await queryRows<{ first_name: string }>(
          db,
          sql`select first_name from parties
        where last_name in ('Kowalski', 'Awaria') and first_name in ('Jan500', 'Jan501', 'Jan700')`,
        )
      ).map((row) => row.first_name);
      expect(names).toEqual(['Jan500']);

      // With the failure gone, importing the file again adds the rest and skips the first 500.
      await asDatabaseOwner(db, (owner) =>
        owner.execute(sql`drop trigger fail_assessment on risk_assessments`),
      );
      const again = await env.t.app.inject({
        method: 'POST',
        url: '/int/parties-import/csv/?partyType=individual&mode=import',
        headers: {
          ...admin.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parties.csv"\r\n` +
              'Content-Type: text/csv\r\n\r\n',
          ),
          Buffer.from(lines.join('\n')),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ total_rows: 700, created: 200, skipped: 500 });
    },
  );
});
