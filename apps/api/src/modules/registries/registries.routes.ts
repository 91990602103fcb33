import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachReportSchema,
  AutofillSchema,
  CrbrComparisonSchema,
  RegistriesReportListSchema,
  RegistriesReportQuerySchema,
  RegistriesReportSchema,
  RegistriesStatusSchema,
  ReportsListQuerySchema,
  ReportsListSchema,
  RegistryAnswerSchema,
  StartScanSchema,
  TransactionWhiteListSchema,
  ViesQuerySchema,
  AutofillQuerySchema,
  codeField,
  isValidNip,
  isValidRegon,
  normaliseNip,
  normaliseRegon,
  type ScanProgress,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { languageFromAcceptLanguage } from '../parties/index.js';
import { checkPartyCrbr, crbrNoticePdf, partyCrbr } from './crbr.service.js';
import * as registries from './registries.service.js';
import { registriesReportPdf } from './registries-pdf.service.js';
import { checkTransactionWhiteList, transactionWhiteList } from './white-list-check.service.js';

const route = routeOptions(['Registries']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
/** Asking a registry spends the installation's quota: for those who record parties. */
const ask = { team: 'records.create' } as const;
/** Changes a record: its attachments, its report's party. */
const work = { team: 'records.edit_own' } as const;
const REPORTS = '/int/registries-reports';

const NipParams = z.object({
  nip: z.string().refine(isValidNip, { error: 'nip_invalid' }).transform(normaliseNip),
});
const RegonParams = z.object({
  regon: z.string().refine(isValidRegon, { error: 'regon_invalid' }).transform(normaliseRegon),
});

/** Polish and EU registries: autofill, CRBR and the registries scan (issue 31; docs/registries.md). */
export function registriesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/registries-status',
      route(view, 'Which registries this installation asks (the others are not configured)', {
        response: { 200: RegistriesStatusSchema },
      }),
      () => registries.registriesStatus(deps),
    );

    app.get(
      '/int/regon-autofill',
      route(
        ask,
        "A company's data from every registry by one NIP, REGON or KRS, each value with its " +
          'source and date, for the party form',
        { querystring: AutofillQuerySchema, response: { 200: AutofillSchema } },
      ),
      (request) => registries.autofill(deps, request.query),
    );

    app.post(
      '/int/vies-autofill',
      route(ask, 'Whether an EU VAT number is valid, with the name and address VIES gives', {
        body: ViesQuerySchema,
        response: { 200: RegistryAnswerSchema },
      }),
      (request) => deps.registries.vies(request.body.country, request.body.vat_number),
    );

    app.get(
      '/int/crbr-beneficiaries/:nip',
      route(ask, 'The beneficial owners CRBR lists for a NIP, with its request identifier', {
        params: NipParams,
        response: { 200: RegistryAnswerSchema },
      }),
      (request) => registries.crbrBeneficiaries(deps, request.params.nip),
    );

    app.get(
      '/int/giif/nip/:nip',
      route({ team: 'team.manage' }, "The institution's own data from the registries, by NIP", {
        params: NipParams,
        response: { 200: AutofillSchema },
      }),
      (request) => registries.autofill(deps, { nip: request.params.nip }),
    );

    app.get(
      '/int/giif/regon/:regon',
      route({ team: 'team.manage' }, "The institution's own data from the registries, by REGON", {
        params: RegonParams,
        response: { 200: AutofillSchema },
      }),
      (request) => registries.autofill(deps, { regon: request.params.regon }),
    );

    app.post(
      REPORTS,
      route(
        ask,
        'Scan one NIP, REGON or KRS across every configured registry and screen the company ' +
          'and every person found; the dated report is stored. With Accept: ' +
          'application/x-ndjson the answer streams one line per registry as it answers, the ' +
          'report last',
        {
          body: StartScanSchema,
          response: {
            200: z.any().describe('ScanProgress lines (application/x-ndjson)'),
            201: RegistriesReportSchema,
          },
        },
      ),
      async (request, reply) => {
        const auth = requireTeam(request);
        if (!request.headers.accept?.includes('application/x-ndjson')) {
          return reply.status(201).send(await registries.scan(deps, auth, request.body));
        }
        // Bad input answers 400 or 404 before the stream starts, as without streaming.
        await registries.checkScanInput(deps, auth, request.body);
        const stream = new PassThrough();
        const send = (step: ScanProgress) => stream.write(`${JSON.stringify(step)}\n`);
        const stop = new AbortController();
        // A client that goes away stops the registries it is still waiting for.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) stop.abort();
        });
        registries
          .scan(deps, auth, request.body, send, stop.signal)
          .catch((error: unknown) => {
            if (!(error instanceof AppError))
              request.log.error({ err: error }, 'registries scan failed');
            send({
              type: 'error',
              code: error instanceof AppError ? error.code : 'internal_error',
            });
          })
          .finally(() => stream.end());
        return reply.status(200).type('application/x-ndjson').send(stream);
      },
    );

    app.get(
      REPORTS,
      route(view, 'The stored registries reports, newest first', {
        querystring: RegistriesReportQuerySchema,
        response: { 200: RegistriesReportListSchema },
      }),
      (request) => registries.findReports(deps, requireTeam(request), request.query),
    );

    app.get(
      '/int/reports/list',
      route(view, 'Every report the team produced, newest first', {
        querystring: ReportsListQuerySchema,
        response: { 200: ReportsListSchema },
      }),
      (request) => registries.reportsList(deps, requireTeam(request), request.query),
    );

    app.get(
      `${REPORTS}/:id`,
      route(view, 'A stored registries report', {
        params: Params,
        response: { 200: RegistriesReportSchema },
      }),
      (request) => registries.getReport(deps, requireTeam(request), request.params.id),
    );

    app.patch(
      `${REPORTS}/:id`,
      route(work, 'Attach a registries report to a party (null detaches it)', {
        params: Params,
        body: AttachReportSchema,
        response: { 200: RegistriesReportSchema },
      }),
      (request) =>
        registries.attachReport(
          deps,
          requireTeam(request),
          request.params.id,
          request.body.party_code,
        ),
    );

    app.get(
      `${REPORTS}/:id/pdf`,
      route(view, 'The PDF of a registries report (Accept-Language: en or pl)', {
        params: Params,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const code = request.params.id;
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await registriesReportPdf(deps, requireTeam(request), code, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="registries-${code}.pdf"`)
          .send(pdf);
      },
    );

    app.get(
      '/int/parties/:id/crbr',
      route(view, "A company's last CRBR answer beside the beneficial owners recorded now", {
        params: Params,
        response: { 200: CrbrComparisonSchema },
      }),
      (request) => partyCrbr(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/parties/:id/crbr',
      route(
        work,
        "Ask CRBR about a company's NIP: the extract is kept as its attachment, the owners are " +
          'compared, and a discrepancy raises a task with the notice to send (art. 61a)',
        { params: Params, response: { 200: CrbrComparisonSchema } },
      ),
      (request) => checkPartyCrbr(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/white-list',
      route(
        view,
        'Whether the transaction pays a company account of 15,000 PLN or more, and what the ' +
          'VAT White List answered about each account',
        { params: Params, response: { 200: TransactionWhiteListSchema } },
      ),
      (request) => transactionWhiteList(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/transactions/:id/white-list',
      route(ask, 'Check the company accounts a transaction pays on the VAT White List', {
        params: Params,
        response: { 200: TransactionWhiteListSchema },
      }),
      (request) => checkTransactionWhiteList(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/parties/:id/crbr/notice',
      route(view, 'The CRBR discrepancy notice of the last check, as a PDF', {
        params: Params,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const code = request.params.id;
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await crbrNoticePdf(deps, requireTeam(request), code, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="crbr-notice-${code}.pdf"`)
          .send(pdf);
      },
    );
  };
}
