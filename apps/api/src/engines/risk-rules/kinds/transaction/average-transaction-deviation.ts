import Big from 'big.js';
import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { joinExplanations, passed, pointTo } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { PartyHistory, TransactionRuleKind } from '../../rule-kind.js';
import {
  countOf,
  eurCents,
  eurPending,
  formatDecimal,
  formatEur,
  formatPlain,
  scaledInteger,
} from './money.js';
import { partiesOnce } from './parties.js';

export const AverageTransactionDeviationConfigSchema = z.strictObject({
  /** How many earlier transactions a party needs before its average means anything. */
  min_history: z.number().int().min(1),
  /** The amount must be at least this many times the party's average… */
  multiple_of_average: z.number().gt(1),
  /** …and at least this many standard deviations above it; null: the multiple alone decides. */
  standard_deviations: z.number().positive().nullable(),
  risk: RuleRiskSchema,
});
export type AverageTransactionDeviationConfig = z.infer<
  typeof AverageTransactionDeviationConfigSchema
>;

type Config = AverageTransactionDeviationConfig;

/**
 * A party's earlier transactions as the explanation stores them: too few to compare with, or
 * their aggregates, the variance (cents², scaled by n², as text) and whether the amount is a
 * finding against them.
 */
type ComparedParty =
  | [name: string, count: number]
  | [name: string, count: number, sumEur: string, variance: string, found: boolean];

/** Whether the amount is a finding against the party's earlier transactions. */
const isFinding = (party: ComparedParty) => party.length === 5 && party[4];

const EARLIER_EN = { one: 'earlier transaction', other: 'earlier transactions' };
const EARLIER_PL = {
  one: 'wcześniejsza transakcja',
  few: 'wcześniejsze transakcje',
  many: 'wcześniejszych transakcji',
};
/** After "z" ("from"), Polish takes the genitive. */
const EARLIER_PL_GENITIVE = {
  one: 'wcześniejszej transakcji',
  few: 'wcześniejszych transakcji',
  many: 'wcześniejszych transakcji',
};

/** A configured number (3, 2.5) as the exact fraction of its decimal digits, once per value. */
const fractions = new Map<number, { numerator: bigint; denominator: bigint }>();
function fraction(value: number) {
  let known = fractions.get(value);
  if (!known) {
    const [whole, decimals = ''] = new Big(value).toFixed().split('.');
    known = {
      numerator: BigInt(whole! + decimals),
      denominator: 10n ** BigInt(decimals.length),
    };
    fractions.set(value, known);
  }
  return known;
}

/** Rounded down to one decimal, for display: a shown "3.0 times" is never short of 3. */
const downToTenths = (value: number) => Math.floor(value * 10 + 1e-9) / 10;

/**
 * "12,000.00 EUR is 6.0 times the average of 2,000.00 EUR over 24 earlier transactions
 * (standard deviation 300.00 EUR; 33.3 deviations above the average)". The figures shown are
 * computed in floating point: they only describe, the decision (`compare`) is exact.
 */
function describeComparison(
  name: string,
  amountCents: bigint,
  n: number,
  sumEur: string,
  variance: bigint,
): Bilingual {
  const sum = Number(sumEur);
  const mean = sum / n;
  const amount = Number(amountCents) / 100;
  const value = formatEur(amountCents);
  const average = formatEur(mean.toFixed(2));
  const over = countOf(n, EARLIER_EN, EARLIER_PL_GENITIVE);
  // The variance is in cents²: its root in EUR is a hundredth of its root in cents.
  const root = Math.sqrt(Number(variance)) / 100;
  const deviation = formatEur((root / n).toFixed(2));
  let spread: Bilingual;
  if (variance === 0n) {
    spread = {
      en: `standard deviation ${deviation.en}: every earlier transaction had the same value`,
      pl: `odchylenie standardowe ${deviation.pl}: wszystkie wcześniejsze transakcje miały tę samą wartość`,
    };
  } else {
    const distance = amount * n - sum;
    const deviations = formatDecimal(downToTenths(Math.abs(distance) / root).toFixed(1), 1);
    const above = distance >= 0;
    spread = {
      en: `standard deviation ${deviation.en}; ${deviations.en} deviations ${above ? 'above' : 'below'} the average`,
      pl: `odchylenie standardowe ${deviation.pl}; ${deviations.pl} odchylenia ${above ? 'powyżej' : 'poniżej'} średniej`,
    };
  }
  if (mean === 0) {
    return {
      en: `${name}: ${value.en} against an average of ${average.en} over ${over.en} (${spread.en})`,
      pl: `${name}: ${value.pl} przy średniej ${average.pl} z ${over.pl} (${spread.pl})`,
    };
  }
  const ratio = formatDecimal(downToTenths(amount / mean).toFixed(1), 1);
  return {
    en: `${name}: ${value.en} is ${ratio.en} times the average of ${average.en} over ${over.en} (${spread.en})`,
    pl: `${name}: ${value.pl} to ${ratio.pl}-krotność średniej ${average.pl} z ${over.pl} (${spread.pl})`,
  };
}

/** What a finding needs, said after a comparison that is not one. */
function requirement(
  config: Pick<Config, 'multiple_of_average' | 'standard_deviations'>,
): Bilingual {
  const multiple = formatPlain(config.multiple_of_average);
  const k = config.standard_deviations;
  if (k === null) {
    return {
      en: `a finding needs ${multiple.en} times the average`,
      pl: `ustalenie wymaga co najmniej ${multiple.pl}-krotności średniej`,
    };
  }
  const deviations = formatPlain(k);
  return {
    en: `a finding needs ${multiple.en} times the average and ${deviations.en} ${k === 1 ? 'deviation' : 'deviations'} above it`,
    pl: `ustalenie wymaga co najmniej ${multiple.pl}-krotności średniej i ${deviations.pl} ${Number.isInteger(k) && k !== 1 ? 'odchyleń' : 'odchylenia'} standardowych powyżej niej`,
  };
}

/** The comparisons of a transaction's amount with its parties' earlier transactions. */
const compared = explanationText(
  'average_transaction_deviation.compared',
  (
    amount: string,
    parties: ComparedParty[],
    minHistory: number,
    multipleOfAverage: number,
    standardDeviations: number | null,
  ) =>
    joinExplanations(
      parties.map((party) => {
        if (party.length === 2) {
          const [name, n] = party;
          const earlier = countOf(n, EARLIER_EN, EARLIER_PL);
          return {
            en: `${name}: ${earlier.en}, at least ${minHistory} are needed to compare with`,
            pl: `${name}: ${earlier.pl}, do porównania potrzeba co najmniej ${minHistory}`,
          };
        }
        const [name, n, sumEur, variance, found] = party;
        const described = describeComparison(name, eurCents(amount), n, sumEur, BigInt(variance));
        if (found) return described;
        const needed = requirement({
          multiple_of_average: multipleOfAverage,
          standard_deviations: standardDeviations,
        });
        return joinExplanations([described, needed]);
      }),
    ),
);

function compare(
  name: string,
  history: PartyHistory,
  amount: bigint,
  config: Config,
): ComparedParty {
  const n = history.count;
  if (n < config.min_history) return [name, n];
  // In integers (cents, cents² and the configured numbers as fractions), scaled by n (and n²
  // for the variance) so that every decision is exact: with mean = sum/n, amount ≥ mean × m ⇔
  // amount·n ≥ sum·m, and amount ≥ mean + kσ ⇔ d ≥ 0 and d² ≥ k²·v, where d = amount·n − sum
  // and v = n·Σx² − sum² = n²σ² (population variance; a negative v, which inconsistent
  // aggregates could give, counts as 0).
  const count = BigInt(n);
  const sum = eurCents(history.sum_eur);
  const scaledVariance = scaledInteger(history.sum_squares_eur, 4) * count - sum * sum;
  const variance = scaledVariance < 0n ? 0n : scaledVariance;
  const distance = amount * count - sum;
  const m = fraction(config.multiple_of_average);
  const k = config.standard_deviations === null ? null : fraction(config.standard_deviations);
  const found =
    amount * count * m.denominator >= sum * m.numerator &&
    (k === null ||
      (distance >= 0n &&
        distance * distance * k.denominator ** 2n >= variance * k.numerator ** 2n));
  return [name, n, history.sum_eur, variance.toString(), found];
}

/**
 * A transaction far above what the party usually does: ongoing monitoring of the relationship
 * (art. 34 ust. 1 pkt 4) looks for transactions inconsistent with the customer's profile.
 */
export const averageTransactionDeviation: TransactionRuleKind<AverageTransactionDeviationConfig> = {
  kind: 'average_transaction_deviation',
  name: { en: 'Deviation from the average transaction', pl: 'Odchylenie od średniej transakcji' },
  reads: ['amount_eur', 'parties.history'],
  config: AverageTransactionDeviationConfigSchema,
  // Design defaults (the act and the domain note set no numbers): an average of fewer than 5
  // transactions says little about a customer; 3 times the average and 3 standard deviations
  // above it are the usual outlier bounds; an unusual amount calls for a closer look
  // (art. 34 ust. 1 pkt 4), 'normal', not a sign of laundering by itself.
  defaults: { min_history: 5, multiple_of_average: 3, standard_deviations: 3, risk: 'normal' },
  evaluate(transaction, config) {
    const amountEur = transaction.amount_eur;
    if (amountEur === null) return eurPending(transaction);
    const amount = eurCents(amountEur);
    const comparisons = partiesOnce(transaction).flatMap((party) =>
      party.history ? [compare(party.display_name, party.history, amount, config)] : [],
    );
    if (comparisons.length === 0) {
      return passed({
        en: 'No customer of the transaction has earlier transactions to compare with',
        pl: 'Żaden klient transakcji nie ma wcześniejszych transakcji do porównania',
      });
    }
    const found = comparisons.filter(isFinding);
    const explainAll = (said: ComparedParty[]) =>
      compared(
        amountEur,
        said,
        config.min_history,
        config.multiple_of_average,
        config.standard_deviations,
      );
    if (found.length === 0) return passed(explainAll(comparisons));
    return pointTo(config.risk, explainAll(found));
  },
};
