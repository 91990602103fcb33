import {
  BACKTEST_LISTED_TRANSACTIONS,
  RISK_LEVELS,
  partyDisplayName,
  type BacktestResults,
  type BacktestRuleResult,
  type BacktestTransaction,
  type InstitutionType,
  type PaymentMethod,
  type RiskLevel,
  type TransactionPartyRole,
  type TransactionStatus,
  type TransactionType,
} from '@aml/shared';
import { addDays } from '../../lib/warsaw-time.js';
import {
  evaluateTransaction,
  linkedTransactionsWanted,
  partySanctionsFacts,
} from './assess-transaction.js';
import type { CompiledVersion } from './compiled-rules.js';
import type {
  LinkedTransaction,
  PartyHistory,
  SanctionsFacts,
  TransactionFacts,
} from './rule-kind.js';
import { LINKED_TRANSACTIONS_LIMIT } from './rule-kind.js';

/**
 * The replay of a back-test (docs/transaction-rules.md, "Back-testing"): the stored
 * transactions of a period, in booking order, each evaluated by a rule set version against the
 * history of the transactions booked before it, kept here in memory exactly as the aggregates
 * of party_activity keep it live. Nothing is written: it only counts what each rule would have
 * done. Amounts are held as integer cents (bigint), so that a million transactions add up
 * exactly and fast.
 */

type Hits = Array<[list: string, entryId: string, name: string, status: string]>;

/** A stored transaction as the back-test reads it. */
export type ReplayedTransaction = {
  code: string;
  type: string;
  status: string;
  amount: string;
  currency: string;
  amount_eur: string | null;
  booked_at: string;
  booked_on: string;
  payment_method: string | null;
  country_of_order: string | null;
  links: Array<{
    party_id: number;
    role: string;
    code: string;
    type: string;
    name: string | null;
    first_name: string | null;
    last_name: string | null;
    risk_level: string;
    screened: boolean;
  }>;
  description_hits: Hits | null;
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
      /** Current hits of each party (with its beneficial owners and board members). */
      partyHits: ReadonlyMap<number, Hits>;
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

  private history(partyId: number, bookedOn: string): PartyHistory {
    const state = this.stateOf(partyId);
    const from = addDays(bookedOn, -(KEPT_DAYS - 1));
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
    const descriptionSanctions: SanctionsFacts = this.context.listsImported
      ? partySanctionsFacts(true, true, row.description_hits)
      : null;
    return {
      code: row.code,
      type: row.type as TransactionType,
      status: row.status as TransactionStatus,
      amount: row.amount,
      currency: row.currency,
      amount_eur: row.amount_eur,
      booked_at: row.booked_at,
      booked_on: row.booked_on,
      payment_method: row.payment_method as PaymentMethod | null,
      country_of_order: row.country_of_order,
      institution_type: this.context.institutionType,
      parties: row.links.map((link) => ({
        code: link.code,
        display_name: partyDisplayName(link),
        role: link.role as TransactionPartyRole,
        risk_level: link.risk_level as RiskLevel,
        sanctions: partySanctionsFacts(
          this.context.listsImported,
          link.screened,
          this.context.partyHits.get(link.party_id) ?? null,
        ),
        history: link.role === 'representative' ? null : this.history(link.party_id, row.booked_on),
      })),
      description_sanctions: descriptionSanctions,
    };
  }

  /** Evaluates the next transaction (in booking order), then counts it in its parties' history. */
  replay(row: ReplayedTransaction) {
    const facts = this.facts(row);
    for (const [code, from] of linkedTransactionsWanted(this.compiled, facts)) {
      const link = row.links.find((candidate) => candidate.code === code)!;
      const linked = this.stateOf(link.party_id).recent.filter(
        (earlier) => earlier.booked_on >= from,
      );
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
    const counted = new Set<number>();
    for (const link of row.links) {
      if (link.role === 'representative' || counted.has(link.party_id)) continue;
      counted.add(link.party_id);
      const state = this.stateOf(link.party_id);
      state.count += 1;
      state.sum += amount;
      state.sumSquares += amount * amount;
      const day = state.days.get(row.booked_on) ?? { count: 0, sum: 0n };
      state.days.set(row.booked_on, { count: day.count + 1, sum: day.sum + amount });
      state.recent.unshift({
        code: row.code,
        booked_at: row.booked_at,
        booked_on: row.booked_on,
        type: row.type as TransactionType,
        payment_method: row.payment_method as PaymentMethod | null,
        amount: row.amount,
        currency: row.currency,
        amount_eur: row.amount_eur,
      });
      if (state.recent.length > LINKED_TRANSACTIONS_LIMIT) state.recent.pop();
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
