import type { TeamRole } from './enums.js';

/**
 * The one permission map of the product (spec section 6). The API enforces it; the web app
 * only uses it to hide or disable controls.
 */
export const PERMISSIONS = [
  /** See the team itself: its details and members. Every member has it. */
  'team.view',
  /** See every record of the team (otherwise only the records the user created). */
  'records.view_all',
  'records.create',
  /** Edit any record of the team. */
  'records.edit_all',
  /** Edit records the user created. */
  'records.edit_own',
  /** Members, invitations, settings, products, cart and orders. */
  'team.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  admin: [
    'team.view',
    'records.view_all',
    'records.create',
    'records.edit_all',
    'records.edit_own',
    'team.manage',
  ],
  all_viewer_member: ['team.view', 'records.view_all', 'records.create'],
  all_viewer_member_self_editing: [
    'team.view',
    'records.view_all',
    'records.create',
    'records.edit_own',
  ],
  // Own records, and only within TIME_LIMITED_EDIT_HOURS of their creation (checked by the policy layer).
  all_viewer_member_self_editing_time_limited: [
    'team.view',
    'records.view_all',
    'records.create',
    'records.edit_own',
  ],
  self_viewer_member: ['team.view', 'records.create', 'records.edit_own'],
};

export function hasPermission(role: TeamRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What a team settings menu entry needs (spec section 6): `team` when the current team must be
 * found, `team_admin` when the user must also administer it, `none` when always enabled.
 */
export type MenuRequirement = 'none' | 'team' | 'team_admin';

export function isMenuEntryEnabled(
  requirement: MenuRequirement,
  currentTeamRole: TeamRole | null | undefined,
): boolean {
  if (requirement === 'none') return true;
  if (currentTeamRole == null) return false;
  return requirement === 'team' || hasPermission(currentTeamRole, 'team.manage');
}
