import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DriveProvider } from '@aml/shared';
import type { Db } from '../../../db/client.js';
import { driveConnections, oauthStates, teamMembers, users } from '../../../db/schema.js';

export type DriveConnectionRow = typeof driveConnections.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

const byTeam = (teamId: number, provider: DriveProvider) =>
  and(eq(driveConnections.team_id, teamId), eq(driveConnections.provider, provider));

export async function findConnection(
  db: Db,
  teamId: number,
  provider: DriveProvider,
): Promise<DriveConnectionRow | undefined> {
  const [row] = await db.select().from(driveConnections).where(byTeam(teamId, provider));
  return row;
}

/**
 * The connection row, locked until the caller's transaction ends: the one refresh of its
 * tokens at a time across processes (Microsoft's refresh token changes at every refresh, so
 * two refreshes at once would lose one).
 */
export async function lockConnection(
  tx: Db,
  teamId: number,
  provider: DriveProvider,
): Promise<DriveConnectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(driveConnections)
    .where(byTeam(teamId, provider))
    .for('update');
  return row;
}

/** The team's connection with the code of the user who made it. */
export async function findConnectionWithAuthor(db: Db, teamId: number, provider: DriveProvider) {
  const [row] = await db
    .select({ connection: driveConnections, connectedBy: users.code })
    .from(driveConnections)
    .leftJoin(users, eq(users.id, driveConnections.connected_by))
    .where(byTeam(teamId, provider));
  return row;
}

export async function saveRefreshedTokens(
  tx: Db,
  id: number,
  tokens: {
    accessTokenSealed: string;
    accessExpiresAt: Date;
    /** Only when the provider gave a new one (Microsoft does at every refresh). */
    refreshTokenSealed?: string;
  },
  now: Date,
) {
  await tx
    .update(driveConnections)
    .set({
      access_token_encrypted: tokens.accessTokenSealed,
      access_expires_at: tokens.accessExpiresAt,
      ...(tokens.refreshTokenSealed ? { refresh_token_encrypted: tokens.refreshTokenSealed } : {}),
      updated_at: now,
    })
    .where(eq(driveConnections.id, id));
}

/** The tokens are dropped and the connection shows 'No drive is connected' until reconnected. */
export async function markRevoked(db: Db, id: number, now: Date) {
  await db
    .update(driveConnections)
    .set({
      status: 'revoked',
      refresh_token_encrypted: null,
      access_token_encrypted: null,
      access_expires_at: null,
      updated_at: now,
    })
    .where(eq(driveConnections.id, id));
}

/**
 * Records the team's folder unless another process recorded one since `expected` was read:
 * answers whether this one was recorded.
 */
export async function claimRootFolder(
  db: Db,
  id: number,
  expected: string | null,
  folderId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(driveConnections)
    .set({ root_folder_id: folderId, updated_at: now })
    .where(
      and(
        eq(driveConnections.id, id),
        expected === null
          ? isNull(driveConnections.root_folder_id)
          : eq(driveConnections.root_folder_id, expected),
      ),
    )
    .returning({ id: driveConnections.id });
  return claimed.length > 0;
}

export type NewConnection = {
  teamId: number;
  provider: DriveProvider;
  accountEmail: string | null;
  accountName: string | null;
  refreshTokenSealed: string;
  accessTokenSealed: string;
  accessExpiresAt: Date;
  connectedBy: number;
};

/**
 * Connects the team's drive, replacing an earlier connection of the provider. The team's folder
 * is kept when the same account connects again (its files are there), and forgotten otherwise.
 */
export async function saveConnection(db: Db, connection: NewConnection, now: Date) {
  const values = {
    status: 'connected' as const,
    account_email: connection.accountEmail,
    account_name: connection.accountName,
    refresh_token_encrypted: connection.refreshTokenSealed,
    access_token_encrypted: connection.accessTokenSealed,
    access_expires_at: connection.accessExpiresAt,
    connected_by: connection.connectedBy,
    updated_at: now,
  };
  await db
    .insert(driveConnections)
    .values({ team_id: connection.teamId, provider: connection.provider, ...values })
    .onConflictDoUpdate({
      target: [driveConnections.team_id, driveConnections.provider],
      set: {
        ...values,
        root_folder_id: sql`case when ${driveConnections.account_email} is not distinct from excluded.account_email then ${driveConnections.root_folder_id} end`,
      },
    });
}

export async function insertOAuthState(
  db: Db,
  state: {
    state: string;
    teamId: number;
    userId: number;
    provider: DriveProvider;
    codeVerifierSealed: string;
    browserHash: string;
  },
  now: Date,
) {
  await db.insert(oauthStates).values({
    state: state.state,
    team_id: state.teamId,
    user_id: state.userId,
    provider: state.provider,
    code_verifier_encrypted: state.codeVerifierSealed,
    browser_hash: state.browserHash,
    created_at: now,
  });
}

/** Removes and answers the state: whoever comes back with it first is its only user. */
export async function takeOAuthState(db: Db, state: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

/** States of authorisations abandoned at the provider, which nobody will come back with. */
export async function deleteOAuthStatesBefore(db: Db, before: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.created_at, before));
}

/** The user's role in the team, or undefined when they are not (or no longer) a member. */
export async function findTeamRole(db: Db, teamId: number, userId: number) {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)));
  return row?.role;
}
