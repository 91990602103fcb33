import Big from 'big.js';
import { partyDisplayName } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { updateParty, type PartyRow } from '../parties/index.js';
import { updateTransaction, type TransactionRow } from '../transactions/index.js';
import { findLatestAssessment, findLatestTransactionAssessment } from './risk.repository.js';

/** What an assessment record assesses: a party or a transaction, as the records name it. */
export type AssessmentSubject = {
  type: 'party' | 'transaction';
  id: number;
  code: string;
  /** How records name it: the party's name, or the transaction's amount and day. */
  label: string;
  /** Its level now (what an override or deletion changes). */
  risk_level: string;
};

/** A transaction as records name it: "5500 EUR, 2026-03-02". */
export const transactionLabel = (
  transaction: Pick<TransactionRow, 'amount' | 'currency' | 'booked_on'>,
) => `${new Big(transaction.amount).toFixed()} ${transaction.currency}, ${transaction.booked_on}`;

/** The subject of a record read with both joins (exactly one is set). */
export function subjectOf(row: {
  party: PartyRow | null;
  transaction: TransactionRow | null;
}): AssessmentSubject {
  if (row.party) {
    const { party } = row;
    return {
      type: 'party',
      id: party.id,
      code: party.code,
      label: partyDisplayName(party),
      risk_level: party.risk_level,
    };
  }
  const transaction = row.transaction!;
  return {
    type: 'transaction',
    id: transaction.id,
    code: transaction.code,
    label: transactionLabel(transaction),
    risk_level: transaction.risk_level,
  };
}

/** The subject's current (newest) assessment. */
export const latestAssessmentOf = (db: Db, subject: AssessmentSubject) =>
  subject.type === 'party'
    ? findLatestAssessment(db, subject.id)
    : findLatestTransactionAssessment(db, subject.id);

/** Sets the subject's level (the party's or transaction's `risk_level`). */
export async function setSubjectLevel(
  tx: Db,
  subject: AssessmentSubject,
  level: string,
  now?: Date,
) {
  const patch = { risk_level: level, ...(now ? { updated_at: now } : {}) };
  if (subject.type === 'party') await updateParty(tx, subject.id, patch);
  else await updateTransaction(tx, subject.id, patch);
}
