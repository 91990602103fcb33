import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { notificationAccess } from './giif-access.service.js';
import { listNotifications } from './giif-notifications.repository.js';

/**
 * The team's notifications as the report list shows them, newest first: none for whoever may
 * not see them (art. 54), so the list says nothing of whether there are any.
 */
export async function notificationsForReportList(deps: AppDeps, auth: TeamContext, limit: number) {
  const access = await notificationAccess(deps, auth);
  if (!access.can_read) return { items: [], total: 0 };
  const { rows, total } = await listNotifications(deps.db, auth.teamId, {
    page: 0,
    page_size: limit,
  });
  return {
    items: rows.map(({ notification: n, created_by_email, subjects }) => ({
      kind: 'giif_notification' as const,
      code: n.code,
      title: subjects.names.join(', '),
      party_code: null,
      state: null,
      giif_file: null,
      notification: { kind: n.kind, state: n.state },
      created_by: created_by_email,
      created_at: n.created_at.toISOString(),
    })),
    total,
  };
}
