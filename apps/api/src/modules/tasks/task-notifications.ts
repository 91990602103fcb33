import { DEFAULT_NOTIFICATION_SETTINGS } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { renderActionEmail } from '../email/templates.js';
import { findNotificationSettings } from '../settings/settings.repository.js';
import { listMembers } from '../teams/teams.repository.js';

/**
 * When a task is created or given to someone, the team's admins and the assignee get an
 * e-mail, each as their notification settings of the team allow (new_task_email). The
 * messages go to the outbox in the transaction of the change: sent after it commits, retried
 * on failure, and never twice for one change.
 */
export async function notifyTaskAssigned(
  deps: AppDeps,
  tx: Db,
  task: { code: string; title: string; team_id: number; assignee_id: number | null },
  actorId: number,
) {
  const members = await listMembers(tx, task.team_id);
  const recipients = members.filter(
    (member) =>
      member.user_id !== actorId &&
      (member.role === 'admin' || member.user_id === task.assignee_id),
  );
  const assignee = members.find((member) => member.user_id === task.assignee_id);
  // Without an assignee the admins are told the task waits for someone to take it.
  const link = `${deps.config.publicUrl}/dashboard/tasks/${task.code}`;
  for (const member of recipients) {
    const settings =
      (await findNotificationSettings(tx, task.team_id, member.user_id))?.settings ??
      DEFAULT_NOTIFICATION_SETTINGS;
    if (!settings.new_task_email) continue;
    await deps.emails.enqueue(
      tx,
      renderActionEmail('task_assigned', member.language, member.email, link, {
        title: task.title,
        assignee: assignee ? assignee.email : '',
      }),
    );
  }
}
