import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { asDatabaseOwner, registerAndLogin, useTestApp } from '../../test/test-app.js';
import { readLinkHorizon } from './audit.repository.js';
import { verifyAuditChain } from './audit.service.js';

const env = useTestApp();

async function teamWithHistory() {
  const admin = await registerAndLogin(env.t.app);
  const team = (
    await env.call('POST', '/int/teams', admin.headers, { name: 'Biuro Rachunkowe' })
  ).json().code;
  await env.call('POST', '/int/teams/change', admin.headers, { code: team });
  await env.call('PATCH', '/int/teams', admin.headers, { name: 'Biuro Rachunkowe Sp. z o.o.' });
  const member = await registerAndLogin(env.t.app);
  const invitation = (
    await env.call('POST', '/int/teams/invite', admin.headers, {
      email: member.email,
      role: 'all_viewer_member',
    })
  ).json().code;
  await env.call('POST', `/int/teams/invite/${invitation}/handle`, member.headers, {
    accept: true,
  });
  return { admin, member, team };
}

describe('audit trail', () => {
  it('records who changed what in the team, with before and after', async () => {
    const { admin, member } = await teamWithHistory();
    const response = await env.call('GET', '/int/audit-events', admin.headers);
    expect(response.statusCode).toBe(200);
    const events = response.json().items as Array<Record<string, unknown>>;
    expect(events.map((e) => `${e.entity_type}.${e.action}`)).toEqual([
      'team.created',
      'team.renamed',
      'team_invitation.created',
      'team_invitation.accepted',
    ]);
    expect(events[1]).toMatchObject({
      actor: admin.email,
      changes: { name: ['Biuro Rachunkowe', 'Biuro Rachunkowe Sp. z o.o.'] },
    });
    expect(events[3]).toMatchObject({
      actor: member.email,
      changes: { role: 'all_viewer_member' },
    });
    expect(events.every((e) => typeof e.request_id === 'string' && e.ip === '127.0.0.1')).toBe(
      true,
    );
  });

  it('filters by entity, actor and period, and exports CSV', async () => {
    const { admin, member } = await teamWithHistory();
    const byMember = (
      await env.call(
        'GET',
        `/int/audit-events?actor=${encodeURIComponent(member.email)}`,
        admin.headers,
      )
    ).json();
    expect(byMember.items.map((e: { action: string }) => e.action)).toEqual(['accepted']);
    const invitations = (
      await env.call('GET', '/int/audit-events?entity_type=team_invitation', admin.headers)
    ).json();
    expect(invitations.total).toBe(2);
    const future = (
      await env.call('GET', '/int/audit-events?from=2099-12-31', admin.headers)
    ).json();
    expect(future.total).toBe(0);

    const csv = await env.call('GET', '/int/audit-events?format=csv', admin.headers);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,actor,entity_type,entity_code,action,record,what,changes,request_id,ip,chain_position,hash',
    );
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain(
      '"{""name"":[""Biuro Rachunkowe"",""Biuro Rachunkowe Sp. z o.o.""]}"',
    );
    // The record and the action in words of the reader's language, beside their codes.
    expect(csv.body).toMatch(/,team,[^,]+,renamed,team,renamed,/);
    const polish = await env.call('GET', '/int/audit-events?format=csv', {
      ...admin.headers,
      'accept-language': 'pl',
    } as typeof admin.headers);
    expect(polish.body).toMatch(/,team,[^,]+,renamed,zespół,zmieniono nazwę,/);
  });

  it('records logins and account changes as the user’s own events', async () => {
    const user = await registerAndLogin(env.t.app);
    await env.call('PATCH', '/int/user/names', user.headers, {
      first_name: 'Anna',
      last_name: 'Nowak',
    });
    const rows = await queryRows<{
      action: string;
      changes: Record<string, unknown>;
      team_id: number | null;
    }>(
      env.t.database.db,
      sql`select e.action, e.changes, e.team_id from audit_events e join users u on u.id = e.actor_user_id
          where u.email = ${user.email} order by e.id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'registered',
      'email_verified',
      'logged_in',
      'names_changed',
    ]);
    expect(rows[3]!.changes).toEqual({ first_name: ['', 'Anna'], last_name: ['', 'Nowak'] });
    expect(rows.every((r) => r.team_id === null)).toBe(true);
  });

  it('links every event into an intact chain, even when written concurrently', async () => {
    const { admin } = await teamWithHistory();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        env.call('PATCH', '/int/teams', admin.headers, { name: `Biuro ${i}` }),
      ),
    );
    await env.t.deps.auditLinker.kick();
    const report = await verifyAuditChain(env.t.database.db, env.t.deps.clock);
    expect(report.problem).toBeNull();
    const [unlinked] = await queryRows<{ n: number }>(
      env.t.database.db,
      sql`select count(*)::int as n from audit_events e
          where not exists (select 1 from audit_chain c where c.event_id = e.id)`,
    );
    expect(unlinked!.n).toBe(0);
    expect(report.checked).toBeGreaterThan(20);

    // Once every transaction that had started by a run has ended, a later run raises the
    // horizon: the linker then looks for unlinked events only above the newest. Transaction ids
    // are the whole server's, so other databases' open transactions (other test files') may
    // hold it back for a while.
    await expect
      .poll(
        async () => {
          await env.t.deps.auditLinker.kick();
          const [newest] = await queryRows<{ id: string }>(
            env.t.database.db,
            sql`select max(id) as id from audit_events`,
          );
          const { linkedThrough } = await readLinkHorizon(env.t.database.db);
          return linkedThrough < Number(newest!.id);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(false);
  });

  // The embedded database has one connection: no writer can stay open while others commit.
  it.skipIf(!process.env.DATABASE_URL)(
    'links an event that commits after later ones were linked',
    async () => {
      const { admin } = await teamWithHistory();
      const db = env.t.database.db;
      const linker = env.t.deps.auditLinker;
      // A writer takes its event's id, then stays open while others commit and get linked.
      let release!: () => void;
      let taken!: () => void;
      const idTaken = new Promise<void>((resolve) => (taken = resolve));
      let lateId = 0;
      const late = db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into audit_events (entity_type, action, created_at)
              values ('late', 'committed_late', now()) returning id`,
        );
        lateId = Number(row!.id);
        taken();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await idTaken;
      const horizon = async () => (await readLinkHorizon(db)).linkedThrough;
      // While the writer holds the newest transaction id and no later one has ended: a snapshot
      // leaves such an id out of its xmin, so a proposal bounded by the snapshot's xmax let the
      // next run raise the horizon past the open event.
      await linker.kick();
      await linker.kick();
      expect(await horizon()).toBeLessThan(lateId);
      for (let i = 0; i < 3; i++) {
        await env.call('PATCH', '/int/teams', admin.headers, { name: `Biuro ${i}` });
        await linker.kick();
      }
      expect(await horizon()).toBeLessThan(lateId);
      release();
      await late;
      await linker.kick();
      const report = await verifyAuditChain(db, env.t.deps.clock);
      expect(report.problem).toBeNull();
      const [linked] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from audit_chain c join audit_events e on e.id = c.event_id
            where e.action = 'committed_late'`,
      );
      expect(linked!.n).toBe(1);
    },
  );

  it('refuses updates and deletes, and names the first event forged behind its back', async () => {
    await teamWithHistory();
    await env.t.deps.auditLinker.kick();
    const db = env.t.database.db;
    await expect(
      db.execute(sql`update audit_events set action = 'forged' where id = 3`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where id = 3`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();

    // On a server the application works as a role that cannot switch the guard off.
    if (env.t.database.kind === 'postgres') {
      for (const statement of [
        sql`alter table audit_events disable trigger audit_events_append_only_rows`,
        sql`alter table audit_chain disable trigger user`,
        sql`set session_replication_role = replica`,
      ]) {
        await expect(db.transaction((tx) => tx.execute(statement))).rejects.toThrow();
      }
    }

    // Someone with the database owner's rights switches the guard off and edits history.
    await asDatabaseOwner(db, async (owner) => {
      await owner.execute(
        sql`alter table audit_events disable trigger audit_events_append_only_rows`,
      );
      await owner.execute(sql`update audit_events set changes = '{"name": "forged"}' where id = 5`);
    });
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toMatchObject({
      eventId: 5,
      problem: 'altered',
    });
    await asDatabaseOwner(db, (owner) => owner.execute(sql`delete from audit_events where id = 5`));
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toMatchObject({
      eventId: 5,
      problem: 'missing',
    });
    await expect(db.execute(sql`delete from audit_chain where event_id = 5`)).rejects.toThrow();
    await asDatabaseOwner(db, async (owner) => {
      await owner.execute(
        sql`alter table audit_chain disable trigger audit_chain_append_only_rows`,
      );
      await owner.execute(sql`delete from audit_chain where event_id = 5`);
      await owner.execute(sql`alter table audit_chain enable trigger audit_chain_append_only_rows`);
      await owner.execute(
        sql`alter table audit_events enable trigger audit_events_append_only_rows`,
      );
    });
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toMatchObject({
      eventId: 6,
      problem: 'missing_before',
    });
  });
});
