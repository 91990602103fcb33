import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { UserRole } from '@aml/shared';
import { preparedOnce, type Db } from '../../db/client.js';
import { sessions, teamMembers, users } from '../../db/schema.js';
import type { AuthContext } from '../../policies/auth-context.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: {
    token_hash: string;
    user_id: number;
    created_at: Date;
    expires_at: Date;
    /** Set by a login to its clock; the database's now() otherwise. */
    last_seen_at?: Date;
    ip: string;
    user_agent: string | null;
  },
): Promise<SessionRow> {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

const activeSessionStatement = (db: Db) =>
  preparedOnce(db, 'find_active_session', () =>
    db
      .select({
        sessionId: sessions.id,
        sessionCreatedAt: sessions.created_at,
        sessionExpiresAt: sessions.expires_at,
        sessionLastSeenAt: sessions.last_seen_at,
        userId: users.id,
        userCode: users.code,
        roles: users.roles,
        teamId: teamMembers.team_id,
        teamRole: teamMembers.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.user_id, users.id), eq(teamMembers.team_id, users.current_team_id)),
      )
      .where(
        and(
          eq(sessions.token_hash, sql.placeholder('tokenHash')),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, sql.placeholder('now')),
          gt(sessions.last_seen_at, sql.placeholder('idleCutoff')),
        ),
      )
      .prepare('find_active_session'),
  );

export type ActiveSession = Omit<AuthContext, 'requestId' | 'ip' | 'language'> & {
  /** The last request seen, at most about a minute stale (see `touchSession`). */
  sessionLastSeenAt: Date;
};

/**
 * One indexed query per request: the session, its user and the role in the current team;
 * nothing when the session was revoked, has expired, or was idle since `idleCutoff`.
 */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleCutoff: Date,
): Promise<ActiveSession | undefined> {
  const [row] = await activeSessionStatement(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleCutoff: idleCutoff.toISOString(),
  });
  return row && { ...row, roles: row.roles as UserRole[] };
}

/**
 * Records a request of the session, unless one was recorded since `staleBefore`: a write at
 * most about once a minute per session, however many processes serve it.
 */
export async function touchSession(
  db: Db,
  sessionId: number,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.last_seen_at, staleBefore)));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except optionally the one making the change. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
