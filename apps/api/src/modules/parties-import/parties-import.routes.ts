import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeadersSchema,
  PartyImportQuerySchema,
  type PartyImportResult,
  PartyImportResultSchema,
  PartyImportTemplateQuerySchema,
  UPLOAD_LIMIT_BYTES,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { requireMultipart } from '../../lib/multipart.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { csvTemplate } from './csv-columns.js';
import { checkImportFile, importCheckedFile } from './parties-import.service.js';
import { errorResponse } from '../../plugins/errors.js';
import {
  REPLAYED_HEADER,
  claimKey,
  idempotencyKeyOf,
  keyScope,
  requestHash,
  runClaimed,
} from '../idempotency/index.js';

const tags = ['Parties'];
const PROGRESS_LINES = 'application/x-ndjson';

const wantsProgressLines = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes(PROGRESS_LINES);
const route = routeOptions(tags);

export function partiesImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart bodies are read by this module only; a file over 20 MB answers 413.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 },
    });

    app.get(
      '/int/parties-import/csv/template',
      route(
        { team: 'team.view' },
        'The CSV template of a party type: its columns and one example row',
        { querystring: PartyImportTemplateQuerySchema, response: { 200: z.string() } },
      ),
      async (request, reply) => {
        const type = request.query.partyType;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="parties-${type}.csv"`)
          .send(csvTemplate(type));
      },
    );

    app.post(
      '/int/parties-import/csv',
      route(
        { team: 'records.create' },
        'Preview (mode=preview) or import (mode=import) a CSV file of parties, sent as ' +
          'multipart/form-data in the field "file"; answers a report per row. With ' +
          '"Accept: application/x-ndjson" the answer is a stream of JSON lines once the file ' +
          'is read: {"progress":{"done":n,"total":n}} after each batch of rows, then ' +
          '{"result":<the report>} or {"error":<an error answer>}. An import with an ' +
          'Idempotency-Key runs once: a retry gets the first report',
        {
          consumes: ['multipart/form-data'],
          headers: IdempotencyHeadersSchema,
          querystring: PartyImportQuerySchema,
          response: { 200: PartyImportResultSchema },
        },
      ),
      async (request, reply) => {
        const auth = requireTeam(request);
        requireMultipart(request, 'file');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') {
          throw new AppError(400, 'import_file_required', 'Send the file in the field "file"');
        }
        // Throws a 413 error when the file is over the limit.
        const bytes = await file.toBuffer();
        // A file that cannot be read answers an error status before anything is streamed.
        const checked = checkImportFile(request.query, bytes);
        const key = request.query.mode === 'import' ? idempotencyKeyOf(request) : undefined;
        const claimed = key
          ? await claimKey(deps, auth, {
              scope: keyScope(auth, 'parties.import'),
              key,
              hash: requestHash(request.query, bytes),
            })
          : undefined;
        if (claimed?.kind === 'answered') {
          reply.header(REPLAYED_HEADER, 'true');
          const report = claimed.answer.body as PartyImportResult;
          return wantsProgressLines(request)
            ? reply
                .type(PROGRESS_LINES)
                .send(`${JSON.stringify({ result: report })}\n` as unknown as PartyImportResult)
            : report;
        }
        const run = (onProgress?: Parameters<typeof importCheckedFile>[4]) =>
          runClaimed(deps, auth, claimed, async (caller) => ({
            status: 200,
            body: await importCheckedFile(deps, caller, request.query, checked, onProgress),
          })).then((answer) => answer.body);
        if (!wantsProgressLines(request)) return run();
        const lines = new PassThrough();
        const send = (line: object) => lines.write(`${JSON.stringify(line)}\n`);
        void run(async (done, total) => {
          send({ progress: { done, total } });
          // Lets the line leave before the next batch: the embedded database does not yield.
          await new Promise((resolve) => setImmediate(resolve));
        })
          .then(
            (result) => send({ result }),
            (error: FastifyError) => send({ error: errorResponse(error, request) }),
          )
          .finally(() => lines.end());
        // A stream is piped as it is, never serialised with the report's schema.
        return reply.type(PROGRESS_LINES).send(lines as unknown as PartyImportResult);
      },
    );
  };
}
