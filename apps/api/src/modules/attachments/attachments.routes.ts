import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachmentListSchema,
  AttachmentSchema,
  OkSchema,
  StorageOverviewSchema,
  UPLOAD_LIMIT_BYTES,
  UpdateAttachmentSchema,
  attachmentDescriptionField,
  codeField,
  type AttachmentOwnerType,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError, fieldErrorsOf, validationFailed } from '../../lib/app-error.js';
import { requireMultipart } from '../../lib/multipart.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { firstNotText } from '../../plugins/text-checks.js';
import { storageOverview } from '../storage/index.js';
import { attachmentDisposition } from './attachment-file.js';
import { checkFiles } from './integrity.js';
import {
  attachmentsOf,
  deleteAttachment,
  describeAttachment,
  downloadAttachment,
  uploadAttachment,
  type UploadedFile,
} from './attachments.service.js';

const route = routeOptions(['Attachments']);
const storageRoute = routeOptions(['Storage']);
const Params = z.object({ id: codeField });

/** The owners with routes of their own (spec section 7): `/int/{path}/{id}/attachments`. */
const OWNER_PATHS: Array<{ path: string; type: AttachmentOwnerType; what: string }> = [
  { path: 'parties', type: 'party', what: 'a party' },
  { path: 'transactions', type: 'transaction', what: 'a transaction' },
  { path: 'customer-due-diligence-measure', type: 'cdd_measure', what: 'a due diligence measure' },
];

/**
 * The spec names each route twice, once for Google Drive and once with `/one-drive` for
 * OneDrive. Here the team's storage settings decide where a file goes and its row where it is
 * read from, so both paths do the same: the second is kept for clients of the spec's paths.
 */
const VARIANTS = ['', '/one-drive'] as const;

/**
 * The description field (sent before the file) and the file of an upload. The file is handed
 * on as a stream: it is never held whole in memory.
 */
async function readUpload(request: FastifyRequest) {
  requireMultipart(request, 'file');
  let description = '';
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'description') continue;
      // Multipart fields pass by the text checks of JSON bodies (plugins/text-checks.ts).
      if (firstNotText(part.value) !== null) {
        throw validationFailed([{ path: 'description', code: 'invalid_characters' }]);
      }
      const parsed = attachmentDescriptionField.safeParse(part.value);
      if (!parsed.success)
        throw validationFailed(fieldErrorsOf(parsed.error.issues, 'description'));
      description = parsed.data;
      continue;
    }
    if (part.fieldname !== 'file' || !part.filename) break;
    return { file: uploadedFile(part), description };
  }
  throw new AppError(400, 'file_not_selected', 'File not selected');
}

const uploadedFile = (part: MultipartFile): UploadedFile => ({
  filename: part.filename,
  stream: part.file,
  truncated: () => part.file.truncated,
});

/** Attachments of parties, transactions and CDD measures, their downloads, descriptions and deletion. */
export function attachmentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // One file of at most 20 MB and its description per request; more answers 413.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2, parts: 3 },
    });

    for (const { path, type, what } of OWNER_PATHS) {
      for (const variant of VARIANTS) {
        app.get(
          `/int/${path}/:id/attachments${variant}`,
          route({ team: 'team.view' }, `The files attached to ${what}`, {
            params: Params,
            response: { 200: AttachmentListSchema },
          }),
          (request) => attachmentsOf(deps, requireTeam(request), type, request.params.id),
        );

        app.post(
          `/int/${path}/attachments${variant}/:id`,
          route(
            { team: 'records.create' },
            `Attach a file to ${what}: multipart/form-data with an optional "description" ` +
              '(at most 255 characters) followed by the "file" (at most 20 MB), streamed to the ' +
              "team's store; its type is detected from its bytes and its SHA-256 kept",
            {
              consumes: ['multipart/form-data'],
              params: Params,
              response: { 201: AttachmentSchema },
            },
          ),
          async (request, reply) => {
            const auth = requireTeam(request);
            const { file, description } = await readUpload(request);
            const attachment = await uploadAttachment(
              deps,
              auth,
              type,
              request.params.id,
              file,
              description,
            );
            return reply.status(201).send(attachment);
          },
        );
      }
    }

    for (const variant of VARIANTS) {
      app.get(
        `/int/attachments${variant}/:id`,
        route(
          { team: 'team.view' },
          'Download an attached file: its bytes as uploaded, checked against their SHA-256 ' +
            '(Repr-Digest); a file removed or changed in the store answers 404 or 409, or ends ' +
            'the download with an error, and raises an alert',
          { params: Params },
        ),
        async (request, reply) => {
          const { attachment, body } = await downloadAttachment(
            deps,
            requireTeam(request),
            request.params.id,
            request.log,
          );
          return reply
            .type(attachment.content_type)
            .header('content-length', attachment.size)
            .header('content-disposition', attachmentDisposition(attachment.name))
            .header(
              'repr-digest',
              `sha-256=:${Buffer.from(attachment.sha256, 'hex').toString('base64')}:`,
            )
            .header('cache-control', 'private, no-store')
            .send(body);
        },
      );

      app.delete(
        `/int/attachments${variant}/:id`,
        route(
          { team: 'records.create' },
          'Delete an attachment: its record and hash are kept for the retention; the file is ' +
            'removed from the store only when the team chose so',
          { params: Params, response: { 200: OkSchema } },
        ),
        async (request) => {
          await deleteAttachment(deps, requireTeam(request), request.params.id);
          return { ok: true } as const;
        },
      );
    }

    app.post(
      '/int/storage/check',
      storageRoute(
        { team: 'team.manage' },
        "Check the team's files against their hashes now (the daily check does it for all)",
        { response: { 200: StorageOverviewSchema } },
      ),
      async (request) => {
        const auth = requireTeam(request);
        await checkFiles(deps, request.log, { teamId: auth.teamId });
        return storageOverview(deps, auth);
      },
    );

    app.patch(
      '/int/attachments/:id',
      route({ team: 'records.create' }, "Change an attachment's description", {
        params: Params,
        body: UpdateAttachmentSchema,
        response: { 200: AttachmentSchema },
      }),
      (request) =>
        describeAttachment(deps, requireTeam(request), request.params.id, request.body.description),
    );
  };
}
