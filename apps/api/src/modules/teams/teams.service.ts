import type {
  ChangeMemberRole,
  CreateTeam,
  TeamList,
  TeamMemberList,
  TeamSummary,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import type { AuthContext, TeamContext } from '../../policies/auth-context.js';
import {
  countMembers,
  countOtherAdmins,
  deleteMember,
  findTeamById,
  findMember,
  findMembership,
  insertMember,
  insertTeam,
  listMembers,
  listTeamsOfUser,
  memberUserIds,
  renameTeam,
  resetCurrentTeam,
  setCurrentTeam,
  setMemberRole,
  softDeleteTeam,
  type TeamMembership,
  type TeamRow,
  type UserTeamRow,
} from './teams.repository.js';

const personalProfileRefusal = (what: string) =>
  new AppError(409, 'personal_profile', `The personal profile cannot be ${what}`);
const lastAdminRefusal = () =>
  new AppError(409, 'last_admin', 'A team must keep at least one admin');

/**
 * Every user owns a personal profile: a team of type individual in which they are admin.
 * It is the context of a new account (spec section 6).
 */
export async function createPersonalProfile(
  db: Db,
  userId: number,
  name: string,
  now: Date,
): Promise<TeamRow> {
  const team = await insertTeam(db, {
    code: newCode(),
    name,
    type: 'individual',
    created_by: userId,
    created_at: now,
  });
  await insertMember(db, { team_id: team.id, user_id: userId, role: 'admin', created_at: now });
  return team;
}

function toSummary(team: UserTeamRow, currentTeamId: number | null): TeamSummary {
  return {
    code: team.code,
    name: team.name,
    type: team.type,
    role: team.role,
    admin: team.role === 'admin',
    member_count: team.member_count,
    created_at: team.created_at.toISOString(),
    current: team.id === currentTeamId,
  };
}

export async function listTeams(deps: AppDeps, auth: AuthContext): Promise<TeamList> {
  const teams = await listTeamsOfUser(deps.db, auth.userId);
  return { items: teams.map((t) => toSummary(t, auth.teamId)), total: teams.length };
}

/*
 * Functions that act on a team in the path receive its membership from the auth layer
 * (routes declare `teamParam`), which has already answered 404 to non-members.
 */

export async function getTeam(
  deps: AppDeps,
  auth: AuthContext,
  { team, role }: TeamMembership,
): Promise<TeamSummary> {
  const member_count = await countMembers(deps.db, team.id);
  return toSummary({ ...team, role, member_count }, auth.teamId);
}

export async function createTeam(
  deps: AppDeps,
  auth: AuthContext,
  input: CreateTeam,
): Promise<TeamSummary> {
  const now = deps.clock.now();
  const team = await deps.db.transaction(async (tx) => {
    const created = await insertTeam(tx, {
      code: newCode(),
      name: input.name,
      type: 'organization',
      created_by: auth.userId,
      created_at: now,
    });
    await insertMember(tx, {
      team_id: created.id,
      user_id: auth.userId,
      role: 'admin',
      created_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...teamEntity(created),
      action: 'created',
      changes: { name: created.name },
    });
    return created;
  });
  return toSummary({ ...team, role: 'admin', member_count: 1 }, auth.teamId);
}

/** Renames the current team: the team comes from the session, never from the request. */
export async function renameCurrentTeam(
  deps: AppDeps,
  auth: TeamContext,
  name: string,
): Promise<void> {
  const team = await findTeamById(deps.db, auth.teamId);
  if (!team) throw notFound('Team');
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await renameTeam(tx, team.id, name, now);
    await recordAudit(tx, auth, now, {
      ...teamEntity(team),
      action: 'renamed',
      changes: diff(team, { name }),
    });
  });
}

export async function deleteTeam(
  deps: AppDeps,
  auth: AuthContext,
  { team }: TeamMembership,
): Promise<void> {
  if (team.type === 'individual') throw personalProfileRefusal('deleted');
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await softDeleteTeam(tx, team.id, now);
    await resetCurrentTeam(tx, team.id, await memberUserIds(tx, team.id), now);
    await recordAudit(tx, auth, now, { ...teamEntity(team), action: 'deleted' });
  });
}

export async function leaveTeam(
  deps: AppDeps,
  auth: AuthContext,
  { team, role }: TeamMembership,
): Promise<void> {
  if (team.type === 'individual') throw personalProfileRefusal('left');
  if (role === 'admin' && (await countOtherAdmins(deps.db, team.id, auth.userId)) === 0) {
    throw lastAdminRefusal();
  }
  await removeFromTeam(deps, auth, team, { user_id: auth.userId, code: auth.userCode }, 'left');
}

async function removeFromTeam(
  deps: AppDeps,
  auth: AuthContext,
  team: TeamRow,
  member: { user_id: number; code: string },
  action: 'left' | 'removed',
) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await deleteMember(tx, team.id, member.user_id);
    await resetCurrentTeam(tx, team.id, [member.user_id], now);
    await recordAudit(tx, auth, now, { ...memberEntity(team, member.code), action });
  });
}

export async function listTeamMembers(
  deps: AppDeps,
  auth: AuthContext,
  { team }: TeamMembership,
): Promise<TeamMemberList> {
  const members = await listMembers(deps.db, team.id);
  return {
    items: members.map((m) => ({
      code: m.code,
      email: m.email,
      first_name: m.first_name,
      last_name: m.last_name,
      role: m.role,
      added: m.added.toISOString(),
      is_current_user: m.user_id === auth.userId,
    })),
    total: members.length,
  };
}

async function requireMember(deps: AppDeps, { team }: TeamMembership, memberCode: string) {
  const member = await findMember(deps.db, team.id, memberCode);
  if (!member) throw notFound('Team member');
  return { team, member };
}

export async function changeMemberRole(
  deps: AppDeps,
  auth: AuthContext,
  membership: TeamMembership,
  memberCode: string,
  input: ChangeMemberRole,
): Promise<void> {
  const { team, member } = await requireMember(deps, membership, memberCode);
  if (team.type === 'individual') throw personalProfileRefusal('shared');
  const demotesAdmin = member.role === 'admin' && input.role !== 'admin';
  if (demotesAdmin && (await countOtherAdmins(deps.db, team.id, member.user_id)) === 0) {
    throw lastAdminRefusal();
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await setMemberRole(tx, team.id, member.user_id, input.role, now);
    await recordAudit(tx, auth, now, {
      ...memberEntity(team, member.code),
      action: 'role_changed',
      changes: diff(member, { role: input.role }),
    });
  });
}

export async function removeMember(
  deps: AppDeps,
  auth: AuthContext,
  membership: TeamMembership,
  memberCode: string,
): Promise<void> {
  const { team, member } = await requireMember(deps, membership, memberCode);
  if (team.type === 'individual') throw personalProfileRefusal('shared');
  if (member.role === 'admin' && (await countOtherAdmins(deps.db, team.id, member.user_id)) === 0) {
    throw lastAdminRefusal();
  }
  await removeFromTeam(deps, auth, team, member, 'removed');
}

/** POST /int/teams/change: works in another team (or the personal profile) from now on. */
export async function changeCurrentTeam(
  deps: AppDeps,
  auth: AuthContext,
  teamCode: string,
): Promise<void> {
  const membership = await findMembership(deps.db, teamCode, auth.userId);
  if (!membership) throw notFound('Team');
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await setCurrentTeam(tx, auth.userId, membership.team.id, now);
    await recordAudit(tx, auth, now, {
      entityType: 'user',
      entityCode: auth.userCode,
      action: 'context_changed',
      changes: { team: [null, membership.team.code] },
      teamId: null,
    });
  });
}

/** Audit entries of a team are filed under that team, whatever the actor's context. */
export const teamEntity = (team: TeamRow) => ({
  entityType: 'team',
  entityCode: team.code,
  teamId: team.id,
});

const memberEntity = (team: TeamRow, memberCode: string) => ({
  entityType: 'team_member',
  entityCode: memberCode,
  teamId: team.id,
});
