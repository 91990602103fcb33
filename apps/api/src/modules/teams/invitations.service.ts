import {
  INVITATION_TTL_DAYS,
  type CreateInvitation,
  type Invitation,
  type InvitationLists,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { findUserByEmail, findUserById } from '../accounts/index.js';
import { renderActionEmail } from '../email/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext, TeamContext } from '../../policies/auth-context.js';
import {
  closeInvitation,
  extendInvitation,
  findInvitation,
  insertInvitation,
  listInvitationsBy,
  listInvitationsTo,
  retireActiveInvitations,
  type InvitationView,
} from './invitations.repository.js';
import { findMembership, findTeamById, insertMember, listMembers } from './teams.repository.js';

const ttl = () => INVITATION_TTL_DAYS * 86_400_000;

/** `expired` is not stored: an active invitation past its expiry is expired when read. */
function statusOf(invitation: InvitationView, now: Date): Invitation['status'] {
  return invitation.status === 'active' && invitation.expires_at <= now
    ? 'expired'
    : invitation.status;
}

function toInvitation(invitation: InvitationView, now: Date, isAdmin: boolean): Invitation {
  return {
    code: invitation.code,
    email: invitation.email,
    invited_email: invitation.email,
    status: statusOf(invitation, now),
    role: invitation.role,
    added: invitation.created_at.toISOString(),
    created_at: invitation.created_at.toISOString(),
    expires_at: invitation.expires_at.toISOString(),
    team_name: invitation.team_name,
    team_code: invitation.team_code,
    user_that_invites: invitation.inviter_email,
    count_members: invitation.count_members,
    admin: isAdmin,
  };
}

async function sendInvitationEmail(
  deps: AppDeps,
  invitation: { code: string; email: string },
  team: string,
  inviterId: number,
) {
  const inviter = await findUserById(deps.db, inviterId);
  const invitee = await findUserByEmail(deps.db, invitation.email);
  const language = invitee?.language ?? inviter?.language ?? 'en';
  const link = `${deps.config.publicUrl}/user/team/invite/${invitation.code}`;
  await deps.emails.enqueue(
    deps.db,
    renderActionEmail('team_invitation', language, invitation.email, link, {
      team,
      inviter: inviter?.email ?? '',
    }),
  );
  void deps.emails.kick();
}

/** Invites an address to the current team (the team comes from the session). */
export async function inviteToCurrentTeam(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateInvitation,
): Promise<Invitation> {
  const team = await findTeamById(deps.db, auth.teamId);
  if (!team) throw notFound('Team');
  if (team.type === 'individual') {
    throw new AppError(409, 'personal_profile', 'Nobody can be invited to a personal profile');
  }
  const members = await listMembers(deps.db, team.id);
  if (members.some((m) => m.email === input.email)) {
    throw new AppError(409, 'already_member', 'This person is already a member of the team');
  }
  const now = deps.clock.now();
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await retireActiveInvitations(tx, team.id, input.email, now);
    await insertInvitation(tx, {
      code,
      team_id: team.id,
      email: input.email,
      role: input.role,
      invited_by: auth.userId,
      created_at: now,
      expires_at: new Date(now.getTime() + ttl()),
    });
    await recordAudit(tx, auth, now, {
      ...invitationEntity(team.id, code),
      action: 'created',
      changes: { email: input.email, role: input.role },
    });
  });
  await sendInvitationEmail(deps, { code, email: input.email }, team.name, auth.userId);
  return toInvitation((await findInvitation(deps.db, code))!, now, true);
}

export async function listInvitations(deps: AppDeps, auth: AuthContext): Promise<InvitationLists> {
  const user = await findUserById(deps.db, auth.userId);
  const now = deps.clock.now();
  const [received, sent] = await Promise.all([
    listInvitationsTo(deps.db, user!.email),
    listInvitationsBy(deps.db, auth.userId),
  ]);
  return {
    received: received.map((i) => toInvitation(i, now, false)),
    sent: sent.map((i) => toInvitation(i, now, true)),
  };
}

/**
 * Public: whoever holds the unguessable code (the invitee, from the e-mail) sees what they
 * are invited to, before they have an account.
 */
export async function getInvitation(deps: AppDeps, code: string): Promise<Invitation> {
  const invitation = await findInvitation(deps.db, code);
  if (!invitation || invitation.team_deleted) throw notFound('Invitation');
  return toInvitation(invitation, deps.clock.now(), false);
}

/** An invitation of the current team (whose admin the route requires); others answer 404. */
async function requireManagedInvitation(deps: AppDeps, auth: AuthContext, code: string) {
  const invitation = await findInvitation(deps.db, code);
  if (!invitation || invitation.team_id !== auth.teamId) throw notFound('Invitation');
  return invitation;
}

const notActive = () =>
  new AppError(409, 'invitation_not_active', 'The invitation is no longer active');

/** Sends the e-mail again and gives the invitation a fresh validity period. */
export async function resendInvitation(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
): Promise<void> {
  const invitation = await requireManagedInvitation(deps, auth, code);
  if (invitation.status !== 'active') throw notActive();
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await extendInvitation(tx, invitation.id, new Date(now.getTime() + ttl()));
    await recordAudit(tx, auth, now, {
      ...invitationEntity(invitation.team_id, code),
      action: 'resent',
    });
  });
  await sendInvitationEmail(deps, invitation, invitation.team_name, auth.userId);
}

export async function cancelInvitation(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
): Promise<void> {
  const invitation = await requireManagedInvitation(deps, auth, code);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await closeInvitation(tx, invitation.id, 'rejected', now))) throw notActive();
    await recordAudit(tx, auth, now, {
      ...invitationEntity(invitation.team_id, code),
      action: 'cancelled',
    });
  });
}

/**
 * Accepts or rejects an invitation addressed to the caller's own e-mail. Accepting adds the
 * caller to that one team with the invited role; nothing else of theirs changes.
 */
export async function handleInvitation(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  accept: boolean,
): Promise<void> {
  const invitation = await findInvitation(deps.db, code);
  if (!invitation || invitation.team_deleted) throw notFound('Invitation');
  const user = await findUserById(deps.db, auth.userId);
  if (user!.email !== invitation.email) {
    throw new AppError(
      403,
      'invitation_wrong_account',
      'The invitation was sent to another e-mail address',
    );
  }
  const now = deps.clock.now();
  if (statusOf(invitation, now) !== 'active') throw notActive();
  await deps.db.transaction(async (tx) => {
    if (!(await closeInvitation(tx, invitation.id, accept ? 'fulfilled' : 'rejected', now)))
      throw notActive();
    if (accept && !(await findMembership(tx, invitation.team_code, auth.userId))) {
      await insertMember(tx, {
        team_id: invitation.team_id,
        user_id: auth.userId,
        role: invitation.role,
        created_at: now,
      });
    }
    await recordAudit(tx, auth, now, {
      ...invitationEntity(invitation.team_id, code),
      action: accept ? 'accepted' : 'rejected',
      changes: accept ? { role: invitation.role } : {},
    });
  });
}

const invitationEntity = (teamId: number, code: string) => ({
  entityType: 'team_invitation',
  entityCode: code,
  teamId,
});
