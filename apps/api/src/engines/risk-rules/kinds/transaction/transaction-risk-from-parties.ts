import { RULE_RISKS } from '@aml/shared';
import type { RiskLevel, TransactionPartyRole } from '@aml/shared';
import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { joinExplanations, missingData, passed, pointTo, riskLabel } from '../../outcomes.js';
import { RuleRiskSchema, highestRisk } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { RuleRisk, TransactionRuleKind } from '../../rule-kind.js';
import { describeParty, partiesOnce } from './parties.js';

export const TransactionRiskFromPartiesConfigSchema = z.strictObject({
  /** The level of a party whose verification is required (its data is incomplete); null: none. */
  user_verification_required_risk: RuleRiskSchema.nullable(),
});
export type TransactionRiskFromPartiesConfig = z.infer<
  typeof TransactionRiskFromPartiesConfigSchema
>;

const isRuleRisk = (level: string): level is RuleRisk =>
  (RULE_RISKS as readonly string[]).includes(level);

/** Why a party's level says nothing yet. */
const NO_LEVEL: Record<Exclude<RiskLevel, RuleRisk>, Bilingual> = {
  pending: { en: 'not assessed yet', pl: 'jeszcze nieoceniony' },
  error: { en: 'its assessment failed', pl: 'ocena zakończyła się błędem' },
  cannot_be_processed: {
    en: 'its assessment could not be processed',
    pl: 'oceny nie można było przeprowadzić',
  },
  user_verification_required: {
    en: 'verification required, not counted',
    pl: 'wymaga weryfikacji, nie wliczony',
  },
};

/** The level a party's own level makes the transaction point to; null: it counts for nothing. */
function countedRisk(level: RiskLevel, verificationRequiredRisk: RuleRisk | null): RuleRisk | null {
  if (isRuleRisk(level)) return level;
  return level === 'user_verification_required' ? verificationRequiredRisk : null;
}

/** A party of the transaction as its explanation names it. */
type NamedParty = [role: TransactionPartyRole, name: string, level: RiskLevel];

/** The parties that count, each with its level, then those that do not, each with why. */
const partyLevels = explanationText(
  'transaction_risk_from_parties.levels',
  (parties: NamedParty[], verificationRequiredRisk: RuleRisk | null) => {
    const counted: Bilingual[] = [];
    const notes: Bilingual[] = [];
    for (const [role, display_name, level] of parties) {
      const described = describeParty({ role, display_name });
      const risk = countedRisk(level, verificationRequiredRisk);
      if (risk === null) {
        const why = NO_LEVEL[level as Exclude<RiskLevel, RuleRisk>];
        notes.push({ en: `${described.en}: ${why.en}`, pl: `${described.pl}: ${why.pl}` });
        continue;
      }
      const label = riskLabel(risk);
      counted.push(
        isRuleRisk(level)
          ? { en: `${described.en}: ${label.en} risk`, pl: `${described.pl}: ryzyko ${label.pl}` }
          : {
              en: `${described.en}: verification required, counted as ${label.en}`,
              pl: `${described.pl}: wymaga weryfikacji, liczony jako ${label.pl}`,
            },
      );
    }
    return joinExplanations([...counted, ...notes]);
  },
);

/**
 * The transaction carries the risk of its parties (art. 33: the customer is a risk factor of
 * every transaction it makes); the highest party decides.
 */
export const transactionRiskFromParties: TransactionRuleKind<TransactionRiskFromPartiesConfig> = {
  kind: 'transaction_risk_from_parties',
  name: { en: 'Risk of the parties', pl: 'Ryzyko stron transakcji' },
  reads: ['parties', 'parties.risk_level'],
  config: TransactionRiskFromPartiesConfigSchema,
  // A party whose verification is required lacks data due diligence needs (art. 34, art. 36);
  // its transactions deserve a closer look, 'normal', until the data is completed.
  defaults: { user_verification_required_risk: 'normal' },
  evaluate(transaction, config) {
    const parties = partiesOnce(transaction);
    if (parties.length === 0) {
      return missingData(['parties'], {
        en: 'The transaction has no parties: the customer must be identified (art. 34)',
        pl: 'Transakcja nie ma stron: klienta trzeba zidentyfikować (art. 34)',
      });
    }
    const verificationRequiredRisk = config.user_verification_required_risk;
    const risk = highestRisk(
      parties.map((party) => countedRisk(party.risk_level, verificationRequiredRisk)),
    );
    const explanation = partyLevels(
      parties.map((party): NamedParty => [party.role, party.display_name, party.risk_level]),
      verificationRequiredRisk,
    );
    return risk ? pointTo(risk, explanation) : passed(explanation);
  },
};
