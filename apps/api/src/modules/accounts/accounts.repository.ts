import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type Db } from '../../db/client.js';
import { oneTimeCodes, teamMembers, teams, users } from '../../db/schema.js';
import type { TeamRole, TeamType } from '@aml/shared';

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Makes the configured addresses administrators of the installation (ADMIN_EMAILS). */
export async function grantAdminRole(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(and(inArray(users.email, emails), sql`not ('admin' = any(${users.roles}))`));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<Omit<typeof users.$inferInsert, 'id' | 'code'>>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updated_at: now })
    .where(eq(users.id, id));
}

export async function insertOneTimeCode(
  db: Db,
  values: {
    user_id: number;
    purpose: OneTimeCodePurpose;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

/**
 * Uses a code exactly once: the update succeeds only for an unused, unexpired code, so two
 * concurrent uses cannot both pass. Answers the owner's id, or undefined.
 */
export async function consumeOneTimeCode(
  db: Db,
  purpose: OneTimeCodePurpose,
  codeHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeCodes.code_hash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .returning({ userId: oneTimeCodes.user_id });
  return row?.userId;
}

/** Retires a user's outstanding codes of one purpose, so only the newest link works. */
export async function retireOneTimeCodes(
  db: Db,
  userId: number,
  purpose: OneTimeCodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
      ),
    );
}

/** The newest unused, unexpired code of a purpose, if any. */
export async function findOpenCode(
  db: Db,
  userId: number,
  purpose: OneTimeCodePurpose,
  now: Date,
): Promise<{ created_at: Date } | undefined> {
  const [row] = await db
    .select({ created_at: oneTimeCodes.created_at })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.created_at))
    .limit(1);
  return row;
}

export type UserTeamJson = {
  id: number;
  code: string;
  name: string;
  type: TeamType;
  role: TeamRole;
};

/**
 * The user with their live teams (personal profile first, then by name) in one prepared
 * query: GET /int/user runs on every page load. The outer column is spelled out because
 * Drizzle renders a single-table select's columns unqualified, which the subquery would
 * resolve to its own tables.
 */
const userWithTeamsStatement = (db: Db) =>
  preparedOnce(db, 'user_with_teams', () =>
    db
      .select({
        user: users,
        teams: sql<UserTeamJson[]>`coalesce((
          select json_agg(json_build_object('id', t.id, 'code', t.code, 'name', t.name, 'type', t.type, 'role', m.role)
                          order by (t.type = 'individual') desc, t.name)
          from ${teamMembers} m join ${teams} t on t.id = m.team_id
          where m.user_id = "users"."id" and t.deleted_at is null), '[]'::json)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('user_with_teams'),
  );

export async function findUserWithTeams(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; teams: UserTeamJson[] } | undefined> {
  const [row] = await userWithTeamsStatement(db).execute({ userId });
  return row;
}
