import {
  CDD_KINDS,
  type CddKind,
  type CddRiskLevel,
  type CddSettingsInput,
  type RiskLevel,
} from '@aml/shared';

/**
 * The level whose kind and renewal period apply: a non-acceptable party is treated as high
 * risk (should the relationship go on at all, enhanced measures apply), and a level the risk
 * module could not settle (pending, error…) as normal, so standard measures are the floor.
 */
export function cddRiskLevel(level: string): CddRiskLevel {
  if (level === 'low') return 'low';
  if (level === 'high' || level === 'non_acceptable') return 'high';
  return 'normal';
}

/**
 * The kind of measures the settings choose for a party: by its risk level, and enhanced
 * whatever the level when the party or one of its beneficial owners or board members is a
 * politically exposed person (art. 46 ust. 1) or the risk is not acceptable.
 */
export function chooseKind(
  level: RiskLevel | string,
  settings: Pick<CddSettingsInput, 'kind_by_risk'>,
  pep: boolean,
): CddKind {
  if (pep || level === 'non_acceptable') return 'enhanced';
  return settings.kind_by_risk[cddRiskLevel(level)];
}

export const strongerKind = (a: CddKind, b: CddKind) => CDD_KINDS.indexOf(a) > CDD_KINDS.indexOf(b);

const LEVEL_ORDER: readonly string[] = ['low', 'normal', 'high', 'non_acceptable'];

/** Whether a party's risk went up (from one assessed level to a higher one). */
export function riskWentUp(before: string, after: string): boolean {
  const from = LEVEL_ORDER.indexOf(before);
  const to = LEVEL_ORDER.indexOf(after);
  return from >= 0 && to > from;
}
