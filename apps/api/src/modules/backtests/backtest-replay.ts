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
import { evaluateTransaction, partySanctionsFacts } from '../risk/index.js';
import type { CompiledVersion } from '../rule-sets/index.js';
import {
  writtenOut,
  eurCents,
  scaledDecimal,
  scaledInteger,
  LINKED_TRANSACTIONS_LIMIT,
  type LinkedTransaction,
  type PartyHistory,
  type TransactionFacts,
} from '../../engines/risk-rules/index.js';
import { contributionOf } from '../transactions/index.js';

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

/** A day of a party as the rules read it: replaced, never changed, so rules may keep it. */
type Day = PartyHistory['days'][number];
type PartyState = {
  count: number;
  sum: bigint;
  sumSquares: bigint;
  /** Its days with transactions, oldest first, none before the kept window. */
  days: Day[];
  /**
   * Its latest transactions, newest first, for the explanations that list linked ones: a new
   * array for each transaction counted, so that a history handed out keeps what it had.
   */
  recent: readonly LinkedTransaction[];
};

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
      state.sum += eurCents(seeded.sum);
      state.sumSquares += scaledInteger(seeded.sum_squares, 4);
      for (const [day, count, sum] of seeded.days) addToDay(state, day, count, eurCents(sum));
    }
  }

  private stateOf(partyId: number): PartyState {
    let state = this.parties.get(partyId);
    if (!state) {
      state = { count: 0, sum: 0n, sumSquares: 0n, days: [], recent: [] };
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
    let first = 0;
    while (first < state.days.length && state.days[first]!.day < from) first += 1;
    if (first > 0) state.days.splice(0, first);
    // Transactions come in booking order, so a day after this one is rare (a seeded one).
    const days = state.days.filter((day) => day.day <= bookedOn);
    return {
      count: state.count,
      sum_eur: scaledDecimal(state.sum, 2),
      sum_squares_eur: scaledDecimal(state.sumSquares, 4),
      days,
      // Live, only the parties over a limit get theirs, from the window's first day (ADR 6);
      // here every party has its latest at hand, and the rule keeps those within its window.
      linked: state.recent,
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
    const links = (row.party_ids ?? []).map((party_id, index) => ({
      party_id,
      role: row.roles![index]!,
    }));
    // Stored transactions read for a back-test are never deleted ones.
    const { status, amount_eur, booked_on } = row;
    const contribution = contributionOf({ status, amount_eur, booked_on, deleted_at: null }, links);
    if (!contribution) return;
    const amount = eurCents(contribution.amount_eur);
    const linked: LinkedTransaction = {
      code: row.code,
      booked_at: row.booked_at,
      booked_on: row.booked_on,
      type: row.type,
      payment_method: row.payment_method,
      amount: row.amount,
      currency: row.currency,
      amount_eur: contribution.amount_eur,
    };
    for (const partyId of contribution.party_ids) {
      const state = this.stateOf(partyId);
      state.count += 1;
      state.sum += amount;
      state.sumSquares += amount * amount;
      addToDay(state, contribution.day, 1, amount);
      state.recent = [linked, ...state.recent.slice(0, LINKED_TRANSACTIONS_LIMIT - 1)];
    }
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
        // Written out: the results are kept as JSON, and read as text (ADR 9).
        transactions: [...listed]
          .reverse()
          .map((listedOne) => ({ ...listedOne, explanation: writtenOut(listedOne.explanation) })),
      })),
    };
  }
}

/** Adds transactions to a party's day, keeping its days in order. */
function addToDay(state: PartyState, day: string, count: number, sum: bigint) {
  let index = state.days.length;
  while (index > 0 && state.days[index - 1]!.day > day) index -= 1;
  const same = index > 0 && state.days[index - 1]!.day === day ? state.days[index - 1] : undefined;
  const total = (same ? eurCents(same.sum_eur) : 0n) + sum;
  const entry = { day, count: (same?.count ?? 0) + count, sum_eur: scaledDecimal(total, 2) };
  if (same) state.days[index - 1] = entry;
  else state.days.splice(index, 0, entry);
}
