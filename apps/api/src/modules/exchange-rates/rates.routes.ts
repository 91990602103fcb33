import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversionSchema,
  ConvertQuerySchema,
  ExchangeRateListSchema,
  ExchangeRateQuerySchema,
  FetchRatesResultSchema,
  FetchRatesSchema,
  ManualRateSchema,
  ManualRatesSchema,
  UPLOAD_LIMIT_BYTES,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { onEurCompleted } from '../transactions/reassess.service.js';
import { AppError } from '../../lib/app-error.js';
import { requireMultipart } from '../../lib/multipart.js';
import { requireAuth } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import type { AuthContext } from '../../policies/auth-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { decodeCsvBytes, detectSeparator } from '../../lib/csv-decode.js';
import { NbpUnavailableError } from './nbp-client.js';
import { listCoverage, listRates } from './rates.repository.js';
import {
  completePendingEur,
  convertToEur,
  fetchAndStoreRates,
  storeRates,
  type FetchRatesResult,
  type RateInput,
} from './rates.service.js';

const tags = ['Exchange rates'];
const route = routeOptions(tags);
const LIST_LIMIT = 1000;
const IMPORT_MAX_ROWS = 50_000;

const badLine = (line: number, problem: string) =>
  new AppError(400, 'rates_import_invalid_line', `Line ${line}: ${problem}`, {
    fields: [{ path: `line.${line}`, code: problem }],
  });

/** The cells of one CSV line; a quoted cell may hold the separator ("4,2710"). */
function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Rates from a CSV file "currency;effective_date;mid" (or comma-separated) with a header line;
 * a decimal comma is accepted (4,2710). Any bad line refuses the whole file, naming the line.
 */
export function parseRatesCsv(bytes: Uint8Array): RateInput[] {
  const { text } = decodeCsvBytes(bytes);
  const separator = detectSeparator(text);
  const lines = text.split(/\r?\n/);
  const rows: RateInput[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (index === 0 || raw.trim() === '') return;
    let cells = splitLine(raw, separator);
    // "EUR,2025-09-26,4,2710": a decimal comma in a comma-separated line, not quoted.
    if (separator === ',' && cells.length === 4 && /^\d+$/.test(cells[3]!)) {
      cells = [cells[0]!, cells[1]!, `${cells[2]}.${cells[3]}`];
    }
    while (cells.length > 3 && cells.at(-1) === '') cells.pop();
    if (cells.length !== 3) throw badLine(line, 'columns');
    const parsed = ManualRateSchema.safeParse({
      currency: cells[0],
      effective_date: cells[1],
      mid: cells[2]!.replace(',', '.'),
    });
    if (!parsed.success) throw badLine(line, parsed.error.issues[0]?.message ?? 'invalid');
    rows.push(parsed.data);
  });
  if (rows.length === 0) throw new AppError(400, 'import_empty_file', 'The file has no rates');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw badLine(IMPORT_MAX_ROWS + 2, 'too_many_rows');
  }
  return rows;
}

/** Exchange rates (art. 5): shared by every team, written by the installation's administrator. */
export function exchangeRatesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  async function storeManual(
    auth: AuthContext,
    rows: RateInput[],
    action: 'entered' | 'imported',
  ): Promise<FetchRatesResult> {
    const now = deps.clock.now();
    const stored = await deps.db.transaction(async (tx) => {
      const count = await storeRates(tx, rows, 'manual', { userId: auth.userId, now });
      const currencies = [...new Set(rows.map((row) => row.currency))].sort();
      const days = rows.map((row) => row.effective_date).sort();
      await recordAudit(tx, auth, now, {
        entityType: 'exchange_rates',
        entityCode: null,
        action,
        changes: {
          source: 'manual',
          stored: count,
          currencies,
          from: days[0],
          to: days.at(-1),
          ...(rows.length <= 20 ? { rates: rows } : {}),
        },
        // Rates are not team data.
        teamId: null,
      });
      return count;
    });
    const completed = await completePendingEur(deps.db, {
      now,
      actor: auth,
      onCompleted: onEurCompleted(deps),
    });
    const through = (await listCoverage(deps.db)).find((c) => c.currency === 'EUR');
    return { stored, checked_through: through?.checked_through ?? null, completed };
  }

  return async (app) => {
    // Multipart bodies are read by this module's import only; a file over 20 MB answers 413.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 },
    });

    app.get(
      '/int/exchange-rates',
      route(
        'authenticated',
        `Stored rates, newest first (at most ${LIST_LIMIT}), and coverage per currency`,
        { querystring: ExchangeRateQuerySchema, response: { 200: ExchangeRateListSchema } },
      ),
      async (request) => {
        const rows = await listRates(deps.db, request.query, LIST_LIMIT);
        return {
          items: rows.map((row) => ({
            currency: row.currency,
            effective_date: row.effective_date,
            table_no: row.table_no,
            mid: row.mid,
            source: row.source as 'nbp' | 'manual',
            created_at: row.created_at.toISOString(),
          })),
          coverage: await listCoverage(deps.db),
        };
      },
    );

    app.post(
      '/int/exchange-rates',
      route('system_admin', 'Enter rates by hand; completes pending EUR values they make known', {
        body: ManualRatesSchema,
        response: { 200: FetchRatesResultSchema },
      }),
      async (request) => storeManual(requireAuth(request), request.body.rates, 'entered'),
    );

    app.post(
      '/int/exchange-rates/import',
      route(
        'system_admin',
        'Import rates from a CSV file "currency;effective_date;mid" with a header line, ' +
          'sent as multipart/form-data in the field "file"; a bad line refuses the whole file',
        { consumes: ['multipart/form-data'], response: { 200: FetchRatesResultSchema } },
      ),
      async (request) => {
        const auth = requireAuth(request);
        requireMultipart(request, 'file');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') {
          throw new AppError(400, 'import_file_required', 'Send the file in the field "file"');
        }
        const rows = parseRatesCsv(await file.toBuffer());
        return storeManual(auth, rows, 'imported');
      },
    );

    app.post(
      '/int/exchange-rates/fetch',
      route(
        'system_admin',
        "Fetch NBP's tables A of a date range now; 503 when NBP cannot be reached",
        { body: FetchRatesSchema, response: { 200: FetchRatesResultSchema } },
      ),
      async (request) => {
        const auth = requireAuth(request);
        if (!deps.config.nbpFetchEnabled) {
          throw new AppError(
            503,
            'rates_source_unavailable',
            'Fetching from NBP is switched off (NBP_FETCH_ENABLED)',
          );
        }
        try {
          return await fetchAndStoreRates(
            {
              db: deps.db,
              clock: deps.clock,
              client: deps.nbp,
              onEurCompleted: onEurCompleted(deps),
            },
            request.body.from,
            request.body.to,
            auth,
          );
        } catch (error) {
          if (error instanceof NbpUnavailableError) {
            request.log.warn({ err: error }, 'NBP fetch failed');
            throw new AppError(503, 'rates_source_unavailable', error.message);
          }
          throw error;
        }
      },
    );

    app.get(
      '/int/exchange-rates/convert',
      route(
        'authenticated',
        'The EUR value of an amount on a day (art. 5); nulls while the rate is pending',
        { querystring: ConvertQuerySchema, response: { 200: ConversionSchema } },
      ),
      async (request) => {
        const { amount, currency, date } = request.query;
        return convertToEur(deps.db, amount, currency, date);
      },
    );
  };
}
