import {
  WHITE_LIST_CHECK_PLN,
  isValidIban,
  isValidNip,
  normaliseIban,
  normaliseNip,
  partyDisplayName,
  type TransactionWhiteList,
} from '@aml/shared';
import Big from 'big.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { scopeOf } from '../../policies/record.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { convertToEur } from '../exchange-rates/rates.service.js';
import { findVisibleCodes } from '../parties/index.js';
import { getTransaction, requireTransaction } from '../transactions/transactions.service.js';
import { insertWhiteListChecks, listWhiteListChecks } from './registries.repository.js';

/**
 * The transaction's amount in PLN: itself in PLN; at the rate of its EUR conversion for other
 * currencies; for EUR (converted without a rate) at NBP's EUR rate of its booking day. Null
 * while the rate is not known.
 */
async function amountPln(
  deps: AppDeps,
  transaction: Awaited<ReturnType<typeof getTransaction>>,
): Promise<Big | null> {
  const amount = new Big(transaction.amount);
  if (transaction.currency === 'PLN') return amount;
  if (transaction.currency === 'EUR') {
    const day = warsawDay(new Date(transaction.booked_at));
    const { eur_rate } = await convertToEur(deps.db, '1', 'PLN', day);
    return eur_rate ? amount.times(eur_rate) : null;
  }
  return transaction.eur.rate ? amount.times(transaction.eur.rate) : null;
}

/**
 * The company accounts a transaction pays: its beneficiaries that are companies or sole traders
 * with a Polish NIP and a Polish account, as the caller sees them.
 */
async function paidAccounts(deps: AppDeps, auth: TeamContext, code: string) {
  const transaction = await getTransaction(deps, auth, code);
  const payees = transaction.parties.filter(
    (link) =>
      link.role === 'beneficiary' &&
      (link.party_type === 'company' || link.party_type === 'sole_proprietorship'),
  );
  const rows = payees.length
    ? await findVisibleCodes(
        deps.db,
        scopeOf(auth),
        payees.map((p) => p.party_code),
      )
    : [];
  const accounts = rows
    .filter(
      (party) =>
        party.tax_id &&
        (party.tax_id_country ?? 'PL') === 'PL' &&
        isValidNip(party.tax_id) &&
        party.bank_account &&
        isValidIban(party.bank_account) &&
        normaliseIban(party.bank_account).startsWith('PL'),
    )
    .map((party) => ({
      party,
      nip: normaliseNip(party.tax_id!),
      account: normaliseIban(party.bank_account!).slice(2),
    }));
  return { transaction, accounts };
}

/** GET /int/transactions/{id}/white-list */
export async function transactionWhiteList(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<TransactionWhiteList> {
  const { transaction, accounts } = await paidAccounts(deps, auth, code);
  const row = await requireTransaction(deps, auth, code);
  const checks = await listWhiteListChecks(deps.db, row.id);
  const pln = await amountPln(deps, transaction);
  return {
    amount_pln: pln?.toFixed(2) ?? null,
    required: accounts.length > 0 && pln !== null && pln.gte(WHITE_LIST_CHECK_PLN),
    accounts: accounts.map(({ party, nip, account }) => {
      const last = checks.find((c) => c.party_id === party.id && c.account === account);
      return {
        party_code: party.code,
        name: partyDisplayName(party),
        nip,
        account,
        check: last
          ? {
              assigned: last.assigned,
              request_id: last.request_id,
              checked_at: last.checked_at.toISOString(),
            }
          : null,
      };
    }),
    configured: deps.registries.accountCheck !== undefined,
  };
}

/**
 * POST /int/transactions/{id}/white-list: asks the White List whether each company account the
 * transaction pays is the payee's, and keeps every answer with its requestId.
 */
export async function checkTransactionWhiteList(deps: AppDeps, auth: TeamContext, code: string) {
  const { accounts } = await paidAccounts(deps, auth, code);
  const row = await requireTransaction(deps, auth, code);
  const check = deps.registries.accountCheck;
  if (!check) {
    throw new AppError(409, 'registry_not_configured', 'The White List is not configured');
  }
  const now = deps.clock.now();
  const answers: Array<(typeof accounts)[number] & { assigned: boolean; requestId: string }> = [];
  for (const { party, nip, account } of accounts) {
    try {
      const answer = await check.check(nip, account);
      answers.push({ party, nip, account, ...answer });
    } catch (error) {
      throw new AppError(
        503,
        'registry_unavailable',
        error instanceof Error ? error.message : 'The White List did not answer',
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    await insertWhiteListChecks(
      tx,
      answers.map((a) => ({
        team_id: auth.teamId,
        transaction_id: row.id,
        party_id: a.party.id,
        nip: a.nip,
        account: a.account,
        assigned: a.assigned,
        request_id: a.requestId,
        created_by: auth.userId,
        checked_at: now,
      })),
    );
    await recordAudit(tx, auth, now, {
      entityType: 'transaction',
      entityCode: code,
      action: 'white_list_checked',
      changes: {
        accounts: answers.map((a) => ({
          party: a.party.code,
          assigned: a.assigned,
          request_id: a.requestId,
        })),
      },
    });
  });
  return transactionWhiteList(deps, auth, code);
}
