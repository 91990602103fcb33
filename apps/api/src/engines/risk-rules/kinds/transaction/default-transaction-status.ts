import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { pointTo, riskLabel } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { RuleRisk, TransactionRuleKind } from '../../rule-kind.js';

export const DefaultTransactionStatusConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type DefaultTransactionStatusConfig = z.infer<typeof DefaultTransactionStatusConfigSchema>;

const startsAt = explanationText('default_transaction_status.starts_at', (risk: RuleRisk) => {
  const level = riskLabel(risk);
  return {
    en: `Every transaction starts at the ${level.en} level`,
    pl: `Poziom wyjściowy każdej transakcji: ${level.pl}`,
  };
});

/** The level every transaction starts from; the other rules can only raise it. */
export const defaultTransactionStatus: TransactionRuleKind<DefaultTransactionStatusConfig> = {
  kind: 'default_transaction_status',
  name: { en: 'Default transaction risk', pl: 'Domyślny poziom ryzyka transakcji' },
  reads: [],
  config: DefaultTransactionStatusConfigSchema,
  // Art. 33: the level follows the risk factors found; with none found the transaction is
  // lower risk, as default_party_status decides for parties.
  defaults: { risk: 'low' },
  evaluate(_transaction, config) {
    return pointTo(config.risk, startsAt(config.risk));
  },
};
