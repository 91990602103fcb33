/** What other modules may name of the audit trail; recording events is audit.service.ts. */
export type { NewAuditEvent } from './audit.repository.js';
