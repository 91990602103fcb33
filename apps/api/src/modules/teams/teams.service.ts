import { newCode } from '../../lib/tokens.js';
import type { Db } from '../../db/client.js';
import { insertMember, insertTeam, listTeamsOfUser } from './teams.repository.js';
import type { TeamRow, UserTeamRow } from './teams.repository.js';

/**
 * Every user owns a personal profile: a team of type individual in which they are admin.
 * It is the context of a new account (spec section 6).
 */
export async function createPersonalProfile(
  db: Db,
  userId: number,
  name: string,
): Promise<TeamRow> {
  const team = await insertTeam(db, {
    code: newCode(),
    name,
    type: 'individual',
    created_by: userId,
  });
  await insertMember(db, { team_id: team.id, user_id: userId, role: 'admin' });
  return team;
}

export function listUserTeams(db: Db, userId: number): Promise<UserTeamRow[]> {
  return listTeamsOfUser(db, userId);
}
