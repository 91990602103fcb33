import { INSTITUTION_TYPES, PAYMENT_METHODS, TRANSACTION_TYPES } from '@aml/shared';
import type { PaymentMethod } from '@aml/shared';
import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { explainLater, joinExplanations, missingData, passed, pointTo } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { RuleRiskSchema, highestRisk } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { TransactionFacts, TransactionRuleKind } from '../../rule-kind.js';
import {
  ComparisonSchema,
  EurThresholdSchema,
  crosses,
  eurCents,
  eurPending,
  formatEur,
  standing,
  thresholdOf,
} from './money.js';

const LabelSchema = z.strictObject({
  en: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  pl: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});

/**
 * One threshold of the rule. An empty filter list means "any"; a limit applies when the
 * transaction's type, payment method and the team's kind of institution pass its filters.
 */
const LimitSchema = z.strictObject({
  label: LabelSchema,
  threshold_eur: EurThresholdSchema,
  comparison: ComparisonSchema,
  transaction_types: z.array(z.enum(TRANSACTION_TYPES)),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  institution_types: z.array(z.enum(INSTITUTION_TYPES)),
  risk: RuleRiskSchema,
  /** A crossed limit marks the transaction to be reported to GIIF (art. 72). */
  report_to_giif: z.boolean(),
});
type Limit = z.infer<typeof LimitSchema>;

export const SingleTransactionLimitConfigSchema = z.strictObject({
  limits: z.array(LimitSchema).min(1),
});
export type SingleTransactionLimitConfig = z.infer<typeof SingleTransactionLimitConfigSchema>;

/** Art. 72 ust. 1 does not apply to kantory (art. 2 ust. 1 pkt 11); they report under ust. 3. */
const ALL_BUT_CURRENCY_EXCHANGE = INSTITUTION_TYPES.filter((type) => type !== 'currency_exchange');

const passes = <T>(filter: readonly T[], value: T) => filter.length === 0 || filter.includes(value);

/** Whether `limit` applies: 'unknown' when only the missing payment method could tell. */
function applies(limit: Limit, transaction: TransactionFacts): boolean | 'unknown' {
  if (!passes(limit.transaction_types, transaction.type)) return false;
  // Company data not entered yet: every kind of institution is assumed, so no limit is missed.
  if (
    transaction.institution_type &&
    !passes(limit.institution_types, transaction.institution_type)
  )
    return false;
  if (limit.payment_methods.length === 0) return true;
  if (!transaction.payment_method) return 'unknown';
  return limit.payment_methods.includes(transaction.payment_method);
}

const INSTITUTION_NOT_SET: Bilingual = {
  en: 'the kind of institution is not set in the company data: limits for every kind apply',
  pl: 'w danych firmy nie podano rodzaju instytucji obowiązanej: stosuje się progi dla każdego rodzaju',
};

const TO_BE_REPORTED: Bilingual = {
  en: 'to be reported to GIIF within 7 days',
  pl: 'transakcja do zgłoszenia do GIIF w terminie 7 dni',
};

/** "16,000.00 EUR is above the 15,000.00 EUR threshold of {label}". */
function describeAgainst(amount: string, limit: Limit): Bilingual {
  const value = formatEur(amount);
  const threshold = thresholdOf(limit);
  const how = standing(amount, threshold.cents, limit.comparison);
  return {
    en: `${value.en} is ${how.en} ${threshold.text.en} threshold of ${limit.label.en}`,
    pl: `${value.pl} ${how.pl} ${threshold.text.pl} – ${limit.label.pl}`,
  };
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, Bilingual> = {
  cash: { en: 'cash', pl: 'gotówka' },
  transfer: { en: 'transfer', pl: 'przelew' },
  card: { en: 'card', pl: 'karta' },
  crypto: { en: 'virtual currency', pl: 'waluta wirtualna' },
};

/** A crossed limit that applies only to some payment methods, while the method is not recorded. */
function paymentMethodUnknown(amount: string, limit: Limit): Bilingual {
  const described = describeAgainst(amount, limit);
  const methods = limit.payment_methods.map((method) => PAYMENT_METHOD_LABELS[method]);
  return {
    en: `The payment method is not recorded: ${described.en}, which applies to payment by ${methods.map((m) => m.en).join(' or ')}`,
    pl: `Nie podano metody płatności: ${described.pl} (próg dotyczy metody płatności: ${methods.map((m) => m.pl).join(' lub ')})`,
  };
}

/** `parts`, then, when limits for some kinds of institution apply only because none is set, so. */
const withAssumption = (parts: Bilingual[], assumed: boolean) =>
  joinExplanations(assumed ? [...parts, INSTITUTION_NOT_SET] : parts);

const NO_LIMIT_APPLIES: Bilingual = {
  en: 'No limit applies to this transaction',
  pl: 'Do tej transakcji nie ma zastosowania żaden próg',
};

/** No limit crossed, the amount below the lowest threshold that applies (null: none applies). */
const belowEveryLimit = explanationText(
  'single_transaction_limit.below_every_limit',
  (amount: string, lowestThreshold: string | null, assumed: boolean) => {
    if (lowestThreshold === null) return withAssumption([NO_LIMIT_APPLIES], assumed);
    const value = formatEur(amount);
    const threshold = formatEur(lowestThreshold);
    const below = {
      en: `${value.en} is below every limit that applies (lowest ${threshold.en})`,
      pl: `${value.pl} nie osiąga żadnego progu, który ma zastosowanie (najniższy ${threshold.pl})`,
    };
    return withAssumption([below], assumed);
  },
);

/** What passes when no limit is crossed: the amount against the lowest limit that applies. */
function nothingCrossed(amount: string, applying: Limit[], assumed: boolean): Bilingual {
  if (applying.length === 0) return belowEveryLimit(amount, null, assumed);
  const lowest = applying.reduce((low, limit) =>
    thresholdOf(limit).cents < thresholdOf(low).cents ? limit : low,
  );
  // Not crossed yet not below: the amount equals the lowest threshold, which counts only above.
  if (eurCents(amount) >= thresholdOf(lowest).cents) {
    return explainLater(() => withAssumption([describeAgainst(amount, lowest)], assumed));
  }
  return belowEveryLimit(amount, lowest.threshold_eur, assumed);
}

/**
 * Thresholds of a single transaction: due diligence for occasional transactions (art. 35) and
 * reports of above-threshold transactions to GIIF (art. 72).
 */
export const singleTransactionLimit: TransactionRuleKind<SingleTransactionLimitConfig> = {
  kind: 'single_transaction_limit',
  name: { en: 'Single transaction limit', pl: 'Limit pojedynczej transakcji' },
  reads: ['amount_eur', 'type', 'payment_method', 'institution_type'],
  config: SingleTransactionLimitConfigSchema,
  // Thresholds of art. 35 and art. 72 (domain note 1.3). Due diligence is "at or above", a
  // report "above" the threshold. Every crossed limit points to 'normal': CDD is required but
  // the amount alone is no sign of laundering (art. 33 weighs the other factors).
  defaults: {
    limits: [
      {
        // Art. 35 ust. 1 pkt 2 lit. a: an occasional transaction of 15,000 EUR or more.
        label: {
          en: 'CDD: occasional transaction (art. 35 ust. 1 pkt 2 lit. a)',
          pl: 'Środki bezpieczeństwa finansowego: transakcja okazjonalna (art. 35 ust. 1 pkt 2 lit. a)',
        },
        threshold_eur: '15000.00',
        comparison: 'at_or_above',
        transaction_types: [],
        payment_methods: [],
        institution_types: [],
        risk: 'normal',
        report_to_giif: false,
      },
      {
        // Art. 35 ust. 1 pkt 2 lit. b: an occasional transfer of funds above 1,000 EUR, for
        // the institutions that transfer funds (payment institutions, art. 2 ust. 1 pkt 3).
        label: {
          en: 'CDD: occasional transfer of funds (art. 35 ust. 1 pkt 2 lit. b)',
          pl: 'Środki bezpieczeństwa finansowego: okazjonalny transfer środków (art. 35 ust. 1 pkt 2 lit. b)',
        },
        threshold_eur: '1000.00',
        comparison: 'above',
        transaction_types: ['transfer'],
        payment_methods: [],
        institution_types: ['payment_institution', 'small_payment_institution'],
        risk: 'normal',
        report_to_giif: false,
      },
      {
        // Art. 35 ust. 1 pkt 2 lit. c and GIIF komunikat nr 84: an occasional transaction in
        // virtual currency of 1,000 EUR or more.
        label: {
          en: 'CDD: occasional transaction in virtual currency (art. 35 ust. 1 pkt 2 lit. c)',
          pl: 'Środki bezpieczeństwa finansowego: transakcja okazjonalna w walucie wirtualnej (art. 35 ust. 1 pkt 2 lit. c)',
        },
        threshold_eur: '1000.00',
        comparison: 'at_or_above',
        transaction_types: ['buyer_crypto', 'seller_crypto'],
        payment_methods: [],
        institution_types: [],
        risk: 'normal',
        report_to_giif: false,
      },
      {
        // Art. 2 ust. 1 pkt 21–22 with art. 35: traders accepting or making cash payments of
        // 10,000 EUR or more.
        label: {
          en: 'CDD: cash payment to a trader (art. 2 ust. 1 pkt 21–22, art. 35)',
          pl: 'Środki bezpieczeństwa finansowego: płatność gotówkowa u przedsiębiorcy (art. 2 ust. 1 pkt 21–22, art. 35)',
        },
        threshold_eur: '10000.00',
        comparison: 'at_or_above',
        transaction_types: [],
        payment_methods: ['cash'],
        institution_types: ['cash_payments_trader'],
        risk: 'normal',
        report_to_giif: false,
      },
      {
        // Art. 2 ust. 1 pkt 23–24a with art. 35: art and antiques transactions of 10,000 EUR or
        // more, whatever the payment method.
        label: {
          en: 'CDD: art or antiques (art. 2 ust. 1 pkt 23–24a, art. 35)',
          pl: 'Środki bezpieczeństwa finansowego: obrót dziełami sztuki lub antykami (art. 2 ust. 1 pkt 23–24a, art. 35)',
        },
        threshold_eur: '10000.00',
        comparison: 'at_or_above',
        transaction_types: [],
        payment_methods: [],
        institution_types: ['art_antiques_trader'],
        risk: 'normal',
        report_to_giif: false,
      },
      {
        // Art. 72 ust. 1 pkt 1: a cash deposit or withdrawal above 15,000 EUR is reported;
        // kantory are excluded from ust. 1.
        label: {
          en: 'Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)',
          pl: 'Zgłoszenie do GIIF: wpłata lub wypłata gotówki (art. 72 ust. 1 pkt 1)',
        },
        threshold_eur: '15000.00',
        comparison: 'above',
        transaction_types: [],
        payment_methods: ['cash'],
        institution_types: ALL_BUT_CURRENCY_EXCHANGE,
        risk: 'normal',
        report_to_giif: true,
      },
      {
        // Art. 72 ust. 1 pkt 2: a transfer of funds above 15,000 EUR is reported (the
        // exceptions of ust. 2 are for the officer to apply); kantory are excluded from ust. 1.
        label: {
          en: 'Report to GIIF: transfer of funds (art. 72 ust. 1 pkt 2)',
          pl: 'Zgłoszenie do GIIF: transfer środków (art. 72 ust. 1 pkt 2)',
        },
        threshold_eur: '15000.00',
        comparison: 'above',
        transaction_types: ['transfer'],
        payment_methods: [],
        institution_types: ALL_BUT_CURRENCY_EXCHANGE,
        risk: 'normal',
        report_to_giif: true,
      },
      {
        // Art. 72 ust. 3: a kantor reports a purchase or sale of foreign currency above
        // 15,000 EUR.
        label: {
          en: 'Report to GIIF: purchase or sale of foreign currency (art. 72 ust. 3)',
          pl: 'Zgłoszenie do GIIF: kupno lub sprzedaż wartości dewizowych (art. 72 ust. 3)',
        },
        threshold_eur: '15000.00',
        comparison: 'above',
        transaction_types: ['buyer', 'seller', 'buyer_fiat', 'seller_fiat', 'exchange_fiat'],
        payment_methods: [],
        institution_types: ['currency_exchange'],
        risk: 'normal',
        report_to_giif: true,
      },
    ],
  },
  evaluate(transaction, config) {
    const amount = transaction.amount_eur;
    if (amount === null) return eurPending(transaction);
    const cents = eurCents(amount);
    const findings: Finding[] = [];
    const reports: Bilingual[] = [];
    const undecided: Bilingual[] = [];
    const applying: Limit[] = [];
    // Set when a limit for some kinds of institution applies only because the kind is not set.
    let assumed = false;
    for (const limit of config.limits) {
      const applicable = applies(limit, transaction);
      if (!applicable) continue;
      if (!transaction.institution_type && limit.institution_types.length > 0) assumed = true;
      const crossed = crosses(cents, thresholdOf(limit).cents, limit.comparison);
      if (applicable === 'unknown' && crossed) {
        // Only the payment method can tell whether this crossed limit applies: ask for it.
        undecided.push(paymentMethodUnknown(amount, limit));
        continue;
      }
      // A limit the amount does not reach is not crossed whatever the payment method.
      applying.push(limit);
      if (!crossed) continue;
      const described = describeAgainst(amount, limit);
      if (limit.report_to_giif) reports.push(described);
      findings.push({
        risk: limit.risk,
        explanation: limit.report_to_giif
          ? joinExplanations([described, TO_BE_REPORTED])
          : described,
      });
    }
    const explain = (parts: Bilingual[]) => withAssumption(parts, assumed);
    const missing = undecided.length > 0 ? ['payment_method'] : [];
    const risk = highestRisk(findings.map((finding) => finding.risk));
    const outcome = risk
      ? pointTo(
          risk,
          explain([...findings.map((finding) => finding.explanation), ...undecided]),
          missing,
        )
      : undecided.length > 0
        ? missingData(missing, explain(undecided))
        : // Most transactions cross nothing: their explanation is written only when read.
          passed(nothingCrossed(amount, applying, assumed));
    return reports.length > 0 ? { ...outcome, giif_report: joinExplanations(reports) } : outcome;
  },
};
