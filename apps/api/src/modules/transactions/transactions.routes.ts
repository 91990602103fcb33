import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeTransactionStatusSchema,
  GroupDeleteSchema,
  OkSchema,
  RecordHistorySchema,
  TransactionListSchema,
  TransactionPdfRequestSchema,
  TransactionSchema,
  TransactionSearchSchema,
  TransactionSummarySchema,
  UpdateTransactionSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { languageFromAcceptLanguage } from '../parties/index.js';
import { recordingRoutes } from './recording/recording.routes.js';
import { transactionPdf } from './transaction-pdf.service.js';
import * as transactions from './transactions.service.js';

const route = routeOptions(['Transactions']);
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const edit = { team: 'records.edit_own' } as const;

/** The calls of spec section 7 for transactions, on the same pattern as parties. */
export function transactionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/transactions/search',
      route(view, 'Find transactions (paged, with the total)', {
        body: TransactionSearchSchema,
        response: { 200: TransactionListSchema },
      }),
      (request) => transactions.findTransactions(deps, requireTeam(request), request.body),
    );

    // Recording a new transaction: its own folder (recording/README.md).
    await app.register(recordingRoutes(deps));

    app.patch(
      '/int/transactions',
      route(edit, 'Change a transaction', {
        body: UpdateTransactionSchema,
        response: { 200: TransactionSchema },
      }),
      (request) => transactions.updateTransactionFields(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/transactions/pdf',
      route(view, 'The PDF of a transaction, in the language of the Accept-Language header', {
        body: TransactionPdfRequestSchema,
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      }),
      async (request, reply) => {
        const { code } = request.body;
        const language = languageFromAcceptLanguage(request.headers['accept-language']);
        const pdf = await transactionPdf(deps, requireTeam(request), code, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="transaction-${code}.pdf"`)
          .send(pdf);
      },
    );

    app.get(
      '/int/transactions/:id',
      route(view, 'A transaction', { params: Params, response: { 200: TransactionSchema } }),
      (request) => transactions.getTransaction(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/summary',
      route(view, 'The header of a transaction and what the caller may do with it', {
        params: Params,
        response: { 200: TransactionSummarySchema },
      }),
      (request) =>
        transactions.getTransactionSummary(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/history',
      route(view, 'Who changed what in a transaction, and when', {
        params: Params,
        response: { 200: RecordHistorySchema },
      }),
      (request) =>
        transactions.getTransactionHistory(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/transactions/:id/status',
      route(edit, 'Change the status of a transaction', {
        params: Params,
        body: ChangeTransactionStatusSchema,
        response: { 200: TransactionSchema },
      }),
      (request) =>
        transactions.changeTransactionStatus(
          deps,
          requireTeam(request),
          request.params.id,
          request.body.status,
        ),
    );

    app.delete(
      '/int/transactions/:id',
      route(edit, 'Delete a transaction (kept for the retention period)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await transactions.deleteTransactions(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/transactions/group/delete',
      route(edit, 'Delete several transactions', {
        body: GroupDeleteSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await transactions.deleteTransactions(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );
  };
}
