/** What other modules may read of the accounts module; its use cases are accounts.service.ts. */
export { findUserByEmail, findUserById, grantAdminRole } from './accounts.repository.js';
