import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { asDatabaseOwner, useTestApp } from '../../test/test-app.js';
import { recordAudit, verifyAuditChain } from './audit.service.js';

const env = useTestApp();

/**
 * The verifier names the first event tampered with, also when others after it were altered
 * too and when they lie on different pages of its walk (it reads the chain 1,000 links at a
 * time): a verifier that went on and reported the last would send an inspector to the wrong
 * place.
 */
describe('audit verification with several forgeries', () => {
  it('names the first altered event of two, on one page and across pages', async () => {
    const db = env.t.database.db;
    const system = { userId: null, teamId: null, requestId: null, ip: null };
    const entries = Array.from({ length: 1_250 }, (_, i) => ({
      entityType: 'team',
      entityCode: `T-${i}`,
      action: 'renamed',
      changes: { name: ['Kantor', `Kantor ${i}`] },
    }));
    await recordAudit(db, system, env.t.deps.clock.now(), ...entries);
    await env.t.deps.auditLinker.kick();
    const intact = await verifyAuditChain(db, env.t.deps.clock);
    expect(intact.problem).toBeNull();
    expect(intact.checked).toBeGreaterThanOrEqual(1_250);

    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select event_id::int as id from audit_chain order by position`,
      )
    ).map((row) => Number(row.id));
    // Positions 21, 501 and 701 are on the first page of the walk, 1,201 on the second.
    const [early, middle, firstPage, secondPage] = [ids[20]!, ids[500]!, ids[700]!, ids[1_200]!];

    // Forged as the database's owner could, the append-only guard switched off meanwhile.
    const forge = (statement: ReturnType<typeof sql>) =>
      asDatabaseOwner(db, async (owner) => {
        await owner.execute(sql`alter table audit_events disable trigger user`);
        await owner.execute(statement);
        await owner.execute(sql`alter table audit_events enable trigger user`);
      });
    // One on each page: the one on the first page is named.
    await forge(sql`update audit_events set action = 'forged' where id = ${secondPage}`);
    await forge(sql`update audit_events set action = 'forged' where id = ${firstPage}`);
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toMatchObject({
      eventId: firstPage,
      position: 701,
      problem: 'altered',
    });
    // One removed before it on the same page: that one is named.
    await forge(sql`delete from audit_events where id = ${middle}`);
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toMatchObject({
      eventId: middle,
      position: 501,
      problem: 'missing',
    });
    // And one altered before both.
    await forge(sql`update audit_events set changes = '{}' where id = ${early}`);
    const report = await verifyAuditChain(db, env.t.deps.clock);
    expect(report.problem).toMatchObject({ eventId: early, position: 21, problem: 'altered' });
    // It stopped there: the walk did not read past the first page.
    expect(report.checked).toBeLessThanOrEqual(1_000);
  });
});
