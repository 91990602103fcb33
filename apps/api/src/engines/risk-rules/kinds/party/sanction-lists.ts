import { z } from 'zod';
import { explanationText } from '../../explanation-texts.js';
import { cannotBeProcessed, conclude } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind, SanctionsFacts } from '../../rule-kind.js';

export const SanctionListsConfigSchema = z.strictObject({
  confirmed_risk: RuleRiskSchema,
  open_hit_risk: RuleRiskSchema,
});
export type SanctionListsConfig = z.infer<typeof SanctionListsConfigSchema>;

/** Screening cannot run before the first sanctions list is imported. */
export const noListImported = explanationText('sanction_lists.no_list_imported', () => ({
  en: 'Not screened: no sanctions list has been imported yet',
  pl: 'Brak weryfikacji: nie zaimportowano jeszcze żadnej listy sankcyjnej',
}));

export type SanctionsHit = NonNullable<SanctionsFacts>['hits'][number];

const describeHit = (hit: SanctionsHit) => `${hit.name}, ${hit.list} ${hit.entry_id}`;

/** What a screening hit points to: a confirmed or an open match; null for a false positive. */
export function hitFinding(hit: SanctionsHit, config: SanctionListsConfig): Finding | null {
  if (hit.status === 'false_positive') return null;
  if (hit.status === 'confirmed') {
    return {
      risk: config.confirmed_risk,
      explanation: {
        en: `Confirmed match: ${describeHit(hit)}`,
        pl: `Potwierdzone trafienie: ${describeHit(hit)}`,
      },
    };
  }
  return {
    risk: config.open_hit_risk,
    explanation: {
      en: `Possible match to be reviewed: ${describeHit(hit)}`,
      pl: `Możliwe trafienie do weryfikacji: ${describeHit(hit)}`,
    },
  };
}

export const sanctionLists: PartyRuleKind<SanctionListsConfig> = {
  kind: 'sanction_lists',
  name: { en: 'Sanctions lists', pl: 'Listy sankcyjne' },
  reads: ['sanctions'],
  config: SanctionListsConfigSchema,
  defaults: {
    // A confirmed match means freezing funds and making none available (Dz.U. 2022 poz. 835;
    // AML act, special restrictive measures): the relationship cannot go on.
    confirmed_risk: 'non_acceptable',
    // An unreviewed possible match is treated as high until someone decides it.
    open_hit_risk: 'high',
  },
  evaluate(party, config) {
    if (!party.sanctions) {
      return cannotBeProcessed(noListImported());
    }
    const findings: Finding[] = [];
    let falsePositives = 0;
    for (const hit of party.sanctions.hits) {
      const finding = hitFinding(hit, config);
      if (finding) findings.push(finding);
      else falsePositives += 1;
    }
    return conclude(findings, [], {
      en: `No open or confirmed match on the sanctions lists (false positives dismissed: ${falsePositives})`,
      pl: `Brak otwartych i potwierdzonych trafień na listach sankcyjnych (odrzucone fałszywe trafienia: ${falsePositives})`,
    });
  },
};
