import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SanctionListSource } from '@aml/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../../lib/background-loop.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { importListFiles, type ImportOutcome } from './list-import.service.js';

const SYSTEM: AuditActor = { userId: null, teamId: null, requestId: null, ip: null };
/** The OFAC advanced files are about 100 MB; a stalled server must not hold the job forever. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * The name a download is saved under. Content decides the format, except that OFAC's SDN and
 * non-SDN files share one (their file names tell them apart, as on OFAC's server).
 */
const FILE_NAMES: Record<SanctionListSource, string> = {
  ofac_sdn: 'SDN_ADVANCED.XML',
  ofac_consolidated: 'CONS_ADVANCED.XML',
  un: 'un-consolidated.xml',
  eu: 'eu-fsf.xml',
  uk: 'uk-sanctions-list.xml',
  mswia: 'mswia.html',
  giif: 'giif.xlsx',
};

async function download(url: string, path: string): Promise<string> {
  const response = await fetch(url, {
    redirect: 'follow',
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    headers: { 'user-agent': 'aml-compliance-app list fetcher' },
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  await pipeline(Readable.fromWeb(response.body), createWriteStream(path));
  return response.headers.get('content-type') ?? '';
}

/**
 * GIIF publishes its list as an XLSX attachment of a gov.pl page whose address changes with
 * every update: when the configured address gives the page, its XLSX link is followed.
 */
async function followXlsxLink(pageUrl: string, pagePath: string): Promise<string> {
  const html = await readFile(pagePath, 'utf8');
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((link) => /xlsx/i.test(link));
  if (!href) throw new Error(`${pageUrl}: no XLSX attachment found on the page`);
  return new URL(href, pageUrl).toString();
}

export type FetchOutcome =
  | { source: SanctionListSource; ok: true; outcome: ImportOutcome }
  | { source: SanctionListSource; ok: false; error: string };

/**
 * Downloads each configured list and imports it as its own version: a list that cannot be
 * downloaded or read keeps its version in force, and the others are still updated.
 */
export async function fetchLists(options: {
  db: Db;
  clock: Clock;
  urls: Partial<Record<SanctionListSource, string>>;
}): Promise<FetchOutcome[]> {
  const outcomes: FetchOutcome[] = [];
  for (const [source, url] of Object.entries(options.urls) as Array<[SanctionListSource, string]>) {
    const folder = await mkdtemp(join(tmpdir(), 'aml-fetch-'));
    try {
      const path = join(folder, FILE_NAMES[source]);
      const type = await download(url, path);
      if (source === 'giif' && type.includes('html')) {
        await download(await followXlsxLink(url, path), path);
      }
      const [outcome] = await importListFiles(
        options.db,
        [path],
        'fetch',
        SYSTEM,
        options.clock.now(),
      );
      outcomes.push({ source, ok: true, outcome: outcome! });
    } catch (error) {
      outcomes.push({
        source,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  return outcomes;
}

/** The scheduled download (SANCTIONS_FETCH_ENABLED), started by main.ts, never in tests. */
export function createListFetcher(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  urls: Partial<Record<SanctionListSource, string>>;
  enabled: boolean;
  intervalHours: number;
  /** Called after a run that imported a new version. */
  onNewVersion: () => void;
}): BackgroundLoop {
  const loop = createBackgroundLoop({
    name: 'Sanctions list download',
    work: async () => {
      const outcomes = await fetchLists(options);
      for (const result of outcomes) {
        if (result.ok) {
          const { list, unchanged } = result.outcome;
          options.log.info(
            { source: list.source, version: list.version, unchanged },
            'Sanctions list downloaded',
          );
        } else {
          options.log.warn(
            { source: result.source, reason: result.error },
            'Sanctions list not updated',
          );
        }
      }
      if (outcomes.some((r) => r.ok && !r.outcome.unchanged)) options.onNewVersion();
      return 0;
    },
    intervalMs: options.intervalHours * 3_600_000,
    log: options.log,
  });
  return options.enabled ? loop : { ...loop, start: () => {} };
}
