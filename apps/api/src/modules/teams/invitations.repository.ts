import { and, desc, eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema.js';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export type InvitationView = InvitationRow & {
  team_code: string;
  team_name: string;
  team_deleted: boolean;
  inviter_email: string;
  count_members: number;
};

export async function insertInvitation(
  db: Db,
  values: {
    code: string;
    team_id: number;
    email: string;
    role: TeamRole;
    invited_by: number;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await db.insert(teamInvitations).values(values);
}

function selectInvitations(db: Db) {
  return db
    .select({
      invitation: teamInvitations,
      team_code: teams.code,
      team_name: teams.name,
      team_deleted_at: teams.deleted_at,
      inviter_email: users.email,
      count_members: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.team_id))
    .innerJoin(users, eq(users.id, teamInvitations.invited_by))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];
const toView = (row: Selected): InvitationView => ({
  ...row.invitation,
  team_code: row.team_code,
  team_name: row.team_name,
  team_deleted: row.team_deleted_at !== null,
  inviter_email: row.inviter_email,
  count_members: row.count_members,
});

export async function findInvitation(db: Db, code: string): Promise<InvitationView | undefined> {
  const [row] = await selectInvitations(db).where(eq(teamInvitations.code, code));
  return row && toView(row);
}

export async function listInvitationsTo(db: Db, email: string): Promise<InvitationView[]> {
  const rows = await selectInvitations(db)
    .where(eq(teamInvitations.email, email))
    .orderBy(desc(teamInvitations.created_at));
  return rows.map(toView).filter((i) => !i.team_deleted);
}

export async function listInvitationsBy(db: Db, userId: number): Promise<InvitationView[]> {
  const rows = await selectInvitations(db)
    .where(eq(teamInvitations.invited_by, userId))
    .orderBy(desc(teamInvitations.created_at));
  return rows.map(toView).filter((i) => !i.team_deleted);
}

/** Closes an invitation that is still active; answers whether it was. */
export async function closeInvitation(
  db: Db,
  id: number,
  status: 'rejected' | 'fulfilled',
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(teamInvitations)
    .set({ status, handled_at: now })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'active')))
    .returning({ id: teamInvitations.id });
  return closed.length === 1;
}

export async function extendInvitation(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.update(teamInvitations).set({ expires_at: expiresAt }).where(eq(teamInvitations.id, id));
}

/** Active invitations of a team to an address, to retire before sending a new one. */
export async function retireActiveInvitations(db: Db, teamId: number, email: string, now: Date) {
  await db
    .update(teamInvitations)
    .set({ status: 'rejected', handled_at: now })
    .where(
      and(
        eq(teamInvitations.team_id, teamId),
        eq(teamInvitations.email, email),
        eq(teamInvitations.status, 'active'),
      ),
    );
}
