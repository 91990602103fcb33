import type { AccountDeletionStatus, RequestAccountDeletion } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashSecret } from '../../lib/tokens.js';
import { anonymousActor, recordAudit, type RequestMeta } from '../audit/audit.service.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { revokeUserSessions } from '../sessions/index.js';
import { deleteUserSettings } from '../settings/index.js';
import {
  countMembers,
  countOtherAdmins,
  deleteMember,
  listTeamsOfUser,
  softDeleteTeam,
} from '../teams/index.js';
import {
  consumeOneTimeCode,
  findOpenCode,
  findUserById,
  updateUser,
} from './accounts.repository.js';
import { sendCodeEmail } from './accounts.service.js';

/**
 * Teams the user alone administers while others still work in them: the account cannot go
 * before someone else is made admin, or the team would be left without one.
 */
async function teamsLeftWithoutAdmin(db: Db, userId: number): Promise<string[]> {
  const blocking: string[] = [];
  for (const team of await listTeamsOfUser(db, userId)) {
    if (team.type !== 'organization' || team.role !== 'admin') continue;
    const othersRemain = (await countMembers(db, team.id)) > 1;
    if (othersRemain && (await countOtherAdmins(db, team.id, userId)) === 0)
      blocking.push(team.name);
  }
  return blocking;
}

const lastAdmin = (teams: string[]) =>
  new AppError(
    409,
    'last_admin',
    `Make someone else admin of these teams before deleting the account: ${teams.join(', ')}`,
  );

/** POST /int/user/delete: checks the password and e-mails the confirmation link. */
export async function requestAccountDeletion(
  deps: AppDeps,
  auth: AuthContext,
  input: RequestAccountDeletion,
): Promise<void> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError(400, 'wrong_password', 'The password is incorrect', {
      fields: [{ path: 'password', code: 'wrong_password' }],
    });
  }
  const blocking = await teamsLeftWithoutAdmin(deps.db, user.id);
  if (blocking.length > 0) throw lastAdmin(blocking);
  await deps.db.transaction(async (tx) => {
    await sendCodeEmail(deps, tx, user, 'account_deletion');
    await recordAudit(tx, auth, deps.clock.now(), {
      entityType: 'user',
      entityCode: user.code,
      action: 'deletion_requested',
      teamId: null,
    });
  });
  void deps.emails.kick();
}

export async function getAccountDeletionStatus(
  deps: AppDeps,
  auth: AuthContext,
): Promise<AccountDeletionStatus> {
  const open = await findOpenCode(deps.db, auth.userId, 'account_deletion', deps.clock.now());
  return { pending: Boolean(open), requested_at: open?.created_at.toISOString() ?? null };
}

/**
 * Confirms the deletion from the e-mailed code. The person's data is erased (e-mail, names,
 * password, choices) and every session ends; the user row stays under a pseudonym so the
 * institution's records and their audit trail keep the five-year retention the law asks for.
 */
export async function confirmAccountDeletion(
  deps: AppDeps,
  code: string,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const userId = await consumeOneTimeCode(tx, 'account_deletion', hashSecret(code), now);
    if (userId === undefined) {
      throw new AppError(
        400,
        'invalid_or_expired_code',
        'The link is invalid, expired or already used',
      );
    }
    const user = (await findUserById(tx, userId))!;
    const blocking = await teamsLeftWithoutAdmin(tx, userId);
    if (blocking.length > 0) throw lastAdmin(blocking);

    for (const team of await listTeamsOfUser(tx, userId)) {
      const alone = (await countMembers(tx, team.id)) === 1;
      // A team nobody else works in is closed; its records stay for the retention period.
      if (team.type === 'individual' || alone) await softDeleteTeam(tx, team.id, now);
      else await deleteMember(tx, team.id, userId);
    }
    await revokeUserSessions(tx, userId, now);
    await deleteUserSettings(tx, userId);
    await updateUser(
      tx,
      userId,
      {
        email: `deleted-${user.code}@deleted.invalid`,
        first_name: '',
        last_name: '',
        password_hash: '!deleted',
        ppv_code: null,
        deleted_at: now,
      },
      now,
    );
    await recordAudit(tx, anonymousActor(meta, userId), now, {
      entityType: 'user',
      entityCode: user.code,
      action: 'deleted',
      teamId: null,
    });
  });
}
