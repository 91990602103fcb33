import { SESSION_TTL_DAYS } from '@aml/shared';
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
  resetRateLimit,
} from '../rate-limit/rate-limit.service.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { anonymousActor, type RequestMeta } from '../audit/audit.service.js';
import { auditUser } from '../accounts/accounts.service.js';
import { findActiveSession, insertSession, revokeSession } from './sessions.repository.js';

export type ClientMeta = RequestMeta & { userAgent: string | null };

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'The e-mail address or password is incorrect');

/**
 * Logs in with e-mail and password. A wrong password and an unknown address get the same
 * answer after the same work, so the call does not reveal which accounts exist.
 */
export async function login(deps: AppDeps, input: Login, meta: ClientMeta): Promise<LoginResponse> {
  await consumeRateLimit(deps, ipKey('login', meta.ip), RATE_LIMITS.loginPerIp);
  await consumeRateLimit(deps, accountKey('login', input.email), RATE_LIMITS.loginPerAccount);

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

  await resetRateLimit(deps, accountKey('login', input.email));
  const token = newSecret();
  const session = await deps.db.transaction(async (tx) => {
    const created = await insertSession(tx, {
      token_hash: hashSecret(token),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    });
    await auditUser(tx, anonymousActor(meta, user.id), now, 'logged_in');
    return created;
  });
  return { token, expires_at: session.expires_at.toISOString() };
}

export async function authenticate(
  deps: AppDeps,
  token: string,
  meta: RequestMeta,
): Promise<Omit<AuthContext, 'language'> | null> {
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  const cached = deps.authCache.getSession(tokenHash);
  if (cached && cached.sessionExpiresAt > now) return { ...cached, ...meta };
  const session = await findActiveSession(deps.db, tokenHash, now);
  if (!session) return null;
  deps.authCache.setSession(tokenHash, session);
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
