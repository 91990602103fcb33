import { DEFAULT_NOTIFICATION_SETTINGS, LANGUAGES, type NotificationSettings } from '@aml/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { queryRows, runStatement, type Db } from '../../db/client.js';
import { NOBODY, renderActionEmail } from '../email/templates.js';

type CaseRecord = { code: string; title: string; team_id: number; assignee_id: number | null };

const KINDS = {
  task: { setting: 'new_task_email', template: 'task_assigned', path: 'tasks' },
  alert: { setting: 'new_alert_email', template: 'alert_raised', path: 'alerts' },
} as const satisfies Record<
  string,
  { setting: keyof NotificationSettings; template: string; path: string }
>;

/**
 * The messages ($1, one per language) to the members who are to be told, as below: rows of the
 * e-mail outbox (ADR 2), as `EmailOutbox.enqueue` writes them.
 */
const QUEUE_EMAILS = `
insert into email_messages (to_address, subject, text_body, html_body, next_attempt_at, created_at)
select u.email, m.subject, m.text, m.html, $2::timestamptz, $2::timestamptz
from team_members tm
join users u on u.id = tm.user_id
join jsonb_to_recordset($1::jsonb) as m(language text, subject text, text text, html text)
  on m.language = u.language
left join notification_settings s on s.team_id = tm.team_id and s.user_id = tm.user_id
where tm.team_id = $3::bigint
  and tm.user_id is distinct from $4::bigint
  and (tm.role = 'admin' or tm.user_id = $5::bigint)
  -- Settings once saved are the member's whole choice; without them, the defaults.
  and case when s.user_id is null then $7::boolean
    else coalesce((s.settings ->> $6::text)::boolean, false) end
order by tm.created_at, u.email`;

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
  const { setting, template, path } = KINDS[kind];
  const assignee = record.assignee_id === null ? null : await memberEmail(tx, record);
  const link = `${deps.config.publicUrl}/dashboard/${path}/${record.code}`;
  const messages = LANGUAGES.map((language) => ({
    language,
    ...renderActionEmail(template, language, '', link, {
      title: record.title,
      // Without an assignee the admins are told the record waits for someone to take it.
      assignee: assignee ?? NOBODY[language],
    }),
  }));
  const now = deps.clock.now().toISOString();
  await runStatement(tx, {
    name: 'queue_case_work_emails',
    text: QUEUE_EMAILS,
    values: [
      JSON.stringify(messages),
      now,
      record.team_id,
      actorId,
      record.assignee_id,
      setting,
      DEFAULT_NOTIFICATION_SETTINGS[setting],
    ],
  });
}

/** The assignee's address, when they are a member of the record's team. */
async function memberEmail(tx: Db, record: CaseRecord): Promise<string | null> {
  const [member] = await queryRows<{ email: string }>(
    tx,
    sql`select u.email from team_members tm join users u on u.id = tm.user_id
        where tm.team_id = ${record.team_id} and tm.user_id = ${record.assignee_id}`,
  );
  return member?.email ?? null;
}
