/**
 * What other modules may use of e-mail: the templates, the recent outbox (the administrator's
 * page) and the queueing of a team's notices. The outbox and its dispatcher are email.service.ts.
 */
export { NOBODY, renderActionEmail, type EmailTemplate } from './templates.js';
export {
  listRecentEmails,
  queueTeamNotices,
  queueTeamNoticesSql,
  type TeamNotice,
} from './email.repository.js';
