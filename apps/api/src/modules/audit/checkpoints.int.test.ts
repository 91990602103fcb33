import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client.js';
import { asDatabaseOwner, useTestApp } from '../../test/test-app.js';
import { hashEvent, type AuditEventRow } from './audit-chain.js';
import { recordAudit, verifyAuditChain } from './audit.service.js';
import { createCheckpointWriter } from './checkpoint-writer.js';
import { lastCheckpointedPosition, loadSigningKey, readAnchors } from './checkpoints.js';

const env = useTestApp();
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-checkpoints-'));
const file = path.join(dataDir, 'audit-checkpoints', 'checkpoints.jsonl');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const system = { userId: null, teamId: null, requestId: null, ip: null };
const renamed = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    entityType: 'team',
    entityCode: `T-${from + i}`,
    action: 'renamed',
    changes: { name: ['Kantor', `Kantor ${from + i}`] },
  }));

async function chain() {
  const rows = await queryRows<{ position: number; event_id: number }>(
    env.t.database.db,
    sql`select position::int, event_id::int from audit_chain order by position`,
  );
  return rows.map((row) => ({ position: Number(row.position), id: Number(row.event_id) }));
}

/** Runs `change` with the append-only triggers off, as the database's owner could. */
function asForger(change: (db: Db) => Promise<unknown>) {
  return asDatabaseOwner(env.t.database.db, async (db) => {
    await db.execute(sql`alter table audit_events disable trigger user`);
    await db.execute(sql`alter table audit_chain disable trigger user`);
    await change(db);
    await db.execute(sql`alter table audit_events enable trigger user`);
    await db.execute(sql`alter table audit_chain enable trigger user`);
  });
}

describe('signed audit checkpoints', () => {
  const key = () => loadSigningKey({ pem: undefined, dataDir });
  const writer = () =>
    createCheckpointWriter({
      db: env.t.database.db,
      file,
      loadKey: key,
      clock: env.t.deps.clock,
      log: env.t.app.log,
    });
  const verify = async () =>
    verifyAuditChain(
      env.t.database.db,
      env.t.deps.clock,
      (await readAnchors(file, await key())).links,
    );

  it('records every link outside the database, and only the new ones each time', async () => {
    const db = env.t.database.db;
    await recordAudit(db, system, env.t.deps.clock.now(), ...renamed(0, 30));
    await env.t.deps.auditLinker.kick();
    await writer().kick();
    const head = (await chain()).at(-1)!.position;
    expect(await lastCheckpointedPosition(file)).toBe(head);

    await recordAudit(db, system, env.t.deps.clock.now(), ...renamed(30, 10));
    await env.t.deps.auditLinker.kick();
    // A new process (a restart) goes on from the file's last line.
    await writer().kick();
    await writer().kick();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!).from).toBe(head + 1);
    const anchors = await readAnchors(file, await key());
    expect(anchors.newest).toBe(head + 10);
    expect(anchors.badLines).toEqual([]);
    expect((await verify()).problem).toBeNull();
  });

  it('names the newest event rewritten with its hash recomputed', async () => {
    const db = env.t.database.db;
    const rewritten = (await chain()).at(-1)!;
    await asForger(async (db) => {
      await db.execute(
        sql`update audit_events set changes = '{"name":["Kantor","Kantor forged"]}' where id = ${rewritten.id}`,
      );
      // The forger recomputes the whole chain from the rewritten event on.
      const rows = await queryRows<
        Omit<AuditEventRow, 'created_at'> & {
          position: number;
          prev_hash: string;
          created_at: string;
        }
      >(
        db,
        sql`select c.position::int, c.prev_hash, e.id::int, e.team_id::int, e.actor_user_id::int,
             e.entity_type, e.entity_code, e.action, e.changes, e.request_id, e.ip, e.created_at
             from audit_chain c join audit_events e on e.id = c.event_id
             where c.position >= ${rewritten.position} order by c.position`,
      );
      let prev = rows[0]!.prev_hash;
      for (const row of rows) {
        const hash = hashEvent(
          { ...row, created_at: new Date(row.created_at) },
          Number(row.position),
          prev,
        );
        await db.execute(
          sql`update audit_chain set prev_hash = ${prev}, hash = ${hash} where position = ${row.position}`,
        );
        prev = hash;
      }
    });
    expect((await verifyAuditChain(db, env.t.deps.clock)).problem).toBeNull();
    expect((await verify()).problem).toEqual({
      eventId: rewritten.id,
      position: rewritten.position,
      problem: 'differs_from_checkpoint',
    });
  });

  it('names the first of the newest events deleted together with their links', async () => {
    const links = await chain();
    const [third, second, newest] = links.slice(-3);
    await asForger(async (db) => {
      const ids = [third!.id, second!.id, newest!.id];
      await db.execute(sql`delete from audit_chain where position >= ${third!.position}`);
      await db.execute(sql`delete from audit_events where id in (${sql.join(ids, sql`, `)})`);
    });
    // The chain alone is whole: it just ends earlier.
    expect((await verifyAuditChain(env.t.database.db, env.t.deps.clock)).problem).toBeNull();
    expect((await verify()).problem).toEqual({
      eventId: third!.id,
      position: third!.position,
      problem: 'missing_after',
    });
  });

  it('refuses checkpoint lines not signed by the key', async () => {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const forged = JSON.parse(lines[0]!);
    forged.links[0][1] = '0'.repeat(64);
    writeFileSync(file, `${[JSON.stringify(forged), ...lines.slice(1)].join('\n')}\n`);
    expect((await readAnchors(file, await key())).badLines).toEqual([1]);
    // A line cut short by a crash at the end is no forgery.
    writeFileSync(file, `${lines.join('\n')}\n{"v":1,"from":`);
    expect((await readAnchors(file, await key())).badLines).toEqual([]);
  });
});
