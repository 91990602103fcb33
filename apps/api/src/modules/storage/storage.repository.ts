import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { driveConnections, teamStorage } from '../../db/schema.js';

export type TeamStorageRow = typeof teamStorage.$inferSelect;

/** A team's storage settings; a team that never chose has the defaults (the server's disk). */
export async function findTeamStorage(db: Db, teamId: number): Promise<TeamStorageRow> {
  const [row] = await db.select().from(teamStorage).where(eq(teamStorage.team_id, teamId));
  return (
    row ?? {
      team_id: teamId,
      store: 'server',
      remove_files_on_delete: false,
      checked_at: null,
      checked_files: null,
      failed_files: null,
      created_at: new Date(0),
      updated_at: new Date(0),
    }
  );
}

export async function saveTeamStorage(
  db: Db,
  teamId: number,
  patch: Partial<Omit<TeamStorageRow, 'team_id'>>,
  now: Date,
) {
  await db
    .insert(teamStorage)
    .values({ team_id: teamId, ...patch, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: teamStorage.team_id, set: { ...patch, updated_at: now } });
}

/** The drives the team has a live connection to. */
export async function connectedProviders(db: Db, teamId: number) {
  const rows = await db
    .select({ provider: driveConnections.provider })
    .from(driveConnections)
    .where(and(eq(driveConnections.team_id, teamId), eq(driveConnections.status, 'connected')));
  return new Set(rows.map((row) => row.provider));
}

/** The number and total size of a team's files in its stores (deleted ones count while kept). */
export async function usageOf(db: Db, teamId: number) {
  const [row] = await queryRows<{ files: string; bytes: string | null }>(
    db,
    sql`select count(*) as files, sum(size) as bytes from attachments
        where team_id = ${teamId} and status = 'stored' and file_removed_at is null`,
  );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
