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
import { createOutageLog, describeFetchError } from '../../../lib/outage-log.js';
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

async function download(url: string, path: string, stop?: AbortSignal): Promise<string> {
  // A stop (the server shutting down) ends the download at once, as its time limit does.
  const timeout = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  const response = await fetch(url, {
    redirect: 'follow',
    signal: stop ? AbortSignal.any([stop, timeout]) : timeout,
    headers: { 'user-agent': 'aml-compliance-app list fetcher' },
  });
  // The status alone: the address is configured (SANCTIONS_URL_…), and the EU's carries a token.
  if (!response.ok || !response.body) throw new Error(`answered HTTP ${response.status}`);
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
  if (!href) throw new Error(`no XLSX attachment found on the page ${new URL(pageUrl).host}`);
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
  /** Aborted when the server stops: the download in flight ends, the rest are not started. */
  signal?: AbortSignal;
}): Promise<FetchOutcome[]> {
  const outcomes: FetchOutcome[] = [];
  for (const [source, url] of Object.entries(options.urls) as Array<[SanctionListSource, string]>) {
    if (options.signal?.aborted) break;
    const folder = await mkdtemp(join(tmpdir(), 'aml-fetch-'));
    try {
      const path = join(folder, FILE_NAMES[source]);
      const type = await download(url, path, options.signal);
      if (source === 'giif' && type.includes('html')) {
        await download(await followXlsxLink(url, path), path, options.signal);
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
      outcomes.push({ source, ok: false, error: describeFetchError(error) });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  return outcomes;
}

/**
 * The scheduled download (SANCTIONS_FETCH_ENABLED), started by main.ts, never in tests. Failures
 * are logged as one line naming every list that fails and why, when that picture changes (a
 * list starts failing or fails for another reason), and a list that works again gets a line:
 * offline, the first attempt says it once instead of one warning per list every day. With the
 * download off, one line at start says so and how the lists are loaded by hand.
 */
export function createListFetcher(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  urls: Partial<Record<SanctionListSource, string>>;
  enabled: boolean;
  intervalHours: number;
  /** The administrator's page where list files are imported, named in the log. */
  importPageUrl?: string;
  /** Called after a run that imported a new version. */
  onNewVersion: () => void;
}): BackgroundLoop {
  const outages = createOutageLog<SanctionListSource>();
  const byHand = `import their official files on ${
    options.importPageUrl ?? "the administrator's Sanctions lists page"
  } or with npm run lists:import -- FILE…`;
  const loop = createBackgroundLoop({
    name: 'Sanctions list download',
    work: async (signal) => {
      const outcomes = await fetchLists({ ...options, signal });
      // Stopped mid-way: what was cut short is no outage to report.
      if (signal.aborted) return 0;
      let news = false;
      for (const result of outcomes) {
        if (result.ok) {
          const { list, unchanged } = result.outcome;
          const ended = outages.recovered(result.source);
          if (ended !== undefined) {
            options.log.info(
              `Sanctions list ${result.source} can be downloaded again (was: ${ended})`,
            );
          }
          // An unchanged list is the usual day: only a new version is worth a line.
          options.log[unchanged ? 'debug' : 'info'](
            { source: list.source, version: list.version, unchanged },
            'Sanctions list downloaded',
          );
        } else if (outages.failed(result.source, result.error)) {
          news = true;
        }
      }
      if (news) {
        options.log.warn(
          `Sanctions lists cannot be downloaded: ${describeFailures(outages.failing(), outcomes.length)}. ` +
            `The versions in force stay; to load lists by hand, ${byHand}; ` +
            'SANCTIONS_FETCH_ENABLED=false stops the download. ' +
            `Tried again every ${options.intervalHours} h; logged again when this changes.`,
        );
      }
      if (outcomes.some((r) => r.ok && !r.outcome.unchanged)) options.onNewVersion();
      return 0;
    },
    intervalMs: options.intervalHours * 3_600_000,
    log: options.log,
  });
  return {
    ...loop,
    start: () => {
      if (options.enabled) loop.start();
      else
        options.log.info(
          `Sanctions lists are not downloaded (SANCTIONS_FETCH_ENABLED=false): ${byHand}`,
        );
    },
  };
}

/**
 * The failing lists grouped by reason: "all 7: host name not resolved (…)" offline, or
 * "eu: answered HTTP 403; giif: no XLSX attachment …" when some fail.
 */
function describeFailures(failing: ReadonlyMap<SanctionListSource, string>, tried: number) {
  const byReason = new Map<string, SanctionListSource[]>();
  for (const [source, reason] of failing)
    byReason.set(reason, [...(byReason.get(reason) ?? []), source]);
  return [...byReason]
    .map(
      ([reason, sources]) =>
        `${sources.length === tried && tried > 1 ? `all ${tried}` : sources.join(', ')}: ${reason}`,
    )
    .join('; ');
}
