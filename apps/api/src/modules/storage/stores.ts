import type { Config } from '../../config.js';
import { StoreUnavailableError, type FileStore, type StoreKind } from './file-store.js';
import { createServerStore } from './server-store.js';

/**
 * The installation's stores by kind. A file is read from the store its row names, whatever
 * its team uses now, so switching stores never strands the files kept before.
 */
export type StoreRegistry = {
  /** The store of `kind`; StoreUnavailableError when the installation has not configured it. */
  get: (kind: StoreKind) => FileStore;
  /** Whether the installation offers each kind (a drive still needs the team's connection). */
  configured: Record<StoreKind, boolean>;
};

const NOT_CONFIGURED: Record<Exclude<StoreKind, 'server'>, string> = {
  s3: 'This installation has not configured an S3 bucket (S3_ENDPOINT, S3_BUCKET and its keys)',
  google: 'This installation has not configured Google Drive (GOOGLE_CLIENT_ID and secret)',
  microsoft: 'This installation has not configured OneDrive (MICROSOFT_CLIENT_ID and secret)',
};

export function createStoreRegistry(deps: {
  config: Config;
  /** The stores beside the server's disk that this installation can build. */
  others?: Partial<Record<Exclude<StoreKind, 'server'>, FileStore>>;
}): StoreRegistry {
  const stores: Partial<Record<StoreKind, FileStore>> = {
    server: createServerStore(deps.config.storageDir),
    ...deps.others,
  };
  return {
    get: (kind) => {
      const store = stores[kind];
      if (!store) {
        throw new StoreUnavailableError(
          NOT_CONFIGURED[kind as Exclude<StoreKind, 'server'>],
          'not_configured',
        );
      }
      return store;
    },
    configured: {
      server: true,
      s3: Boolean(stores.s3),
      google: Boolean(stores.google),
      microsoft: Boolean(stores.microsoft),
    },
  };
}
