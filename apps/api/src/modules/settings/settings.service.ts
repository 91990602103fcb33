import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Consents,
  type ConsentsResponse,
  type NotificationSettings,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import type { AuthContext, TeamContext } from '../../policies/auth-context.js';
import {
  findConsents,
  findNotificationSettings,
  saveConsents,
  saveNotificationSettings,
} from './settings.repository.js';

const NO_CONSENTS: Consents = { marketing_emails: false, product_news: false };

export async function getConsents(deps: AppDeps, auth: AuthContext): Promise<ConsentsResponse> {
  const row = await findConsents(deps.db, auth.userId);
  return row
    ? {
        marketing_emails: row.marketing_emails,
        product_news: row.product_news,
        updated_at: row.updated_at.toISOString(),
      }
    : { ...NO_CONSENTS, updated_at: null };
}

export async function updateConsents(deps: AppDeps, auth: AuthContext, input: Consents) {
  const before = await getConsents(deps, auth);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await saveConsents(tx, auth.userId, input, now);
    await recordAudit(tx, auth, now, {
      entityType: 'user',
      entityCode: auth.userCode,
      action: 'consents_changed',
      changes: diff(before, input),
      teamId: null,
    });
  });
  return getConsents(deps, auth);
}

/** The current team's notification settings of the caller (a team admin). */
export async function getNotificationSettings(
  deps: AppDeps,
  auth: TeamContext,
): Promise<NotificationSettings> {
  const row = await findNotificationSettings(deps.db, auth.teamId, auth.userId);
  return row?.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
}

export async function updateNotificationSettings(
  deps: AppDeps,
  auth: TeamContext,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const before = await getNotificationSettings(deps, auth);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await saveNotificationSettings(tx, auth.teamId, auth.userId, input, now);
    await recordAudit(tx, auth, now, {
      entityType: 'notification_settings',
      entityCode: auth.userCode,
      action: 'updated',
      changes: diff(before, input),
    });
  });
  return input;
}
