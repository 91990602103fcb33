import type { TeamRole, UserRole } from '@aml/shared';

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
};
