import {
  STORE_KINDS,
  type StorageOverview,
  type StoreKindName,
  type UpdateStorageSettings,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  connectedProviders,
  findTeamStorage,
  saveTeamStorage,
  usageOf,
} from './storage.repository.js';

const isDrive = (kind: StoreKindName): kind is 'google' | 'microsoft' =>
  kind === 'google' || kind === 'microsoft';

export async function storageOverview(deps: AppDeps, auth: TeamContext): Promise<StorageOverview> {
  const settings = await findTeamStorage(deps.db, auth.teamId);
  const connected = await connectedProviders(deps.db, auth.teamId);
  const configured = deps.stores.configured;
  return {
    store: settings.store,
    remove_files_on_delete: settings.remove_files_on_delete,
    stores: STORE_KINDS.map((kind) => ({
      kind,
      configured: configured[kind],
      available: configured[kind] && (!isDrive(kind) || connected.has(kind)),
    })),
    usage: await usageOf(deps.db, auth.teamId),
    last_check: settings.checked_at
      ? {
          checked_at: settings.checked_at.toISOString(),
          checked_files: settings.checked_files ?? 0,
          failed_files: settings.failed_files ?? 0,
        }
      : null,
  };
}

/**
 * Changes where the team's new files go (files kept before stay where they are and are read
 * from there) and whether deleting an attachment removes its file.
 */
export async function updateStorageSettings(
  deps: AppDeps,
  auth: TeamContext,
  input: UpdateStorageSettings,
): Promise<StorageOverview> {
  if (!deps.stores.configured[input.store]) {
    throw new AppError(
      409,
      'storage_not_configured',
      'No Disk configuration. Unable to add files.',
    );
  }
  if (isDrive(input.store) && !(await connectedProviders(deps.db, auth.teamId)).has(input.store)) {
    throw new AppError(409, 'drive_not_connected', 'No drive is connected');
  }
  const before = await findTeamStorage(deps.db, auth.teamId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveTeamStorage(tx, auth.teamId, input, now);
    await recordAudit(tx, auth, now, {
      entityType: 'storage_settings',
      entityCode: null,
      action: 'updated',
      changes: {
        store: [before.store, input.store],
        remove_files_on_delete: [before.remove_files_on_delete, input.remove_files_on_delete],
      },
    });
  });
  return storageOverview(deps, auth);
}
