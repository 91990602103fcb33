/** Value sets named by the specification (sections 3, 4 and 6). */

export const TEAM_ROLES = [
  'admin',
  'all_viewer_member',
  'all_viewer_member_self_editing',
  'all_viewer_member_self_editing_time_limited',
  'self_viewer_member',
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A team of type individual is a user's personal profile. */
export const TEAM_TYPES = ['individual', 'organization'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** System-wide user roles; `admin` is the operator of the installation, not a team admin. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const COOKIE_CONSENT_VALUES = ['granted', 'denied'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Team invitation states (spec section 4); `expired` is derived from expires_at when read. */
export const INVITATION_STATUSES = ['active', 'rejected', 'fulfilled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Risk status of spec section 4; `pending` until a party or transaction has been assessed. */
export const RISK_LEVELS = [
  'pending',
  'low',
  'normal',
  'high',
  'non_acceptable',
  'error',
  'cannot_be_processed',
  'user_verification_required',
] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** The search option meaning "any risk level" (spec section 4). */
export const ALL_RISK_LEVELS = 'all_levels';

/**
 * A sanctions hit: undecided, or decided by an officer. Here rather than in the sanctions
 * contract because the alerts contract shows an alert's hits and the sanctions contract a
 * hit's alert: each reads the other's statuses.
 */
export const SANCTION_HIT_STATUSES = ['hit', 'false_positive', 'confirmed'] as const;
export type SanctionHitStatus = (typeof SANCTION_HIT_STATUSES)[number];
