import type { Language, TeamRole, UserRole } from '@aml/shared';
import { AppError } from '../lib/app-error.js';

/** Who is calling, resolved from the bearer token once per request. */
export type AuthContext = {
  sessionId: number;
  sessionCreatedAt: Date;
  sessionExpiresAt: Date;
  userId: number;
  userCode: string;
  roles: UserRole[];
  /** The current team, taken only from the session's user, never from the request. */
  teamId: number | null;
  teamRole: TeamRole | null;
  /** Of the request, for the audit trail. */
  requestId: string;
  ip: string;
  /**
   * The language the caller reads, from the request's Accept-Language (the web app sends the
   * one it shows): what the API writes for them (alert and task titles, PDFs) is in it.
   */
  language: Language;
};

/**
 * A caller working in their current team: what team-scoped routes get from `requireTeam`
 * (plugins/auth.ts) and hand to their services, which pass it on to repositories, or its scope
 * (`scopeOf`, record.policy.ts). Its team is known, so nothing downstream asserts one.
 */
export type TeamContext = AuthContext & { teamId: number };

const hasTeam = (auth: AuthContext): auth is TeamContext => auth.teamId !== null;

/** The caller in their current team, or null while none is current. */
export const currentTeam = (auth: AuthContext): TeamContext | null => (hasTeam(auth) ? auth : null);

/** The caller in their current team, or 403 `team_context_required` while none is current. */
export function inTeam(auth: AuthContext): TeamContext {
  if (!hasTeam(auth)) {
    throw new AppError(403, 'team_context_required', 'Change the context to continue');
  }
  return auth;
}
