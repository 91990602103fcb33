import { GENDERS } from '@aml/shared';
import { z } from 'zod';
import { warsawDay } from '../../../../lib/warsaw-time.js';
import { completedYears } from '../../calendar.js';
import { conclude, missingData, passed } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { PartyRuleKind } from '../../rule-kind.js';

/** Ages in full years: `from_age` inclusive, `to_age` exclusive; null means open-ended. */
const AgeBandSchema = z
  .strictObject({
    from_age: z.number().int().min(0).max(150).nullable(),
    to_age: z.number().int().min(1).max(150).nullable(),
    /** Null: both genders. */
    gender: z.enum(GENDERS).nullable(),
    risk: RuleRiskSchema,
  })
  .refine((band) => band.from_age === null || band.to_age === null || band.from_age < band.to_age, {
    error: 'age_band_empty',
  });
type AgeBand = z.infer<typeof AgeBandSchema>;

export const IndividualCustomerProfileConfigSchema = z.strictObject({
  bands: z.array(AgeBandSchema).min(1),
});
export type IndividualCustomerProfileConfig = z.infer<typeof IndividualCustomerProfileConfigSchema>;

const GENDER_LABELS: Record<(typeof GENDERS)[number], Bilingual> = {
  female: { en: 'women', pl: 'kobiety' },
  male: { en: 'men', pl: 'mężczyźni' },
};

function describeBand(band: AgeBand): Bilingual {
  const { from_age: from, to_age: to } = band;
  const ages: Bilingual =
    from === null
      ? { en: `under ${to}`, pl: `poniżej ${to} lat` }
      : to === null
        ? { en: `${from} and over`, pl: `${from} lat i więcej` }
        : { en: `${from}–${to - 1}`, pl: `${from}–${to - 1} lat` };
  if (!band.gender) return ages;
  const gender = GENDER_LABELS[band.gender];
  return { en: `${gender.en} ${ages.en}`, pl: `${gender.pl} ${ages.pl}` };
}

const inAgeBand = (band: AgeBand, age: number) =>
  (band.from_age === null || age >= band.from_age) && (band.to_age === null || age < band.to_age);

/** Customer factors of annex 3 by age (and, if configured, gender) of an individual customer. */
export const individualCustomerProfile: PartyRuleKind<IndividualCustomerProfileConfig> = {
  kind: 'individual_customer_profile',
  name: { en: 'Individual customer profile', pl: 'Profil klienta indywidualnego' },
  reads: ['type', 'birth_date', 'gender'],
  config: IndividualCustomerProfileConfigSchema,
  // The domain note gives no age bands; these are design defaults for the team to confirm:
  // minors have limited legal capacity (art. 15 KC) and act through a representative; young
  // adults are the usual recruits as money mules, and the oldest customers the usual victims of
  // financial exploitation. No band depends on gender by default.
  defaults: {
    bands: [
      { from_age: null, to_age: 18, gender: null, risk: 'high' },
      { from_age: 18, to_age: 26, gender: null, risk: 'normal' },
      { from_age: 75, to_age: null, gender: null, risk: 'normal' },
    ],
  },
  evaluate(party, config, context) {
    if (party.type !== 'individual') {
      return passed({
        en: `Applies to individuals only; this party is ${party.type}`,
        pl: `Dotyczy tylko osób fizycznych; ten podmiot jest typu ${party.type}`,
      });
    }
    if (!party.birth_date) {
      return missingData(['birth_date'], {
        en: 'The date of birth is not known',
        pl: 'Nie jest znana data urodzenia',
      });
    }
    const today = warsawDay(context.now);
    const age = completedYears(party.birth_date, today);
    const findings: Finding[] = [];
    const missing = new Set<string>();
    for (const band of config.bands.filter((b) => inAgeBand(b, age))) {
      if (band.gender && !party.gender) {
        missing.add('gender');
        continue;
      }
      if (band.gender && band.gender !== party.gender) continue;
      const described = describeBand(band);
      findings.push({
        risk: band.risk,
        explanation: {
          en: `Aged ${age} on ${today} (born ${party.birth_date}): in the band ${described.en}`,
          pl: `Wiek ${age} lat w dniu ${today} (urodzony ${party.birth_date}): przedział ${described.pl}`,
        },
      });
    }
    const bands = config.bands.map(describeBand);
    return conclude(findings, [...missing], {
      en: `Aged ${age} on ${today}: in none of the bands ${bands.map((b) => b.en).join(', ')}`,
      pl: `Wiek ${age} lat w dniu ${today}: poza przedziałami ${bands.map((b) => b.pl).join(', ')}`,
    });
  },
};
