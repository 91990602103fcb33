import type { Login, LoginResponse, Session } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { getDecoyHash, verifyPassword } from '../../lib/passwords.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { findUserByEmail } from '../accounts/index.js';
import {
  RATE_LIMITS,
  accountKey,
  consumeRateLimit,
  ipKey,
  pairKey,
  refundRateLimit,
  resetRateLimit,
} from '../rate-limit/rate-limit.service.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { anonymousActor, type RequestMeta } from '../audit/audit.service.js';
import { auditUser } from '../accounts/accounts.service.js';
import {
  findActiveSession,
  insertSession,
  revokeSession,
  touchSession,
} from './sessions.repository.js';

export type ClientMeta = RequestMeta & { userAgent: string | null };

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'The e-mail address or password is incorrect');

/** How stale a session's last_seen_at may grow before a request writes it again. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Logs in with e-mail and password. A wrong password and an unknown address get the same
 * answer after the same work, so the call does not reveal which accounts exist.
 *
 * Guesses are limited per client address, per account and address pair (so a stranger's
 * guesses do not lock the owner out from elsewhere) and, far more loosely, per account
 * against guessing spread over many addresses. That last limit refuses the owner too: the
 * e-mailed password-reset link lifts it (`resetPassword` in accounts), as the answer says.
 */
export async function login(deps: AppDeps, input: Login, meta: ClientMeta): Promise<LoginResponse> {
  await consumeRateLimit(deps, ipKey('login', meta.ip), RATE_LIMITS.loginPerIp);
  await consumeRateLimit(
    deps,
    pairKey('login', input.email, meta.ip),
    RATE_LIMITS.loginPerAccountAndIp,
  );
  await consumeRateLimit(
    deps,
    accountKey('login', input.email),
    RATE_LIMITS.loginPerAccount,
    (retryAfterSeconds) =>
      new AppError(
        429,
        'login_locked',
        'Too many failed logins to this account: reset the password from the e-mailed link to log in now, or try again later',
        { retry_after_seconds: retryAfterSeconds },
      ),
  );

  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await getDecoyHash()),
    input.password,
  );
  const now = deps.clock.now();
  if (!user || !passwordMatches) {
    // A failed attempt on an existing account is the account owner's business too.
    if (user) await auditUser(deps.db, anonymousActor(meta, user.id), now, 'login_failed');
    throw invalidCredentials();
  }

  await resetRateLimit(deps, pairKey('login', input.email, meta.ip));
  // Only failures count against the account as a whole: its owner's logins never lock it.
  await refundRateLimit(deps, accountKey('login', input.email));
  if (!user.email_verified_at) {
    // Told only to whoever knows the password, so it reveals nothing about who has an account.
    throw new AppError(
      403,
      'email_not_verified',
      'Confirm the e-mail address from the link we sent before logging in',
    );
  }
  const token = newSecret();
  const session = await deps.db.transaction(async (tx) => {
    const created = await insertSession(tx, {
      token_hash: hashSecret(token),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + deps.config.sessionTtlMs),
      last_seen_at: now,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    });
    await auditUser(tx, anonymousActor(meta, user.id), now, 'logged_in');
    return created;
  });
  return { token, expires_at: session.expires_at.toISOString() };
}

/**
 * The caller of a bearer token: from this process's cache when it may be, else from the
 * database. A session ends at its expiry, when revoked, or after `sessionIdleMs` without a
 * request; requests are recorded on the session at most once a minute.
 */
export async function authenticate(
  deps: AppDeps,
  token: string,
  meta: RequestMeta,
): Promise<Omit<AuthContext, 'language'> | null> {
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  const idleCutoff = new Date(now.getTime() - deps.config.sessionIdleMs);
  let session = deps.authCache.getSession(tokenHash);
  // A cached session that looks idle may have been used through another process: the
  // database, whose last_seen_at is the newest, decides.
  if (!session || session.sessionExpiresAt <= now || session.sessionLastSeenAt <= idleCutoff) {
    session = await findActiveSession(deps.db, tokenHash, now, idleCutoff);
    if (!session) return null;
    deps.authCache.setSession(tokenHash, session);
  }
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  if (session.sessionLastSeenAt < staleBefore) {
    await touchSession(deps.db, session.sessionId, now, staleBefore);
    // The cached entry itself, so that its age (and the 10 s bound on staleness) stays.
    session.sessionLastSeenAt = now;
  }
  return { ...session, ...meta };
}

export async function logout(deps: AppDeps, auth: AuthContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await revokeSession(tx, auth.sessionId, now);
    await auditUser(tx, auth, now, 'logged_out');
  });
}

export function describeSession(auth: AuthContext): Session {
  return {
    user_code: auth.userCode,
    created_at: auth.sessionCreatedAt.toISOString(),
    expires_at: auth.sessionExpiresAt.toISOString(),
  };
}
