import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Language, TeamRole, TeamType } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { teamMembers, teams, users } from '../../db/schema.js';

export type TeamRow = typeof teams.$inferSelect;

export async function insertTeam(
  db: Db,
  values: { code: string; name: string; type: TeamType; created_by: number; created_at?: Date },
): Promise<TeamRow> {
  const [team] = await db
    .insert(teams)
    .values({ ...values, updated_at: values.created_at })
    .returning();
  return team!;
}

export async function insertMember(
  db: Db,
  values: { team_id: number; user_id: number; role: TeamRole; created_at?: Date },
): Promise<void> {
  await db.insert(teamMembers).values(values);
}

export type UserTeamRow = {
  id: number;
  code: string;
  name: string;
  type: TeamType;
  role: TeamRole;
  created_at: Date;
  member_count: number;
};

const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`;

/** The live teams a user belongs to, personal profile first, then by name. */
export async function listTeamsOfUser(db: Db, userId: number): Promise<UserTeamRow[]> {
  const rows = await db
    .select({
      id: teams.id,
      code: teams.code,
      name: teams.name,
      type: teams.type,
      role: teamMembers.role,
      created_at: teams.created_at,
      member_count: memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.team_id))
    .where(and(eq(teamMembers.user_id, userId), isNull(teams.deleted_at)));
  return rows.sort(
    (a, b) =>
      Number(b.type === 'individual') - Number(a.type === 'individual') ||
      a.name.localeCompare(b.name),
  );
}

export type TeamMembership = { team: TeamRow; role: TeamRole };

/** A live team by code together with the user's role in it; undefined unless a member. */
export async function findMembership(
  db: Db,
  teamCode: string,
  userId: number,
): Promise<TeamMembership | undefined> {
  const [row] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.team_id, teams.id), eq(teamMembers.user_id, userId)))
    .where(and(eq(teams.code, teamCode), isNull(teams.deleted_at)));
  return row;
}

export async function findTeamById(db: Db, id: number): Promise<TeamRow | undefined> {
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), isNull(teams.deleted_at)));
  return team;
}

export async function countMembers(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.team_id, teamId));
  return row?.n ?? 0;
}

export async function renameTeam(db: Db, teamId: number, name: string, now: Date): Promise<void> {
  await db.update(teams).set({ name, updated_at: now }).where(eq(teams.id, teamId));
}

export async function softDeleteTeam(db: Db, teamId: number, now: Date): Promise<void> {
  await db.update(teams).set({ deleted_at: now, updated_at: now }).where(eq(teams.id, teamId));
}

export type MemberRow = {
  user_id: number;
  code: string;
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  role: TeamRole;
  added: Date;
};

function selectMembers(db: Db, teamId: number, filter?: SQL) {
  return db
    .select({
      user_id: users.id,
      code: users.code,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      language: users.language,
      role: teamMembers.role,
      added: teamMembers.created_at,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(and(eq(teamMembers.team_id, teamId), filter))
    .orderBy(asc(teamMembers.created_at), asc(users.email));
}

export function listMembers(db: Db, teamId: number): Promise<MemberRow[]> {
  return selectMembers(db, teamId);
}

export async function findMember(
  db: Db,
  teamId: number,
  userCode: string,
): Promise<MemberRow | undefined> {
  const [member] = await selectMembers(db, teamId, eq(users.code, userCode));
  return member;
}

/** The address of a member of the team, or null when the user is not one. */
export async function findMemberEmail(
  db: Db,
  teamId: number,
  userId: number,
): Promise<string | null> {
  const [member] = await db
    .select({ email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)));
  return member?.email ?? null;
}

/** Admins of the team other than `exceptUserId`: a team must always keep one. */
export async function countOtherAdmins(
  db: Db,
  teamId: number,
  exceptUserId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.team_id, teamId),
        eq(teamMembers.role, 'admin'),
        ne(teamMembers.user_id, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

export async function setMemberRole(
  db: Db,
  teamId: number,
  userId: number,
  role: TeamRole,
  now: Date,
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ role, updated_at: now })
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)));
}

export async function deleteMember(db: Db, teamId: number, userId: number): Promise<void> {
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)));
}

export async function memberUserIds(db: Db, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teamMembers.user_id })
    .from(teamMembers)
    .where(eq(teamMembers.team_id, teamId));
  return rows.map((r) => r.id);
}

export async function findPersonalProfileId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.team_id, teams.id))
    .where(
      and(
        eq(teamMembers.user_id, userId),
        eq(teams.type, 'individual'),
        eq(teams.created_by, userId),
      ),
    );
  return row?.id;
}

/**
 * Points users whose current team is `teamId` back at their personal profile (after they
 * leave, are removed, or the team is deleted).
 */
export async function resetCurrentTeam(db: Db, teamId: number, userIds: number[], now: Date) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    update ${users} u set current_team_id = p.id, updated_at = ${now.toISOString()}
    from ${teams} p
    where u.id in (${sql.join(userIds, sql`, `)})
      and u.current_team_id = ${teamId}
      and p.type = 'individual' and p.created_by = u.id`);
}

export async function setCurrentTeam(db: Db, userId: number, teamId: number, now: Date) {
  await db
    .update(users)
    .set({ current_team_id: teamId, updated_at: now })
    .where(eq(users.id, userId));
}
