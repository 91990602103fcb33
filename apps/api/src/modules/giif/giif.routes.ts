import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGiifFileSchema,
  GIIF_TEMPLATE_KEYS,
  GiifFileListQuerySchema,
  GiifFileListSchema,
  GiifFileSchema,
  GiifDataSheetQuerySchema,
  GiifFileStatusInputSchema,
  GiifIdentificationFormSchema,
  RecordIdentificationFiledSchema,
  GiifQueueQuerySchema,
  GiifQueueSchema,
  GiifReportDetailsInputSchema,
  GiifReportFormSchema,
  GiifSchemaListSchema,
  codeField,
  type GiifTemplateKey,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { sendDownload } from '../../lib/download.js';
import { readUpload } from '../../lib/multipart.js';
import { requireAuth, requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { languageFromAcceptLanguage } from '../parties/index.js';
import { transactionDataSheet } from './data-sheet.service.js';
import * as giif from './giif.service.js';
import {
  getIdentificationForm,
  identificationFormPdf,
  identificationFormXml,
  recordFiled,
} from './identification-form.service.js';
import { installSchema, listSchemas, uninstallSchema } from './giif-schemas.service.js';

const route = routeOptions(['Reports to GIIF']);
const Params = z.object({ id: codeField });
const TemplateParams = z.object({
  template: z.enum(GIIF_TEMPLATE_KEYS as [GiifTemplateKey, ...GiifTemplateKey[]]),
});
/**
 * Reports to GIIF are confidential (art. 54): the team's records as a whole are seen by those
 * who see every record, and only its administrators file them.
 */
const view = { team: 'records.view_all' } as const;
const file = { team: 'records.edit_all' } as const;
/** Signed files and receipts are small; GIIF's legacy tool stopped near 193 MB. */
const UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
const FILES = '/int/giif/files';

/** Threshold reports to GIIF (art. 72; issue 32; docs/giif-reports.md). */
export function giifRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.get(
      '/int/giif/queue',
      route(view, 'Transactions to report to GIIF, overdue first, with their deadlines', {
        querystring: GiifQueueQuerySchema,
        response: { 200: GiifQueueSchema },
      }),
      (request) => giif.queue(deps, requireTeam(request), request.query.type),
    );

    app.get(
      '/int/transactions/:id/giif',
      route(view, "A transaction's report to GIIF as it would be filed now, and what it lacks", {
        params: Params,
        response: { 200: GiifReportFormSchema },
      }),
      (request) => giif.reportForm(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/giif/sheet.pdf',
      route(
        view,
        "A transaction's report as a data sheet for keying it into GIIF's web form by hand " +
          '(lang=pl|en; else the caller’s language)',
        {
          params: Params,
          querystring: GiifDataSheetQuerySchema,
          response: { 200: z.any().describe('The PDF file (application/pdf)') },
        },
      ),
      async (request, reply) => {
        const language =
          request.query.lang ?? languageFromAcceptLanguage(request.headers['accept-language']);
        const { name, pdf } = await transactionDataSheet(
          deps,
          requireTeam(request),
          request.params.id,
          language,
        );
        return sendDownload(reply, { type: 'application/pdf', name, body: pdf });
      },
    );

    app.put(
      '/int/transactions/:id/giif',
      route(file, 'Complete what the report needs that the transaction does not record', {
        params: Params,
        body: GiifReportDetailsInputSchema,
        response: { 200: GiifReportFormSchema },
      }),
      (request) => giif.saveDetails(deps, requireTeam(request), request.params.id, request.body),
    );

    app.post(
      '/int/transactions/:id/giif/correction',
      route(file, 'Ask for a correction of a report GIIF loaded: it returns to the queue', {
        params: Params,
        response: { 200: GiifReportFormSchema },
      }),
      (request) => giif.requestCorrection(deps, requireTeam(request), request.params.id),
    );

    app.post(
      FILES,
      route(file, 'Build a file of one template from transactions of the queue', {
        body: CreateGiifFileSchema,
        response: { 201: GiifFileSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await giif.createFile(deps, requireTeam(request), request.body)),
    );

    app.get(
      FILES,
      route(view, "The team's files for GIIF, newest first", {
        querystring: GiifFileListQuerySchema,
        response: { 200: GiifFileListSchema },
      }),
      (request) => giif.listFiles(deps, requireTeam(request), request.query),
    );

    app.get(
      `${FILES}/:id`,
      route(view, 'A file for GIIF: its state, issues and transactions', {
        params: Params,
        response: { 200: GiifFileSchema },
      }),
      (request) => giif.getFile(deps, requireTeam(request), request.params.id),
    );

    app.delete(
      `${FILES}/:id`,
      route(file, 'Delete a file that was never exported', { params: Params }),
      async (request, reply) => {
        await giif.deleteFile(deps, requireTeam(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      `${FILES}/:id/validate`,
      route(file, 'Build the file again from the data as it is now, and check it', {
        params: Params,
        response: { 200: GiifFileSchema },
      }),
      (request) => giif.revalidateFile(deps, requireTeam(request), request.params.id),
    );

    app.get(
      `${FILES}/:id/xml`,
      route(file, 'Download the XML to sign (a validated file becomes exported)', {
        params: Params,
      }),
      async (request, reply) => {
        const { name, xml } = await giif.exportXml(deps, requireTeam(request), request.params.id);
        return sendDownload(reply, { type: 'application/xml; charset=utf-8', name, body: xml });
      },
    );

    app.post(
      `${FILES}/:id/signed`,
      route(
        file,
        'Upload the signed file (XAdES, CAdES or PAdES): accepted only when the signature is ' +
          'valid and covers the exported XML unchanged',
        { consumes: ['multipart/form-data'], params: Params, response: { 200: GiifFileSchema } },
      ),
      async (request) => {
        const { file: upload } = await readUpload(request);
        return giif.uploadSigned(deps, requireTeam(request), request.params.id, upload);
      },
    );

    app.post(
      `${FILES}/:id/status`,
      route(file, "Record GIIF's answer: submitted (Z), loaded (R) or rejected", {
        params: Params,
        body: GiifFileStatusInputSchema,
        response: { 200: GiifFileSchema },
      }),
      (request) => giif.recordStatus(deps, requireTeam(request), request.params.id, request.body),
    );

    app.post(
      `${FILES}/:id/receipt`,
      route(file, "Store GIIF's receipt (UPO) or its status page as the proof of filing", {
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: GiifFileSchema },
      }),
      async (request) => {
        const { file: upload } = await readUpload(request);
        return giif.uploadReceipt(deps, requireTeam(request), request.params.id, upload);
      },
    );

    for (const which of ['signed', 'receipt'] as const) {
      app.get(
        `${FILES}/:id/${which}`,
        route(view, which === 'signed' ? 'Download the signed file' : "Download GIIF's receipt", {
          params: Params,
        }),
        async (request, reply) => {
          const stored = await giif.storedFile(
            deps,
            requireTeam(request),
            request.params.id,
            which,
          );
          return sendDownload(reply, {
            type: 'application/octet-stream',
            name: stored.name,
            body: stored.bytes,
          });
        },
      );
    }

    app.get(
      '/int/obligated-institution/identification-form',
      route(view, "GIIF's identification form (art. 77) from the company data, and its re-filing", {
        response: { 200: GiifIdentificationFormSchema },
      }),
      (request) => getIdentificationForm(deps, requireTeam(request)),
    );

    app.post(
      '/int/obligated-institution/identification-form/filed',
      route(file, 'Record the day the identification form was filed on GIIF’s site', {
        body: RecordIdentificationFiledSchema,
        response: { 200: GiifIdentificationFormSchema },
      }),
      (request) => recordFiled(deps, requireTeam(request), request.body.filed_on),
    );

    app.get(
      '/int/obligated-institution/identification-form/pdf',
      route(view, 'The identification form as a PDF, in the order of GIIF’s form', {
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await identificationFormPdf(deps, requireTeam(request), language);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="giif-identification-form.pdf"')
          .send(pdf);
      },
    );

    app.get(
      '/int/obligated-institution/identification-form/xml',
      route(file, 'The identification form’s XML (only with GIIF’s schema of it installed)', {}),
      async (request, reply) => {
        const xml = await identificationFormXml(deps, requireTeam(request));
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', 'attachment; filename="giif-identification-form.xml"')
          .send(xml);
      },
    );

    app.get(
      '/int/giif/schemas',
      route('authenticated', "Which of GIIF's template schemas this installation has", {
        response: { 200: GiifSchemaListSchema },
      }),
      () => listSchemas(deps),
    );

    app.put(
      '/int/giif/schemas/:template',
      route('system_admin', "Install GIIF's XSD of a template (multipart: file, version)", {
        consumes: ['multipart/form-data'],
        params: TemplateParams,
        response: { 200: GiifSchemaListSchema },
      }),
      async (request) => {
        const { file: upload, fields } = await readUpload(request);
        return installSchema(
          deps,
          requireAuth(request),
          request.params.template,
          upload,
          fields.version,
        );
      },
    );

    app.delete(
      '/int/giif/schemas/:template',
      route('system_admin', "Remove an installed schema (the folder's, if any, applies again)", {
        params: TemplateParams,
        response: { 200: GiifSchemaListSchema },
      }),
      (request) => uninstallSchema(deps, requireAuth(request), request.params.template),
    );
  };
}
