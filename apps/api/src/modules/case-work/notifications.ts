import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { NOBODY, renderActionEmail } from '../email/templates.js';
import { findNotificationSettings } from '../settings/settings.repository.js';
import { listMembers } from '../teams/teams.repository.js';

type CaseRecord = { code: string; title: string; team_id: number; assignee_id: number | null };

const KINDS = {
  task: { setting: 'new_task_email', template: 'task_assigned', path: 'tasks' },
  alert: { setting: 'new_alert_email', template: 'alert_raised', path: 'alerts' },
} as const satisfies Record<
  string,
  { setting: keyof NotificationSettings; template: string; path: string }
>;

/**
 * When a task or an alert is created or given to someone, the team's admins and the assignee
 * get an e-mail, each as their notification settings of the team allow (spec section 5). The
 * messages go to the outbox in the transaction of the change: sent after it commits, retried
 * on failure, and never twice for one change. The person who made the change is not told.
 */
export async function notifyCaseWork(
  deps: AppDeps,
  tx: Db,
  kind: keyof typeof KINDS,
  record: CaseRecord,
  actorId: number | null,
) {
  const { setting, template, path } = KINDS[kind];
  const members = await listMembers(tx, record.team_id);
  const recipients = members.filter(
    (member) =>
      member.user_id !== actorId &&
      (member.role === 'admin' || member.user_id === record.assignee_id),
  );
  const assignee = members.find((member) => member.user_id === record.assignee_id);
  const link = `${deps.config.publicUrl}/dashboard/${path}/${record.code}`;
  for (const member of recipients) {
    const settings =
      (await findNotificationSettings(tx, record.team_id, member.user_id))?.settings ??
      DEFAULT_NOTIFICATION_SETTINGS;
    if (!settings[setting]) continue;
    await deps.emails.enqueue(
      tx,
      renderActionEmail(template, member.language, member.email, link, {
        title: record.title,
        // Without an assignee the admins are told the record waits for someone to take it.
        assignee: assignee ? assignee.email : NOBODY[member.language],
      }),
    );
  }
}
