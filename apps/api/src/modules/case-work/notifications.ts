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

/** One change's messages (one per language) for the members who are to be told of it. */
export type CaseWorkNotice = {
  team_id: number;
  actor_id: number | null;
  assignee_id: number | null;
  setting: keyof NotificationSettings;
  /** The setting's default, for members who never saved their settings. */
  default_on: boolean;
  at: string;
  messages: Array<{ language: string; subject: string; text: string; html: string }>;
};

/**
 * The insert that queues the messages of the notices in `param` (a JSON array of
 * `CaseWorkNotice`), each to its recipients: rows of the e-mail outbox (ADR 2), as
 * `EmailOutbox.enqueue` writes them. Its own statement here; part of the batched write of
 * new transactions (record.repository.ts).
 */
export const queueCaseWorkEmails = (param: string) => `
insert into email_messages (to_address, subject, text_body, html_body, next_attempt_at, created_at)
select u.email, m.subject, m.text, m.html, n.at, n.at
from jsonb_to_recordset(${param}::jsonb) as n(team_id bigint, actor_id bigint,
  assignee_id bigint, setting text, default_on boolean, at timestamptz, messages jsonb)
join team_members tm on tm.team_id = n.team_id
join users u on u.id = tm.user_id
join jsonb_to_recordset(n.messages) as m(language text, subject text, text text, html text)
  on m.language = u.language
left join notification_settings s on s.team_id = tm.team_id and s.user_id = tm.user_id
where tm.user_id is distinct from n.actor_id
  and (tm.role = 'admin' or tm.user_id = n.assignee_id)
  -- Settings once saved are the member's whole choice; without them, the defaults.
  and case when s.user_id is null then n.default_on
    else coalesce((s.settings ->> n.setting)::boolean, false) end`;

const QUEUE_EMAILS = queueCaseWorkEmails('$1');

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
  const assignee = record.assignee_id === null ? null : await memberEmail(tx, record);
  await runStatement(tx, {
    name: 'queue_case_work_emails',
    text: QUEUE_EMAILS,
    values: [JSON.stringify([caseWorkNotice(deps, kind, record, actorId, assignee)])],
  });
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
        title: record.title,
        // Without an assignee the admins are told the record waits for someone to take it.
        assignee: assignee ?? NOBODY[language],
      }),
    })),
  };
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
