import Big from 'big.js';
import type { Clock } from '../../lib/clock.js';
import { describeFetchError } from '../../lib/outage-log.js';
import { addDays, warsawDay } from '../../lib/warsaw-time.js';
import { abortableSleep } from '../../lib/abortable-sleep.js';

/** One rate of an NBP table A, its mid kept as the exact decimal NBP wrote. */
export type NbpRate = { currency: string; effective_date: string; table_no: string; mid: string };

export type NbpFetchResult = {
  rows: NbpRate[];
  /** The last day through which every table is known: later days may still get one. */
  checkedThrough: string;
};

export type NbpClient = {
  /**
   * Every table A published from `from` to `to` (YYYY-MM-DD, inclusive). An aborted `signal`
   * (the server stopping) ends the requests and the pauses between retries at once.
   */
  fetchTables: (from: string, to: string, signal?: AbortSignal) => Promise<NbpFetchResult>;
};

/** NBP could not be reached or answered something this client does not understand. */
export class NbpUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NbpUnavailableError';
  }
}

/** The longest range NBP answers in one request. */
export const NBP_MAX_RANGE_DAYS = 93;

/** [from, to] cut into ranges of at most `size` days. */
export function dayRanges(from: string, to: string, size = NBP_MAX_RANGE_DAYS) {
  const ranges: Array<[string, string]> = [];
  for (let start = from; start <= to; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    ranges.push([start, end < to ? end : to]);
  }
  return ranges;
}

type NbpTable = {
  table: string;
  no: string;
  effectiveDate: string;
  rates: Array<{ currency?: string; code: string; mid: string }>;
};

/** Mid values as strings: JSON numbers would become floats ("4.2710" must stay exact). */
function parseTables(body: string): NbpTable[] {
  const quoted = body.replace(
    /("mid"\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
    (_match, key: string, value: string) => `${key}"${value}"`,
  );
  const parsed: unknown = JSON.parse(quoted);
  if (!Array.isArray(parsed)) throw new Error('not an array of tables');
  for (const table of parsed as NbpTable[]) {
    if (
      typeof table?.no !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(String(table.effectiveDate)) ||
      !Array.isArray(table.rates)
    ) {
      throw new Error('unexpected table format');
    }
    for (const rate of table.rates) {
      if (typeof rate?.code !== 'string' || typeof rate.mid !== 'string') {
        throw new Error('unexpected rate format');
      }
    }
  }
  return parsed as NbpTable[];
}

export function createNbpClient(options: {
  /** e.g. https://api.nbp.pl/api (no trailing slash needed). */
  baseUrl: string;
  clock: Clock;
  timeoutMs?: number;
  /** Further attempts after a 5xx answer or a network error (never after a 404). */
  retries?: number;
  /** The first pause between attempts; doubled each time. */
  backoffMs?: number;
}): NbpClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 500;

  /** The body of a 200 answer, or null for NBP's 404 "Brak danych" (no table in the range). */
  async function get(path: string, signal?: AbortSignal): Promise<string | null> {
    const url = `${base}${path}`;
    let lastProblem: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await abortableSleep(backoffMs * 2 ** (attempt - 1), signal);
      let response: Response;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        });
      } catch (error) {
        // Stopped, not NBP's fault: no further attempt.
        signal?.throwIfAborted();
        lastProblem = error;
        continue;
      }
      const body = await response.text().catch((error: unknown) => {
        lastProblem = error;
        return undefined;
      });
      if (body === undefined) continue;
      if (response.status === 200) return body;
      if (response.status === 404) return null;
      if (response.status >= 500) {
        lastProblem = new Error(`HTTP ${response.status}`);
        continue;
      }
      throw new NbpUnavailableError(`NBP answered ${response.status}: ${body.slice(0, 200)}`);
    }
    throw new NbpUnavailableError(`NBP is unreachable: ${describeFetchError(lastProblem)}`, {
      cause: lastProblem,
    });
  }

  return {
    async fetchTables(from, to, signal) {
      const rows: NbpRate[] = [];
      const days = new Set<string>();
      for (const [start, end] of dayRanges(from, to)) {
        const body = await get(`/exchangerates/tables/A/${start}/${end}/?format=json`, signal);
        if (body === null) continue;
        let tables: NbpTable[];
        try {
          tables = parseTables(body);
        } catch (error) {
          throw new NbpUnavailableError(`NBP answered an unexpected format (${describe(error)})`);
        }
        for (const table of tables) {
          days.add(table.effectiveDate);
          for (const rate of table.rates) {
            rows.push({
              currency: rate.code.toUpperCase(),
              effective_date: table.effectiveDate,
              table_no: table.no,
              mid: new Big(rate.mid).toFixed(),
            });
          }
        }
      }
      const today = warsawDay(options.clock.now());
      let checkedThrough: string;
      if (to < today || days.has(to)) checkedThrough = to;
      else if (days.has(today)) checkedThrough = today;
      // Today's table may still come (around noon): only the days before are complete.
      else checkedThrough = addDays(today, -1);
      return { rows, checkedThrough };
    },
  };
}

function describe(problem: unknown): string {
  if (problem instanceof Error) {
    const cause = problem.cause instanceof Error ? `: ${problem.cause.message}` : '';
    return `${problem.message}${cause}`;
  }
  return String(problem);
}
