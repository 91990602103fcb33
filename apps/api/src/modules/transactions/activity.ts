import Big from 'big.js';
import type { PartyHistory } from '../../engines/risk-rules/index.js';

/**
 * What a transaction adds to the aggregates of its parties (party_activity and
 * party_activity_days), which the rules over history read: its EUR value on its booking day,
 * for each party other than a representative (acting for customers is not the
 * representative's own activity). A canceled or deleted transaction counts for nobody, nor
 * does one whose EUR value is pending until the rate of its day arrives.
 */
export type Contribution = { day: string; amount_eur: string; party_ids: number[] };

export function contributionOf(
  transaction: {
    status: string;
    deleted_at: Date | null;
    amount_eur: string | null;
    booked_on: string;
  },
  links: ReadonlyArray<{ party_id: number; role: string }>,
): Contribution | null {
  if (transaction.deleted_at || transaction.status === 'canceled') return null;
  if (transaction.amount_eur === null) return null;
  const partyIds = [
    ...new Set(links.filter((link) => link.role !== 'representative').map((l) => l.party_id)),
  ];
  if (partyIds.length === 0) return null;
  return { day: transaction.booked_on, amount_eur: transaction.amount_eur, party_ids: partyIds };
}

/** The aggregates of one party as read from the database (numbers as exact decimal text). */
export type ActivityRow = {
  version: number | string;
  count: number;
  sum: string;
  sum_squares: string;
  days: Array<[day: string, count: number, sum: string]> | null;
};

/** A party's history as the rules read it. */
export function toHistory(row: ActivityRow): PartyHistory {
  return {
    count: Number(row.count),
    sum_eur: new Big(row.sum).toFixed(2),
    sum_squares_eur: new Big(row.sum_squares).toFixed(),
    days: (row.days ?? []).map(([day, count, sum]) => ({
      day,
      count: Number(count),
      sum_eur: new Big(sum).toFixed(2),
    })),
  };
}
