import {
  DEFAULT_NOTIFICATION_SETTINGS,
  LANGUAGES,
  textOf,
  type Message,
  type NotificationSettings,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { NOBODY, queueTeamNotices, renderActionEmail, type TeamNotice } from '../email/index.js';
import { findMemberEmail } from '../teams/index.js';

type CaseRecord = {
  code: string;
  title: string;
  title_message: Message | null;
  team_id: number;
  assignee_id: number | null;
};

const KINDS = {
  task: { setting: 'new_task_email', template: 'task_assigned', path: 'tasks' },
  alert: { setting: 'new_alert_email', template: 'alert_raised', path: 'alerts' },
} as const satisfies Record<
  string,
  { setting: keyof NotificationSettings; template: string; path: string }
>;

/** The notice of a new or reassigned alert or task (email's `TeamNotice`). */
export type CaseWorkNotice = TeamNotice;

/**
 * When a task or an alert is created or given to someone, the team's admins and the assignee
 * get an e-mail, each as their notification settings of the team allow (spec section 5). The
 * messages go to the outbox in the transaction of the change: sent after it commits, retried
 * on failure, and never twice for one change. The person who made the change is not told.
 *
 * One prepared statement finds the recipients and queues their messages (each in the
 * recipient's language, rendered here for both): alerts are raised with recorded transactions,
 * many a second, and a query per member would make every such request wait on several round
 * trips.
 */
export async function notifyCaseWork(
  deps: AppDeps,
  tx: Db,
  kind: keyof typeof KINDS,
  record: CaseRecord,
  actorId: number | null,
) {
  const assignee =
    record.assignee_id === null
      ? null
      : await findMemberEmail(tx, record.team_id, record.assignee_id);
  await queueTeamNotices(tx, [caseWorkNotice(deps, kind, record, actorId, assignee)]);
}

/** The notice of a new or reassigned record; `assignee` the assignee's address, if any. */
export function caseWorkNotice(
  deps: AppDeps,
  kind: keyof typeof KINDS,
  record: CaseRecord,
  actorId: number | null,
  assignee: string | null,
): CaseWorkNotice {
  const { setting, template, path } = KINDS[kind];
  const link = `${deps.config.publicUrl}/dashboard/${path}/${record.code}`;
  return {
    team_id: record.team_id,
    actor_id: actorId,
    assignee_id: record.assignee_id,
    setting,
    default_on: DEFAULT_NOTIFICATION_SETTINGS[setting],
    at: deps.clock.now().toISOString(),
    messages: LANGUAGES.map((language) => ({
      language,
      ...renderActionEmail(template, language, '', link, {
        // Each recipient reads the title in their language, as the alert's page shows it.
        title: textOf(record.title_message, record.title, language),
        // Without an assignee the admins are told the record waits for someone to take it.
        assignee: assignee ?? NOBODY[language],
      }),
    })),
  };
}
