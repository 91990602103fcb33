import { RULE_RISKS } from '@aml/shared';
import type { RiskLevel } from '@aml/shared';
import { z } from 'zod';
import { joinExplanations, missingData, passed, pointTo, riskLabel } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { RuleRiskSchema, highestRisk } from '../../rule-kind.js';
import type { Bilingual, RuleRisk, TransactionRuleKind } from '../../rule-kind.js';
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
    const findings: Finding[] = [];
    const notes: Bilingual[] = [];
    for (const party of parties) {
      const described = describeParty(party);
      const level = party.risk_level;
      if (isRuleRisk(level)) {
        const label = riskLabel(level);
        findings.push({
          risk: level,
          explanation: {
            en: `${described.en}: ${label.en} risk`,
            pl: `${described.pl}: ryzyko ${label.pl}`,
          },
        });
        continue;
      }
      const counted =
        level === 'user_verification_required' ? config.user_verification_required_risk : null;
      if (counted) {
        const label = riskLabel(counted);
        findings.push({
          risk: counted,
          explanation: {
            en: `${described.en}: verification required, counted as ${label.en}`,
            pl: `${described.pl}: wymaga weryfikacji, liczony jako ${label.pl}`,
          },
        });
        continue;
      }
      const why = NO_LEVEL[level];
      notes.push({ en: `${described.en}: ${why.en}`, pl: `${described.pl}: ${why.pl}` });
    }
    const risk = highestRisk(findings.map((finding) => finding.risk));
    const explanation = joinExplanations([...findings.map((f) => f.explanation), ...notes]);
    return risk ? pointTo(risk, explanation) : passed(explanation);
  },
};
