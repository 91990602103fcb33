import { z } from 'zod';
import { cannotBeProcessed, conclude } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { citeList, findEntry } from '../../reference-lists.js';
import { highestRisk, RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';
import { COUNTRY_READS, collectCountries, describeCountryFact } from './country-facts.js';

/** A CPI score strictly below `below` points to `risk`; the highest matching band wins. */
const CpiBandSchema = z.strictObject({
  below: z.number().int().min(1).max(100),
  risk: RuleRiskSchema,
});
type CpiBand = z.infer<typeof CpiBandSchema>;

export const CountryCorruptConfigSchema = z.strictObject({
  bands: z.array(CpiBandSchema).min(1),
});
export type CountryCorruptConfig = z.infer<typeof CountryCorruptConfigSchema>;

export const countryCorrupt: PartyRuleKind<CountryCorruptConfig> = {
  kind: 'country_corrupt',
  name: { en: 'Corrupt country', pl: 'Państwo o wysokim poziomie korupcji' },
  reads: COUNTRY_READS,
  config: CountryCorruptConfigSchema,
  // Domain note 5.4 (design choice, not law): CPI < 30 → high, 30–49 → elevated ('normal'),
  // ≥ 50 → standard. The CPI 2025 global average is 42.
  defaults: {
    bands: [
      { below: 30, risk: 'high' },
      { below: 50, risk: 'normal' },
    ],
  },
  evaluate(party, config, context) {
    const cpi = context.lists.cpi_scores;
    const cited = citeList(cpi);
    const { facts, missing } = collectCountries(party);
    const findings: Finding[] = [];
    const scored = new Map<string, number>();
    const unscored = new Set<string>();
    for (const fact of facts) {
      const score = findEntry(cpi, fact.country)?.score;
      // The seeded index is partial, so a country without a score is reported, not guessed.
      if (score === undefined) {
        unscored.add(fact.country);
        continue;
      }
      scored.set(fact.country, score);
      const band = decidingBand(config.bands, score);
      if (!band) continue;
      const described = describeCountryFact(fact);
      findings.push({
        risk: band.risk,
        explanation: {
          en: `${described.en} scores ${score}, below ${band.below}, in the ${cited.en}`,
          pl: `${described.pl} – wynik ${score}, poniżej progu ${band.below}: ${cited.pl}`,
        },
      });
    }
    const highestThreshold = Math.max(...config.bands.map((band) => band.below));
    const scores = [...scored].map(([country, score]) => `${country} ${score}`).join(', ') || '—';
    const noScore = [...unscored].join(', ');
    const outcome = conclude(
      findings,
      missing,
      {
        en:
          `No country scores below ${highestThreshold}: ${scores} (${cited.en})` +
          (noScore ? `; no score for ${noScore}` : ''),
        pl:
          `Żadne państwo nie ma wyniku poniżej ${highestThreshold}: ${scores} (${cited.pl})` +
          (noScore ? `; brak wyniku dla ${noScore}` : ''),
      },
      party,
    );
    // A country the index does not score cannot be said to pass: the rule could not assess it.
    if (outcome.status !== 'passed' || !noScore) return outcome;
    return cannotBeProcessed({
      en: `Cannot assess ${noScore}: no score in the ${cited.en}; import the index's current table. Scored: ${scores}`,
      pl: `Nie można ocenić: ${noScore} – brak wyniku w wykazie: ${cited.pl}; zaimportuj aktualną tabelę indeksu. Ocenione: ${scores}`,
    });
  },
};

/** The band a score falls in: the highest level among the bands it is below, the tightest first. */
function decidingBand(bands: CpiBand[], score: number): CpiBand | undefined {
  const matching = bands.filter((band) => score < band.below);
  const risk = highestRisk(matching.map((band) => band.risk));
  return matching.filter((band) => band.risk === risk).sort((a, b) => a.below - b.below)[0];
}
