import { z } from 'zod';
import { conclude } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { RuleRiskSchema } from '../../rule-kind.js';
import type { PartyRuleKind } from '../../rule-kind.js';
import { isNaturalPerson, subjectsOf } from './subjects.js';
import type { Subject } from './subjects.js';

export const PepConfigSchema = z.strictObject({ risk: RuleRiskSchema });
export type PepConfig = z.infer<typeof PepConfigSchema>;

/**
 * Art. 46 asks whether the customer or its beneficial owner is a PEP, so an unknown status of
 * those is missing data; board members are reported when known to be PEPs but not required.
 */
function mustDeclarePep(subject: Subject, isPartyNatural: boolean): boolean {
  if (subject.role === 'party') return isPartyNatural;
  return subject.role === 'beneficiary';
}

export const pep: PartyRuleKind<PepConfig> = {
  kind: 'pep',
  name: {
    en: 'Politically exposed person',
    pl: 'Osoba zajmująca eksponowane stanowisko polityczne',
  },
  reads: ['type', 'pep', 'beneficiaries', 'board_members'],
  config: PepConfigSchema,
  // Art. 46: a relationship with a PEP needs senior-management approval, the source of wealth
  // and funds, and enhanced ongoing monitoring: enhanced due diligence, hence 'high'.
  defaults: { risk: 'high' },
  evaluate(party, config) {
    const findings: Finding[] = [];
    const missing: string[] = [];
    for (const subject of subjectsOf(party)) {
      if (subject.person.pep === true) {
        findings.push({
          risk: config.risk,
          explanation: {
            en: `${subject.label.en} is a politically exposed person (art. 46)`,
            pl: `${subject.label.pl} zajmuje eksponowane stanowisko polityczne (art. 46)`,
          },
        });
      } else if (subject.person.pep === null && mustDeclarePep(subject, isNaturalPerson(party))) {
        missing.push(`${subject.path}pep`);
      }
    }
    return conclude(
      findings,
      missing,
      {
        en: 'Neither the party nor its beneficiaries or board members is known to be a politically exposed person',
        pl: 'Ani podmiot, ani jego beneficjenci rzeczywiści lub członkowie zarządu nie są znani jako osoby zajmujące eksponowane stanowiska polityczne',
      },
      party,
    );
  },
};
