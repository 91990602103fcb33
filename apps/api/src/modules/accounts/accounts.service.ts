import {
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  type ChangePassword,
  type CurrentUser,
  type LanguageChange,
  type Register,
  type ResetPassword,
  type UserNames,
  type UserRole,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret, newCode, newSecret } from '../../lib/tokens.js';
import { renderActionEmail, type EmailTemplate } from '../email/index.js';
import {
  RATE_LIMITS,
  accountKey,
  consumeRateLimit,
  ipKey,
  resetLoginLimits,
} from '../rate-limit/rate-limit.service.js';
import { createTypicalDuration, holdUntil } from '../../lib/answer-floor.js';
import {
  anonymousActor,
  diff,
  recordAudit,
  type AuditActor,
  type RequestMeta,
} from '../audit/audit.service.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { revokeUserSessions } from '../sessions/index.js';
import { createPersonalProfile } from '../teams/teams.service.js';
import {
  consumeOneTimeCode,
  findUserByEmail,
  findUserById,
  findUserWithTeams,
  insertOneTimeCode,
  insertUser,
  retireOneTimeCodes,
  updateUser,
  type OneTimeCodePurpose,
  type UserRow,
} from './accounts.repository.js';
import { assertNewPasswordAllowed, assertPasswordIsNotEmail } from './password-rules.js';
import { newAlertsAmount } from '../alerts/alerts.service.js';
import { newTasksAmount } from '../tasks/tasks.service.js';

const invalidCode = () =>
  new AppError(400, 'invalid_or_expired_code', 'The link is invalid, expired or already used');

/** Where each e-mailed code leads in the web app, and how long it stays valid. */
const CODE_KINDS = {
  email_verification: {
    path: '/user/email-verification/',
    ttlMinutes: EMAIL_VERIFICATION_TTL_HOURS * 60,
  },
  password_reset: { path: '/user/reset-password/', ttlMinutes: PASSWORD_RESET_TTL_MINUTES },
  account_deletion: { path: '/user/account-delete/', ttlMinutes: 60 },
} as const satisfies Record<
  OneTimeCodePurpose & EmailTemplate,
  { path: string; ttlMinutes: number }
>;

/** Creates a fresh single-use code (retiring older ones) and queues the e-mail that carries it. */
export async function sendCodeEmail(
  deps: AppDeps,
  db: Db,
  user: UserRow,
  purpose: OneTimeCodePurpose,
) {
  const now = deps.clock.now();
  const code = newSecret();
  const kind = CODE_KINDS[purpose];
  await retireOneTimeCodes(db, user.id, purpose, now);
  await insertOneTimeCode(db, {
    user_id: user.id,
    purpose,
    code_hash: hashSecret(code),
    created_at: now,
    expires_at: addMinutes(now, kind.ttlMinutes),
  });
  const link = `${deps.config.publicUrl}${kind.path}${code}`;
  await deps.emails.enqueue(db, renderActionEmail(purpose, user.language, user.email, link));
}

/**
 * The least time a password-reset or verification-mail request answers in, whether or not the
 * address has an account: more than either branch's work takes.
 */
const NO_ENUMERATION_FLOOR_MS = 250;

/** How long creating an account takes here: an address already taken answers no sooner. */
const registrationTime = createTypicalDuration(NO_ENUMERATION_FLOOR_MS);

/**
 * Registers an account with its personal profile, and e-mails the verification link. An
 * address that already has an account gets the same answer after the same work (a password
 * hashed, one transaction, one e-mail queued), and its owner an e-mail saying so.
 */
export async function registerUser(
  deps: AppDeps,
  input: Register,
  meta: RequestMeta,
): Promise<void> {
  const startedAt = performance.now();
  await consumeRateLimit(deps, ipKey('register', meta.ip), RATE_LIMITS.registerPerIp);
  await assertNewPasswordAllowed(input.password, input.email, 'password');
  const existing = await findUserByEmail(deps.db, input.email);
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await deps.db.transaction(async (tx) => {
      const link = `${deps.config.publicUrl}/user/reset-password`;
      await deps.emails.enqueue(
        tx,
        renderActionEmail('registration_attempt', existing.language, existing.email, link),
      );
      await auditUser(
        tx,
        anonymousActor(meta, existing.id),
        deps.clock.now(),
        'registration_attempted',
      );
    });
    void deps.emails.kick();
    await holdUntil(startedAt, registrationTime.get());
    return;
  }
  await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      code: newCode(),
      email: input.email,
      password_hash: passwordHash,
      language: input.language ?? 'en',
      roles: deps.config.adminEmails.includes(input.email) ? ['user', 'admin'] : ['user'],
    });
    const now = deps.clock.now();
    const profile = await createPersonalProfile(tx, user.id, input.email, now);
    await updateUser(tx, user.id, { current_team_id: profile.id }, now);
    await sendCodeEmail(deps, tx, user, 'email_verification');
    await recordAudit(tx, anonymousActor(meta, user.id), now, {
      entityType: 'user',
      entityCode: user.code,
      action: 'registered',
      changes: { email: user.email, language: user.language },
    });
  });
  void deps.emails.kick();
  registrationTime.record(startedAt);
}

export async function verifyEmail(deps: AppDeps, code: string, meta: RequestMeta): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const userId = await consumeOneTimeCode(tx, 'email_verification', hashSecret(code), now);
    if (userId === undefined) throw invalidCode();
    await updateUser(tx, userId, { email_verified_at: now }, now);
    await auditUser(tx, anonymousActor(meta, userId), now, 'email_verified');
  });
}

/**
 * E-mails a new verification link to an address not confirmed yet, asked for from the login
 * page (a login is refused until then). Answers the same, in the same time, for any address.
 */
export async function resendVerificationEmailTo(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<void> {
  const startedAt = performance.now();
  await consumeRateLimit(deps, ipKey('verification-mail', ip), RATE_LIMITS.verificationMailPerIp);
  await consumeRateLimit(
    deps,
    accountKey('verification-mail', email),
    RATE_LIMITS.verificationMailPerAccount,
  );
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.email_verified_at) {
    await deps.db.transaction((tx) => sendCodeEmail(deps, tx, user, 'email_verification'));
    void deps.emails.kick();
  }
  await holdUntil(startedAt, NO_ENUMERATION_FLOOR_MS);
}

export async function resendVerificationEmail(deps: AppDeps, auth: AuthContext): Promise<void> {
  const user = await requireUser(deps, auth);
  if (user.email_verified_at) {
    throw new AppError(409, 'email_already_verified', 'The e-mail address is already verified');
  }
  await consumeRateLimit(
    deps,
    accountKey('verification-mail', user.email),
    RATE_LIMITS.verificationMailPerAccount,
  );
  await deps.db.transaction((tx) => sendCodeEmail(deps, tx, user, 'email_verification'));
  void deps.emails.kick();
}

/** Always answers the same way, whether or not the address has an account. */
export async function sendPasswordResetEmail(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<void> {
  const startedAt = performance.now();
  await consumeRateLimit(deps, ipKey('reset', ip), RATE_LIMITS.resetPerIp);
  await consumeRateLimit(deps, accountKey('reset', email), RATE_LIMITS.resetPerAccount);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    await deps.db.transaction((tx) => sendCodeEmail(deps, tx, user, 'password_reset'));
    void deps.emails.kick();
  }
  // Only the known address does work: the floor keeps the two answers equally long.
  await holdUntil(startedAt, NO_ENUMERATION_FLOOR_MS);
}

/** Sets a new password from an e-mailed code and ends every session of the account. */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPassword,
  meta: RequestMeta,
): Promise<void> {
  await assertNewPasswordAllowed(input.password, undefined, 'password');
  const passwordHash = await hashPassword(input.password);
  const email = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const userId = await consumeOneTimeCode(tx, 'password_reset', hashSecret(input.code), now);
    if (userId === undefined) throw invalidCode();
    const user = await findUserById(tx, userId);
    // Refused before anything is written: the transaction keeps the code for another try.
    if (user) assertPasswordIsNotEmail(input.password, user.email, 'password');
    // Following the link proves the mailbox is the user's, as verification would.
    await updateUser(
      tx,
      userId,
      { password_hash: passwordHash, email_verified_at: user?.email_verified_at ?? now },
      now,
    );
    await revokeUserSessions(tx, userId, now);
    await auditUser(tx, anonymousActor(meta, userId), now, 'password_reset');
    return user?.email;
  });
  // The owner proved the mailbox: guesses of others no longer keep them from logging in.
  if (email) await resetLoginLimits(deps, email);
}

/** Changes the password and ends the user's other sessions, keeping the current one. */
export async function changePassword(deps: AppDeps, auth: AuthContext, input: ChangePassword) {
  const user = await requireUser(deps, auth);
  await assertNewPasswordAllowed(input.new_password, user.email, 'new_password');
  // A stolen session must not become a way to guess the password.
  await consumeRateLimit(
    deps,
    accountKey('password-change', user.email),
    RATE_LIMITS.passwordChangePerAccount,
  );
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError(400, 'wrong_password', 'The current password is incorrect', {
      fields: [{ path: 'current_password', code: 'wrong_password' }],
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updateUser(tx, user.id, { password_hash: passwordHash }, now);
    await revokeUserSessions(tx, user.id, now, auth.sessionId);
    await auditUser(tx, auth, now, 'password_changed');
  });
}

export function updateNames(deps: AppDeps, auth: AuthContext, input: UserNames) {
  return updateProfile(deps, auth, input, 'names_changed');
}

export function setLanguage(deps: AppDeps, auth: AuthContext, input: LanguageChange) {
  const patch = { language: input.language, ...(input.ppvCode ? { ppv_code: input.ppvCode } : {}) };
  return updateProfile(deps, auth, patch, 'language_changed');
}

/** Saves user fields and records what changed from what. */
async function updateProfile(
  deps: AppDeps,
  auth: AuthContext,
  patch: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'language' | 'ppv_code'>>,
  action: string,
) {
  const user = await requireUser(deps, auth);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updateUser(tx, auth.userId, patch, now);
    await auditUser(tx, auth, now, action, diff(user, patch));
  });
}

/**
 * Events of one's own account (the actor is the user concerned) belong to no team: they
 * follow the person, not the institution.
 */
export function auditUser(
  db: Db,
  actor: AuditActor,
  now: Date,
  action: string,
  changes?: Record<string, unknown>,
) {
  return recordAudit(db, actor, now, {
    entityType: 'user',
    entityCode: null,
    action,
    changes,
    teamId: null,
  });
}

export async function getCurrentUser(deps: AppDeps, auth: AuthContext): Promise<CurrentUser> {
  const cached = deps.authCache.getUser(auth.userId, auth.teamId);
  if (cached) return cached;
  const found = await findUserWithTeams(deps.db, auth.userId);
  if (!found) throw unauthorized();
  const { user, teams } = found;
  const current = teams.find((team) => team.id === auth.teamId);
  const answer: CurrentUser = {
    code: user.code,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    email_verified: user.email_verified_at !== null,
    roles: user.roles as UserRole[],
    teams: teams.map((team) => ({
      code: team.code,
      name: team.name,
      type: team.type,
      role: team.role,
      admin: team.role === 'admin',
    })),
    currentTeamCodeContext: current?.code ?? null,
    // The badges: a change of an alert or a task is audited, and so drops this cached answer.
    newAlertsAmount: await newAlertsAmount(deps, auth),
    newTasksAmount: await newTasksAmount(deps, auth),
  };
  deps.authCache.setUser(
    auth.userId,
    auth.teamId,
    answer,
    teams.map((team) => team.id),
  );
  return answer;
}

async function requireUser(deps: AppDeps, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthorized();
  return user;
}
