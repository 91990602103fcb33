/** What other modules may name of the audit trail; recording events is audit.service.ts. */
export type { NewAuditEvent } from './audit.repository.js';
/** The signed checkpoints, for audit:verify. */
export { loadSigningKey, readAnchors } from './checkpoints.js';
