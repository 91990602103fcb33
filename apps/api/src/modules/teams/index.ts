/**
 * What other modules may read and change of teams and their members; the team pages are
 * teams.service.ts and invitations.service.ts.
 */
export {
  countMembers,
  countOtherAdmins,
  deleteMember,
  findMember,
  findMemberEmail,
  findMembership,
  findTeamById,
  listTeamsOfUser,
  softDeleteTeam,
  type TeamMembership,
} from './teams.repository.js';
