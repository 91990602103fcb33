import {
  RegistryEntitySchema,
  type RegistryAnswer,
  type RegistryEntity,
  type RegistryIdentifier,
  type RegistryName,
} from '@aml/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createCeidgAdapter } from './adapters/ceidg.js';
import { createCrbrAdapter } from './adapters/crbr.js';
import { createKrsAdapter } from './adapters/krs.js';
import { createRegonAdapter } from './adapters/regon.js';
import {
  RegistryRateLimitedError,
  RegistryUnavailableError,
  type AccountCheck,
  type AdapterOptions,
  type RegistryAdapter,
} from './adapters/types.js';
import { checkVies, createViesAdapter } from './adapters/vies.js';
import { createWhiteListAccountCheck, createWhiteListAdapter } from './adapters/white-list.js';
import {
  findCached,
  pruneCached,
  upsertCached,
  type StoredRegistryResult,
} from './registries.repository.js';
import { createRegistryHttp, type RegistryLimiter } from './registry-http.js';

/** A registry's answer, with the document it sent where that is evidence (the CRBR extract). */
export type FullAnswer = RegistryAnswer & { raw?: string };

/**
 * The registries as the rest of the application sees them: each one asked through its adapter,
 * with the answers about an identifier reused for a day (REGISTRY_CACHE_HOURS), and every way
 * a registry can fail turned into an answer a form or a report can show.
 */
export type Registries = {
  configured: (registry: RegistryName) => boolean;
  /** The identifiers a registry is searched by. */
  accepts: (registry: RegistryName) => readonly RegistryIdentifier['kind'][];
  ask: (
    registry: RegistryName,
    id: RegistryIdentifier,
    options?: { signal?: AbortSignal; fresh?: boolean },
  ) => Promise<FullAnswer>;
  /** VIES for a VAT number of any member state (not cached: it is asked for one form). */
  vies: (country: string, vatNumber: string) => Promise<RegistryAnswer>;
  /** The White List's account check; undefined when the White List is not configured. */
  accountCheck: AccountCheck | undefined;
};

const answer = (
  registry: RegistryName,
  status: RegistryAnswer['status'],
  rest: Partial<FullAnswer> = {},
): FullAnswer => ({
  registry,
  status,
  as_of: null,
  request_id: null,
  entity: null,
  message: null,
  ...rest,
});

/**
 * A failure as an answer: the registry is down, its limit is spent, or it answered something
 * its adapter could not read (a malformed answer is the registry's fault, never a 500 of ours).
 * The form stays usable by hand.
 */
function failureAnswer(registry: RegistryName, error: unknown): FullAnswer {
  if (error instanceof RegistryRateLimitedError) {
    return answer(registry, 'rate_limited', { message: error.message });
  }
  if (error instanceof RegistryUnavailableError) {
    return answer(registry, 'unavailable', { message: error.message });
  }
  if (isAbort(error)) throw error;
  return answer(registry, 'unavailable', {
    message: `${registry} answered in an unexpected format`,
  });
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** An adapter's entity as the contract describes it, or an error for a malformed answer. */
function checkedEntity(registry: RegistryName, entity: unknown): RegistryEntity {
  const parsed = RegistryEntitySchema.safeParse(entity);
  if (!parsed.success) {
    throw new RegistryUnavailableError(`${registry} answered in an unexpected format`);
  }
  return parsed.data;
}

function fromResult(registry: RegistryName, result: StoredRegistryResult, at: Date): FullAnswer {
  return answer(registry, result.status, {
    as_of: at.toISOString(),
    request_id: result.request_id ?? null,
    entity: result.entity ?? null,
    raw: result.raw,
  });
}

export function createRegistries(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'registries' | 'registryCacheMs'>;
  limiter: RegistryLimiter;
  /** Per-attempt timeout and backoff (tests shorten them). */
  timeoutMs?: number;
  backoffMs?: number;
}): Registries {
  const optionsOf = (registry: RegistryName): AdapterOptions => ({
    baseUrl: deps.config.registries[registry].url,
    key: deps.config.registries[registry].key,
    http: createRegistryHttp({
      registry,
      limiter: deps.limiter,
      timeoutMs: deps.timeoutMs,
      backoffMs: deps.backoffMs,
    }),
  });
  const adapters: Record<RegistryName, RegistryAdapter> = {
    regon: createRegonAdapter(optionsOf('regon')),
    krs: createKrsAdapter(optionsOf('krs')),
    ceidg: createCeidgAdapter(optionsOf('ceidg')),
    white_list: createWhiteListAdapter(optionsOf('white_list'), deps.clock),
    vies: createViesAdapter(optionsOf('vies')),
    crbr: createCrbrAdapter(optionsOf('crbr')),
  };
  const configured = (registry: RegistryName) => deps.config.registries[registry].enabled;

  async function cached(registry: RegistryName, id: RegistryIdentifier) {
    const row = await findCached(deps.db, { registry, kind: id.kind, value: id.value });
    const fresh =
      row && deps.clock.now().getTime() - row.fetched_at.getTime() < deps.config.registryCacheMs;
    return fresh ? fromResult(registry, row.result, row.fetched_at) : null;
  }

  let prunedAt = 0;
  async function remember(
    registry: RegistryName,
    id: RegistryIdentifier,
    result: StoredRegistryResult,
    at: Date,
  ) {
    await upsertCached(deps.db, { registry, kind: id.kind, value: id.value }, result, at);
    // Hourly at most, the answers past their day go: a CRBR extract names people.
    if (at.getTime() - prunedAt >= 3_600_000) {
      prunedAt = at.getTime();
      await pruneCached(deps.db, new Date(at.getTime() - deps.config.registryCacheMs));
    }
  }

  return {
    configured,
    accepts: (registry) => adapters[registry].accepts,
    async ask(registry, id, options = {}) {
      if (!configured(registry)) return answer(registry, 'not_configured');
      if (!adapters[registry].accepts.includes(id.kind)) return answer(registry, 'not_applicable');
      if (!options.fresh) {
        const hit = await cached(registry, id);
        if (hit) return hit;
      }
      try {
        const result = await adapters[registry].lookup(id, options.signal);
        const stored: StoredRegistryResult =
          result.status === 'found'
            ? {
                status: 'found',
                entity: checkedEntity(registry, result.entity),
                request_id: result.requestId,
                raw: result.raw,
              }
            : { status: 'not_found', request_id: result.requestId };
        const at = deps.clock.now();
        await remember(registry, id, stored, at);
        return fromResult(registry, stored, at);
      } catch (error) {
        return failureAnswer(registry, error);
      }
    },
    async vies(country, vatNumber) {
      if (!configured('vies')) return answer('vies', 'not_configured');
      try {
        const result = await checkVies(optionsOf('vies'), country, vatNumber);
        return answer('vies', result.status, {
          as_of: deps.clock.now().toISOString(),
          request_id: result.requestId ?? null,
          entity: result.status === 'found' ? checkedEntity('vies', result.entity) : null,
        });
      } catch (error) {
        return failureAnswer('vies', error);
      }
    },
    accountCheck: configured('white_list')
      ? createWhiteListAccountCheck(optionsOf('white_list'), deps.clock)
      : undefined,
  };
}
