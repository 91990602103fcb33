/**
 * What other modules may use of storage: the store contract, the stores of the installation,
 * and each team's storage settings (storage.service.ts serves its routes).
 */
export {
  FileMissingError,
  StoreUnavailableError,
  type FileStat,
  type FileStore,
  type StoreKind,
  type TeamRef,
} from './file-store.js';
export type { StoreRegistry } from './stores.js';
export { findTeamStorage, saveTeamStorage } from './storage.repository.js';
export { storageOverview } from './storage.service.js';
