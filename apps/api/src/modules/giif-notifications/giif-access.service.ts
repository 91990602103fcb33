import type { GiifNotificationAccess } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { isReader, holdsOn } from './giif-notifications.repository.js';
import { notificationAccessOf } from './giif-notifications.policy.js';

/**
 * Who of the team sees its notifications to GIIF, and the art. 86 hold on transactions. Kept
 * apart from the notifications' use cases so that the transactions module can ask about the
 * hold (through index.ts) without depending on all this module reads.
 */

export async function notificationAccess(
  deps: AppDeps,
  auth: TeamContext,
): Promise<GiifNotificationAccess> {
  const named =
    auth.teamRole !== 'admin' && auth.teamRole !== null
      ? await isReader(deps.db, auth.teamId, auth.userId)
      : false;
  return notificationAccessOf(auth.teamRole, named);
}

/**
 * Refuses whoever may not see notifications: 403 for the list (which says nothing of what it
 * holds), and 404 for a record, the answer of a code that does not exist (art. 54).
 */
export async function requireNotificationReader(
  deps: AppDeps,
  auth: TeamContext,
  what: 'list' | 'record',
): Promise<GiifNotificationAccess> {
  const access = await notificationAccess(deps, auth);
  if (!access.can_read) {
    if (what === 'record') throw notFound('Notification');
    throw new AppError(403, 'forbidden', 'You may not see notifications to GIIF');
  }
  return access;
}

/**
 * Art. 86: a transaction named by a notification of a planned suspicious transaction is not
 * carried out while the notification is prepared, nor until the hold from GIIF's confirmation
 * of receipt ends (24 hours, up to 96 when GIIF demands it). Called before the transaction is
 * accepted: those who see notifications are told why; anyone else is told only that the
 * transaction is on hold, which names neither GIIF nor a notification.
 */
export async function refuseAcceptanceDuringGiifHold(
  deps: AppDeps,
  auth: TeamContext,
  transactionId: number,
): Promise<void> {
  const holds = await holdsOn(deps.db, transactionId, deps.clock.now());
  if (holds.length === 0) return;
  const access = await notificationAccess(deps, auth);
  if (!access.can_read) {
    throw new AppError(409, 'transaction_on_hold', 'The transaction cannot be accepted yet');
  }
  const pending = holds.some((hold) => hold.hold_until === null);
  const until = holds
    .map((hold) => hold.hold_until)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  throw new AppError(
    409,
    'giif_hold_active',
    pending || !until
      ? `A notification to GIIF (art. 86) naming the transaction is not sent yet (${holds[0]!.code})`
      : `GIIF's hold of the transaction (art. 86) runs until ${until.toISOString()}`,
    // The web words the refusal in the user's language and time zone from the moment itself.
    { hold_until: pending || !until ? null : until.toISOString() },
  );
}
