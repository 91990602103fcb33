import type { RiskLevel } from '@aml/shared';
import { z } from 'zod';
import type { Bilingual } from './bilingual.js';
import type { RuleOutcome, RuleRisk } from './rule-kind.js';

export const CombinationSchemeSchema = z.strictObject({
  /** Missing data sends the party to a person (art. 34: CDD cannot be completed without it). */
  missing_data_requires_verification: z.boolean(),
  /** A rule that could not run makes the whole assessment 'cannot_be_processed'. */
  unprocessable_blocks: z.boolean(),
  /** This many rules pointing to 'normal' together make the level 'high'. */
  normals_make_high: z.number().int().min(1),
});
export type CombinationScheme = z.infer<typeof CombinationSchemeSchema>;

export const DEFAULT_SCHEME: CombinationScheme = {
  missing_data_requires_verification: true,
  // False: rules that depend on optional modules (sanctions screening, GeoLite2) cannot run in
  // a zero set-up installation, and blocking every party there would make the engine useless.
  // Their outcome still shows in the reason, so the gap stays visible.
  unprocessable_blocks: false,
  // Several mild factors together are a pattern (annex 3 lists factors to be weighed together).
  normals_make_high: 3,
};

/** A rule's outcome; `name` (the kind's, in both languages) is how reasons cite the rule. */
export type RuleResult = { kind: string; name?: Bilingual; outcome: RuleOutcome };
export type Combination = { level: RiskLevel; reason: Bilingual };

const kindsOf = (results: RuleResult[]): Bilingual => ({
  en: results.map((result) => result.name?.en ?? result.kind).join(', '),
  pl: results.map((result) => result.name?.pl ?? result.kind).join(', '),
});
const pointingTo = (results: RuleResult[], risk: RuleRisk) =>
  results.filter((result) => result.outcome.risk === risk);
/** Missing data counts even when the rule found a risk as well (it still wants the data). */
const lacksData = (result: RuleResult) =>
  result.outcome.status === 'missing_data' || result.outcome.missing.length > 0;

/**
 * The party's level from its rules' outcomes, in this order: non_acceptable, high, missing data
 * (user_verification_required), unprocessable rules (cannot_be_processed), enough 'normal's to
 * make 'high', then the highest of 'low' and 'normal'. The reason names the deciding rules.
 */
export function combineOutcomes(results: RuleResult[], scheme: CombinationScheme): Combination {
  if (results.length === 0) {
    return {
      level: 'low',
      reason: { en: 'No rule was evaluated', pl: 'Nie oceniono żadnej reguły' },
    };
  }
  const nonAcceptable = pointingTo(results, 'non_acceptable');
  if (nonAcceptable.length > 0) {
    const kinds = kindsOf(nonAcceptable);
    return {
      level: 'non_acceptable',
      reason: {
        en: `Non-acceptable per ${kinds.en}`,
        pl: `Nieakceptowalne według reguł: ${kinds.pl}`,
      },
    };
  }
  const high = pointingTo(results, 'high');
  if (high.length > 0) {
    const kinds = kindsOf(high);
    return {
      level: 'high',
      reason: { en: `High per ${kinds.en}`, pl: `Wysokie według reguł: ${kinds.pl}` },
    };
  }
  const incomplete = results.filter(lacksData);
  if (incomplete.length > 0 && scheme.missing_data_requires_verification) {
    // The rules name: each rule's own explanation says, in words, which data it lacks.
    const kinds = kindsOf(incomplete);
    return {
      level: 'user_verification_required',
      reason: {
        en: `Data missing for ${kinds.en}: a user must verify`,
        pl: `Brak danych dla reguł: ${kinds.pl} – wymagana weryfikacja użytkownika`,
      },
    };
  }
  const unprocessed = results.filter((result) => result.outcome.status === 'cannot_be_processed');
  if (unprocessed.length > 0 && scheme.unprocessable_blocks) {
    const kinds = kindsOf(unprocessed);
    return {
      level: 'cannot_be_processed',
      reason: {
        en: `Could not process ${kinds.en}`,
        pl: `Nie można było przetworzyć reguł: ${kinds.pl}`,
      },
    };
  }
  return withNotes(levelFromNormals(results, scheme), unprocessed, incomplete);
}

/** High when enough rules point to 'normal'; else the highest of 'low' and 'normal'. */
function levelFromNormals(results: RuleResult[], scheme: CombinationScheme): Combination {
  const normal = pointingTo(results, 'normal');
  const kinds = kindsOf(normal);
  if (normal.length >= scheme.normals_make_high) {
    return {
      level: 'high',
      reason: {
        en: `High: ${normal.length} rules point to normal, at least ${scheme.normals_make_high} make high (${kinds.en})`,
        pl: `Wysokie: ${normal.length} reguł wskazuje poziom standardowy, próg ${scheme.normals_make_high} (${kinds.pl})`,
      },
    };
  }
  if (normal.length > 0) {
    return {
      level: 'normal',
      reason: { en: `Normal per ${kinds.en}`, pl: `Standardowe według reguł: ${kinds.pl}` },
    };
  }
  const low = pointingTo(results, 'low');
  if (low.length > 0) {
    const lowKinds = kindsOf(low);
    return {
      level: 'low',
      reason: { en: `Low per ${lowKinds.en}`, pl: `Niskie według reguł: ${lowKinds.pl}` },
    };
  }
  return {
    level: 'low',
    reason: { en: 'No rule points to a level', pl: 'Żadna reguła nie wskazuje poziomu ryzyka' },
  };
}

/** Rules that did not run or lack data are named even when they do not decide the level. */
function withNotes(
  combination: Combination,
  unprocessed: RuleResult[],
  incomplete: RuleResult[],
): Combination {
  const notes: Bilingual[] = [];
  if (unprocessed.length > 0) {
    const kinds = kindsOf(unprocessed);
    notes.push({ en: `not processed: ${kinds.en}`, pl: `nieprzetworzone: ${kinds.pl}` });
  }
  if (incomplete.length > 0) {
    const kinds = kindsOf(incomplete);
    notes.push({ en: `data missing: ${kinds.en}`, pl: `brak danych: ${kinds.pl}` });
  }
  return {
    level: combination.level,
    reason: {
      en: [combination.reason.en, ...notes.map((note) => note.en)].join('; '),
      pl: [combination.reason.pl, ...notes.map((note) => note.pl)].join('; '),
    },
  };
}
