/** What other modules may do with sessions; signing in and out is sessions.service.ts. */
export { revokeUserSessions } from './sessions.repository.js';
