import { eq } from 'drizzle-orm';
import type { TeamRole, TeamType } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { teamMembers, teams } from '../../db/schema.js';

export type TeamRow = typeof teams.$inferSelect;

export async function insertTeam(
  db: Db,
  values: { code: string; name: string; type: TeamType; created_by: number },
): Promise<TeamRow> {
  const [team] = await db.insert(teams).values(values).returning();
  return team!;
}

export async function insertMember(
  db: Db,
  values: { team_id: number; user_id: number; role: TeamRole },
): Promise<void> {
  await db.insert(teamMembers).values(values);
}

export type UserTeamRow = {
  id: number;
  code: string;
  name: string;
  type: TeamType;
  role: TeamRole;
};

/** The teams a user belongs to, personal profile first, then by name. */
export async function listTeamsOfUser(db: Db, userId: number): Promise<UserTeamRow[]> {
  const rows = await db
    .select({
      id: teams.id,
      code: teams.code,
      name: teams.name,
      type: teams.type,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.team_id))
    .where(eq(teamMembers.user_id, userId));
  return rows.sort(
    (a, b) =>
      Number(b.type === 'individual') - Number(a.type === 'individual') ||
      a.name.localeCompare(b.name),
  );
}
