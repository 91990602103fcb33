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
import { languageFromAcceptLanguage } from '../parties/index.js';
import { recordingRoutes } from './recording/recording.routes.js';
import { transactionPdf } from './transaction-pdf.service.js';
import * as transactions from './transactions.service.js';

const tags = ['Transactions'];
const Params = z.object({ id: codeField });
const view = { team: 'team.view' } as const;
const edit = { team: 'records.edit_own' } as const;

/** The calls of spec section 7 for transactions, on the same pattern as parties. */
export function transactionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/transactions/search',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'Find transactions (paged, with the total)',
          body: TransactionSearchSchema,
          response: { 200: TransactionListSchema },
        },
      },
      (request) => transactions.findTransactions(deps, requireTeam(request), request.body),
    );

    // Recording a new transaction: its own folder (recording/README.md).
    await app.register(recordingRoutes(deps));

    app.patch(
      '/int/transactions',
      {
        config: { permission: edit },
        schema: {
          tags,
          summary: 'Change a transaction',
          body: UpdateTransactionSchema,
          response: { 200: TransactionSchema },
        },
      },
      (request) => transactions.updateTransactionFields(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/transactions/pdf',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'The PDF of a transaction, in the language of the Accept-Language header',
          body: TransactionPdfRequestSchema,
          response: { 200: z.any().describe('The PDF file (application/pdf)') },
        },
      },
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
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'A transaction',
          params: Params,
          response: { 200: TransactionSchema },
        },
      },
      (request) => transactions.getTransaction(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/summary',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'The header of a transaction and what the caller may do with it',
          params: Params,
          response: { 200: TransactionSummarySchema },
        },
      },
      (request) =>
        transactions.getTransactionSummary(deps, requireTeam(request), request.params.id),
    );

    app.get(
      '/int/transactions/:id/history',
      {
        config: { permission: view },
        schema: {
          tags,
          summary: 'Who changed what in a transaction, and when',
          params: Params,
          response: { 200: RecordHistorySchema },
        },
      },
      (request) =>
        transactions.getTransactionHistory(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/transactions/:id/status',
      {
        config: { permission: edit },
        schema: {
          tags,
          summary: 'Change the status of a transaction',
          params: Params,
          body: ChangeTransactionStatusSchema,
          response: { 200: TransactionSchema },
        },
      },
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
      {
        config: { permission: edit },
        schema: {
          tags,
          summary: 'Delete a transaction (kept for the retention period)',
          params: Params,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await transactions.deleteTransactions(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/transactions/group/delete',
      {
        config: { permission: edit },
        schema: {
          tags,
          summary: 'Delete several transactions',
          body: GroupDeleteSchema,
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        await transactions.deleteTransactions(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );
  };
}
