import { z } from 'zod';
import { addDays } from '../../../../lib/warsaw-time.js';
import { explanationText } from '../../explanation-texts.js';
import { explainLater, joinExplanations, passed, pointTo } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type {
  TransactionFacts,
  TransactionPartyFacts,
  TransactionRuleKind,
} from '../../rule-kind.js';
import {
  ComparisonSchema,
  EurThresholdSchema,
  countOf,
  crosses,
  eurPending,
  formatEur,
  scaledDecimal,
  standing,
  sumEur,
  thresholdOf,
} from './money.js';
import type { Comparison } from './money.js';
import { partiesOnce } from './parties.js';

export const MultipleTransactionsLimitConfigSchema = z.strictObject({
  /** Warsaw days up to the transaction's own day, that day included. */
  window_days: z.number().int().min(1).max(31),
  threshold_eur: EurThresholdSchema,
  comparison: ComparisonSchema,
  /** How many transactions (this one included) at least make a linked series. */
  min_transactions: z.number().int().min(2),
  risk: RuleRiskSchema,
  report_to_giif: z.boolean(),
});
export type MultipleTransactionsLimitConfig = z.infer<typeof MultipleTransactionsLimitConfigSchema>;

type Config = MultipleTransactionsLimitConfig;

/** The first day of the window of a transaction booked on `day`. */
const windowStart = (day: string, config: Config) => addDays(day, -(config.window_days - 1));

/** A party's transactions within the window, this one included. */
type Series = {
  party: TransactionPartyFacts;
  from: string;
  count: number;
  /** In cents. */
  total: bigint;
  crossed: boolean;
};

function seriesOf(
  party: TransactionPartyFacts,
  transaction: TransactionFacts,
  amount: string,
  config: Config,
): Series | null {
  if (!party.history) return null;
  const from = windowStart(transaction.booked_on, config);
  const earlier = party.history.days.filter(
    (day) => day.day >= from && day.day <= transaction.booked_on,
  );
  const count = earlier.reduce((sum, day) => sum + day.count, 0) + 1;
  const total = sumEur([...earlier.map((day) => day.sum_eur), amount]);
  const crossed =
    count >= config.min_transactions &&
    crosses(total, thresholdOf(config).cents, config.comparison);
  return { party, from, count, total, crossed };
}

function seriesOfParties(transaction: TransactionFacts, amount: string, config: Config): Series[] {
  return partiesOnce(transaction).flatMap((party) => {
    const series = seriesOf(party, transaction, amount, config);
    return series ? [series] : [];
  });
}

const TRANSACTIONS_EN = { one: 'transaction', other: 'transactions' };
const TRANSACTIONS_PL = { one: 'transakcja', few: 'transakcje', many: 'transakcji' };

/** What a series is measured against: the window and the threshold of the configuration. */
type Terms = Pick<Config, 'window_days' | 'threshold_eur' | 'comparison'>;

/** "Jan Nowak: 3 transactions within 7 days (2026-03-01 to 2026-03-07) total 16,500.00 EUR, …". */
function describeSeries(
  name: string,
  series: { from: string; count: number; total: string | bigint },
  bookedOn: string,
  terms: Terms,
): Bilingual {
  const count = countOf(series.count, TRANSACTIONS_EN, TRANSACTIONS_PL);
  const days = terms.window_days;
  const total = formatEur(series.total);
  const { cents, text: threshold } = thresholdOf(terms);
  const how = standing(series.total, cents, terms.comparison);
  const period = `${series.from} to ${bookedOn}`;
  return {
    en: `${name}: ${count.en} within ${days} ${days === 1 ? 'day' : 'days'} (${period}) total ${total.en}, ${how.en} ${threshold.en} threshold for linked transactions (art. 35 ust. 1 pkt 2 lit. a)`,
    pl: `${name}: ${count.pl} w ciągu ${days} ${days === 1 ? 'dnia' : 'dni'} (${series.from} – ${bookedOn}) na łączną kwotę ${total.pl} – ${how.pl} ${threshold.pl} dla transakcji powiązanych (art. 35 ust. 1 pkt 2 lit. a)`,
  };
}

/** A party's series as the explanation of a pass stores it: name, count, first day, total. */
type NamedSeries = [name: string, count: number, from: string, total: string];

/** Every party's series below the threshold, or too short to link. */
const belowThreshold = explanationText(
  'multiple_transactions_limit.below_threshold',
  (
    series: NamedSeries[],
    bookedOn: string,
    windowDays: number,
    thresholdEur: string,
    comparison: Comparison,
    minTransactions: number,
  ) => {
    const terms = { window_days: windowDays, threshold_eur: thresholdEur, comparison };
    return joinExplanations(
      series.map(([name, count, from, total]) => {
        const described = describeSeries(name, { count, from, total }, bookedOn, terms);
        if (count >= minTransactions) return described;
        return {
          en: `${described.en}; at least ${minTransactions} transactions are needed to link`,
          pl: `${described.pl}; do powiązania potrzeba co najmniej ${minTransactions}`,
        };
      }),
    );
  },
);

/** This transaction and the linked ones loaded for the party, with "and N more" for the rest. */
function listTransactions(
  series: Series,
  transaction: TransactionFacts,
  amount: string,
): Bilingual {
  const own = formatEur(amount);
  const parts: Bilingual[] = [
    {
      en: `${transaction.code} (this one) ${own.en} on ${transaction.booked_on}`,
      pl: `${transaction.code} (ta transakcja) ${own.pl} z dnia ${transaction.booked_on}`,
    },
  ];
  const linked = (series.party.history?.linked ?? []).filter(
    (earlier) => earlier.booked_on >= series.from && earlier.booked_on <= transaction.booked_on,
  );
  for (const earlier of linked) {
    const value = formatEur(earlier.amount_eur);
    parts.push({
      en: `${earlier.code} ${value.en} on ${earlier.booked_on}`,
      pl: `${earlier.code} ${value.pl} z dnia ${earlier.booked_on}`,
    });
  }
  const more = series.count - parts.length;
  if (more > 0) parts.push({ en: `and ${more} more`, pl: `i jeszcze ${more}` });
  return joinExplanations(parts);
}

/**
 * Structuring: several transactions of a party within a few days that together cross a
 * threshold, although each stays under it. Art. 35 ust. 1 pkt 2 lit. a counts an occasional
 * transaction "carried out as a single operation or several operations that seem linked".
 */
export const multipleTransactionsLimit: TransactionRuleKind<MultipleTransactionsLimitConfig> = {
  kind: 'multiple_transactions_limit',
  name: { en: 'Linked transactions limit', pl: 'Limit transakcji powiązanych' },
  reads: ['amount_eur', 'parties.history'],
  config: MultipleTransactionsLimitConfigSchema,
  defaults: {
    // Product decision: the act sets no period for linked operations; a week catches amounts
    // split over consecutive days, and the window can be set from 1 to 31 days.
    window_days: 7,
    // Art. 35 ust. 1 pkt 2 lit. a: 15,000 EUR or more, "single or several linked operations".
    threshold_eur: '15000.00',
    comparison: 'at_or_above',
    // Two transactions are the fewest that can be linked.
    min_transactions: 2,
    // Product decision: splitting an amount to stay under a threshold is a classic laundering
    // typology (structuring, "smurfing"), so a linked series calls for enhanced attention.
    risk: 'high',
    // Linked transactions may be reportable (domain note 1.3 ⚠️: a kantor reports linked
    // exchanges above 15,000 EUR), but the act does not say so plainly: the officer decides.
    report_to_giif: false,
  },
  historyDays: (config) => config.window_days,
  linkedTransactions(transaction, config) {
    const amount = transaction.amount_eur;
    if (amount === null) return [];
    return seriesOfParties(transaction, amount, config)
      .filter((series) => series.crossed)
      .map((series) => ({ party_code: series.party.code, from_day: series.from }));
  },
  evaluate(transaction, config) {
    const amount = transaction.amount_eur;
    if (amount === null) return eurPending(transaction);
    const all = seriesOfParties(transaction, amount, config);
    if (all.length === 0) {
      return passed({
        en: 'No customer of the transaction has earlier transactions to link',
        pl: 'Żaden klient transakcji nie ma wcześniejszych transakcji do powiązania',
      });
    }
    const found = all.filter((series) => series.crossed);
    if (found.length === 0) {
      return passed(
        belowThreshold(
          all.map((series): NamedSeries => [
            series.party.display_name,
            series.count,
            series.from,
            scaledDecimal(series.total, 2),
          ]),
          transaction.booked_on,
          config.window_days,
          config.threshold_eur,
          config.comparison,
          config.min_transactions,
        ),
      );
    }
    const outcome = pointTo(
      config.risk,
      explainLater(() =>
        joinExplanations(
          found.map((series) => {
            const described = describeSeries(
              series.party.display_name,
              series,
              transaction.booked_on,
              config,
            );
            const listed = listTransactions(series, transaction, amount);
            return { en: `${described.en}: ${listed.en}`, pl: `${described.pl}: ${listed.pl}` };
          }),
        ),
      ),
    );
    if (!config.report_to_giif) return outcome;
    return {
      ...outcome,
      giif_report: explainLater(() =>
        joinExplanations(
          found.map((series) =>
            describeSeries(series.party.display_name, series, transaction.booked_on, config),
          ),
        ),
      ),
    };
  },
};
