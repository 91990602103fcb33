import type { Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { renderTransactionPdf } from './transaction-pdf.js';
import { getTransaction } from './transactions.service.js';

/** The PDF of a transaction of the current team; one the caller may not see is not found. */
export async function transactionPdf(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
): Promise<Buffer> {
  const transaction = await getTransaction(deps, auth, code);
  return renderTransactionPdf(transaction, language, deps.clock.now());
}
