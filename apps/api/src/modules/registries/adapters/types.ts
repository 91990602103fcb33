import type {
  RegistryEntity,
  RegistryIdentifier,
  RegistryIdentifierKind,
  RegistryName,
} from '@aml/shared';
import type { RegistryHttp } from '../registry-http.js';

/** What an adapter found: the entity, or nothing under that identifier. */
export type AdapterResult =
  | {
      status: 'found';
      entity: RegistryEntity;
      /** The registry's proof of the query (White List and CRBR requestId, VIES consultation). */
      requestId?: string;
      /** The answer as the registry sent it, kept as evidence (the CRBR extract). */
      raw?: string;
    }
  | { status: 'not_found'; requestId?: string };

/**
 * One registry behind a small interface (ARCHITECTURE.md "Integrations behind adapters"). An
 * adapter throws RegistryUnavailableError when the registry is down or answers what it does not
 * understand, RegistryRateLimitedError when a limit is reached; everything else is an answer.
 */
export type RegistryAdapter = {
  registry: RegistryName;
  /** The identifiers the registry is searched by. */
  accepts: readonly RegistryIdentifierKind[];
  lookup: (id: RegistryIdentifier, signal?: AbortSignal) => Promise<AdapterResult>;
};

/** The White List's account check (art. 117ba of the VAT act, 15,000 PLN). */
export type AccountCheck = {
  check: (
    nip: string,
    nrb: string,
    signal?: AbortSignal,
  ) => Promise<{ assigned: boolean; requestId: string }>;
};

/** What every adapter is built with: its address, its key where it needs one, and the HTTP. */
export type AdapterOptions = {
  baseUrl: string;
  http: RegistryHttp;
  /** REGON's user key, CEIDG's JWT. */
  key?: string;
};

export class RegistryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegistryUnavailableError';
  }
}

export class RegistryRateLimitedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryRateLimitedError';
  }
}
