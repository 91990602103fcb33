import {
  BACKTEST_LISTED_TRANSACTIONS,
  RISK_LEVELS,
  type BacktestResults,
  type BacktestRuleResult,
  type BacktestTransaction,
  type InstitutionType,
  type RiskLevel,
  type TransactionPartyRole,
} from '@aml/shared';
import { addDays } from '../../lib/warsaw-time.js';
import {
  evaluateTransaction,
  linkedTransactionsWanted,
  partySanctionsFacts,
} from './assess-transaction.js';
import type { CompiledVersion } from './compiled-rules.js';
import type { LinkedTransaction, PartyHistory, TransactionFacts } from './rule-kind.js';
import { LINKED_TRANSACTIONS_LIMIT } from './rule-kind.js';

/**
 * The replay of a back-test (docs/transaction-rules.md, "Back-testing"): the stored
 * transactions of a period, in booking order, each evaluated by a rule set version against the
 * history of the transactions booked before it, kept here in memory exactly as the aggregates
 * of party_activity keep it live. Nothing is written: it only counts what each rule would have
 * done. Amounts are held as integer cents (bigint), so that a million transactions add up
 * exactly and fast.
 */

/** A screening hit: its list, entry, the names compared and its status. */
export type Hit = [list: string, entryId: string, name: string, status: string];
type Hits = Hit[];

/** What the replay needs of a party: as it is now (a back-test replays today's parties). */
export type ReplayParty = {
  code: string;
  display_name: string;
  risk_level: RiskLevel;
  screened: boolean;
};

/**
 * A stored transaction as the back-test reads it: its parties as ids and roles in position
 * order, looked up in the parties read once for the whole back-test.
 */
export type ReplayedTransaction = Omit<
  TransactionFacts,
  'institution_type' | 'parties' | 'description_sanctions'
> & {
  id: string;
  party_ids: number[] | null;
  roles: TransactionPartyRole[] | null;
};

/** A party's aggregates before the period: its totals, and its days close to the start. */
export type SeedActivity = {
  party_id: number;
  count: number;
  sum: string;
  sum_squares: string;
  days: Array<[day: string, count: number, sum: string]>;
};

type Day = { count: number; sum: bigint };
type PartyState = {
  count: number;
  sum: bigint;
  sumSquares: bigint;
  days: Map<string, Day>;
  /** Its latest transactions, newest first, for the explanations that list linked ones. */
  recent: LinkedTransaction[];
};

/** "123.45" (or "123.4", "123") as cents; exact. */
function cents(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** An integer scaled by 10^scale as a decimal string. */
function decimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** How many days of history are kept: the longest window a rule may have. */
const KEPT_DAYS = 31;

export class BacktestReplay {
  private readonly parties = new Map<number, PartyState>();
  private readonly rules: Array<
    Omit<BacktestRuleResult, 'transactions'> & { listed: BacktestTransaction[] }
  >;
  private readonly levels = Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<
    RiskLevel,
    number
  >;
  private transactions = 0;
  private alerts = 0;

  constructor(
    private readonly compiled: CompiledVersion,
    private readonly context: {
      now: Date;
      institutionType: InstitutionType | null;
      listsImported: boolean;
      /** The team's parties by id. */
      parties: ReadonlyMap<number, ReplayParty>;
      /** Current hits of each party (with its beneficial owners and board members). */
      partyHits: ReadonlyMap<number, Hits>;
      /** Current hits of the transactions' descriptions, by transaction id. */
      descriptionHits: ReadonlyMap<string, Hits>;
    },
  ) {
    this.rules = compiled.transaction.map(({ rule, name }) => ({
      rule_code: rule.code,
      kind: rule.kind,
      name: name ?? { en: rule.kind, pl: rule.kind },
      alerts: 0,
      findings: 0,
      giif_reports: 0,
      not_processed: 0,
      listed: [],
    }));
  }

  /** The aggregates the parties had before the period. */
  seed(activity: SeedActivity[]) {
    for (const seeded of activity) {
      const state = this.stateOf(seeded.party_id);
      state.count += seeded.count;
      state.sum += cents(seeded.sum);
      state.sumSquares += squares(seeded.sum_squares);
      for (const [day, count, sum] of seeded.days) {
        state.days.set(day, { count, sum: cents(sum) });
      }
    }
  }

  private stateOf(partyId: number): PartyState {
    let state = this.parties.get(partyId);
    if (!state) {
      state = { count: 0, sum: 0n, sumSquares: 0n, days: new Map(), recent: [] };
      this.parties.set(partyId, state);
    }
    return state;
  }

  private kept = { day: '', from: '' };

  /** The first day kept for `bookedOn`: the same for every transaction of a day, so reused. */
  private keptFrom(bookedOn: string): string {
    if (this.kept.day !== bookedOn) {
      this.kept = { day: bookedOn, from: addDays(bookedOn, -(KEPT_DAYS - 1)) };
    }
    return this.kept.from;
  }

  private history(partyId: number, bookedOn: string): PartyHistory {
    const state = this.stateOf(partyId);
    const from = this.keptFrom(bookedOn);
    const days: PartyHistory['days'] = [];
    for (const [day, { count, sum }] of state.days) {
      if (day < from) state.days.delete(day);
      else if (day <= bookedOn) days.push({ day, count, sum_eur: decimal(sum, 2) });
    }
    return {
      count: state.count,
      sum_eur: decimal(state.sum, 2),
      sum_squares_eur: decimal(state.sumSquares, 4),
      days,
    };
  }

  private facts(row: ReplayedTransaction): TransactionFacts {
    const { listsImported, parties, partyHits, descriptionHits } = this.context;
    const partyIds = row.party_ids ?? [];
    return {
      code: row.code,
      type: row.type,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      amount_eur: row.amount_eur,
      booked_at: row.booked_at,
      booked_on: row.booked_on,
      payment_method: row.payment_method,
      country_of_order: row.country_of_order,
      institution_type: this.context.institutionType,
      parties: partyIds.map((partyId, index) => {
        const party = parties.get(partyId)!;
        const role = row.roles![index]!;
        return {
          code: party.code,
          display_name: party.display_name,
          role,
          risk_level: party.risk_level,
          sanctions: partySanctionsFacts(
            listsImported,
            party.screened,
            partyHits.get(partyId) ?? null,
          ),
          history: role === 'representative' ? null : this.history(partyId, row.booked_on),
        };
      }),
      description_sanctions: listsImported
        ? partySanctionsFacts(true, true, descriptionHits.get(row.id) ?? null)
        : null,
    };
  }

  /** Evaluates the next transaction (in booking order), then counts it in its parties' history. */
  replay(row: ReplayedTransaction) {
    const facts = this.facts(row);
    for (const [code, from] of linkedTransactionsWanted(this.compiled, facts)) {
      const partyId = row.party_ids![facts.parties.findIndex((party) => party.code === code)]!;
      const linked = this.stateOf(partyId).recent.filter((earlier) => earlier.booked_on >= from);
      for (const party of facts.parties)
        if (party.code === code && party.history) party.history.linked = linked;
    }
    const evaluation = evaluateTransaction(this.compiled, facts, this.context.now);
    this.transactions += 1;
    this.levels[evaluation.combined.level] += 1;
    if (evaluation.combined.level === 'high' || evaluation.combined.level === 'non_acceptable') {
      this.alerts += 1;
    }
    evaluation.results.forEach(({ outcome }, index) => {
      const rule = this.rules[index]!;
      if (outcome.status === 'risk_found') rule.findings += 1;
      if (outcome.status === 'cannot_be_processed') rule.not_processed += 1;
      if (outcome.giif_report) rule.giif_reports += 1;
      if (outcome.risk === 'high' || outcome.risk === 'non_acceptable') {
        rule.alerts += 1;
        rule.listed.push({
          code: row.code,
          booked_at: row.booked_at,
          amount: row.amount,
          currency: row.currency,
          amount_eur: row.amount_eur,
          risk: outcome.risk,
          explanation: outcome.explanation,
        });
        if (rule.listed.length > BACKTEST_LISTED_TRANSACTIONS) rule.listed.shift();
      }
    });
    this.count(row);
  }

  /** Adds the transaction to its parties' history, as its contribution counts live. */
  private count(row: ReplayedTransaction) {
    if (row.amount_eur === null || row.status === 'canceled') return;
    const amount = cents(row.amount_eur);
    const linked: LinkedTransaction = {
      code: row.code,
      booked_at: row.booked_at,
      booked_on: row.booked_on,
      type: row.type,
      payment_method: row.payment_method,
      amount: row.amount,
      currency: row.currency,
      amount_eur: row.amount_eur,
    };
    const counted = new Set<number>();
    (row.party_ids ?? []).forEach((partyId, index) => {
      if (row.roles![index] === 'representative' || counted.has(partyId)) return;
      counted.add(partyId);
      const state = this.stateOf(partyId);
      state.count += 1;
      state.sum += amount;
      state.sumSquares += amount * amount;
      const day = state.days.get(row.booked_on) ?? { count: 0, sum: 0n };
      state.days.set(row.booked_on, { count: day.count + 1, sum: day.sum + amount });
      state.recent.unshift(linked);
      if (state.recent.length > LINKED_TRANSACTIONS_LIMIT) state.recent.pop();
    });
  }

  get processed() {
    return this.transactions;
  }

  results(): BacktestResults {
    return {
      transactions: this.transactions,
      alerts: this.alerts,
      levels: { ...this.levels },
      rules: this.rules.map(({ listed, ...rule }) => ({
        ...rule,
        transactions: [...listed].reverse(),
      })),
    };
  }
}

/** A sum of squares of EUR amounts ("1234.5678", four decimals at most) in cents². */
function squares(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 10000n + BigInt((fraction + '0000').slice(0, 4));
}
