import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PartyImportQuerySchema,
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
import { importPartiesCsv } from './parties-import.service.js';

const tags = ['Parties'];
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
          'multipart/form-data in the field "file"; answers a report per row',
        {
          consumes: ['multipart/form-data'],
          querystring: PartyImportQuerySchema,
          response: { 200: PartyImportResultSchema },
        },
      ),
      async (request) => {
        const auth = requireTeam(request);
        requireMultipart(request, 'file');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') {
          throw new AppError(400, 'import_file_required', 'Send the file in the field "file"');
        }
        // Throws a 413 error when the file is over the limit.
        const bytes = await file.toBuffer();
        return importPartiesCsv(deps, auth, request.query, bytes);
      },
    );
  };
}
