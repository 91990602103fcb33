import { explanationText } from '../../explanation-texts.js';
import { cannotBeProcessed, joinExplanations, passed, pointTo } from '../../outcomes.js';
import type { Finding } from '../../outcomes.js';
import { highestRisk } from '../../rule-kind.js';
import type { Bilingual } from '../../bilingual.js';
import type { TransactionRuleKind } from '../../rule-kind.js';
import {
  SanctionListsConfigSchema,
  hitFinding,
  noListImported,
  sanctionLists,
} from '../party/sanction-lists.js';
import type { SanctionListsConfig, SanctionsHit } from '../party/sanction-lists.js';
import { partiesOnce } from './parties.js';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The findings of `hits`, each after `whose` ("Party Jan Nowak: confirmed match: …"). */
function findingsOf(
  whose: Bilingual,
  hits: SanctionsHit[],
  config: SanctionListsConfig,
): { findings: Finding[]; falsePositives: number } {
  const findings: Finding[] = [];
  let falsePositives = 0;
  for (const hit of hits) {
    const finding = hitFinding(hit, config);
    if (!finding) {
      falsePositives += 1;
      continue;
    }
    const { en, pl } = finding.explanation;
    findings.push({
      risk: finding.risk,
      explanation: { en: `${whose.en}: ${lowerFirst(en)}`, pl: `${whose.pl}: ${lowerFirst(pl)}` },
    });
  }
  return { findings, falsePositives };
}

const noMatch = explanationText(
  'transaction_sanction_lists.no_match',
  (falsePositives: number) => ({
    en: `No open or confirmed match for the description or the parties (false positives dismissed: ${falsePositives})`,
    pl: `Brak otwartych i potwierdzonych trafień dla opisu i stron transakcji (odrzucone fałszywe trafienia: ${falsePositives})`,
  }),
);

/**
 * The screening of the transaction's parties and of its description (a title naming a listed
 * person or entity). A confirmed match means freezing (Dz.U. 2022 poz. 835), as for parties.
 */
export const transactionSanctionLists: TransactionRuleKind<SanctionListsConfig> = {
  kind: 'transaction_sanction_lists',
  name: { en: 'Sanctions lists (transaction)', pl: 'Listy sankcyjne (transakcja)' },
  reads: ['parties.sanctions', 'description_sanctions'],
  config: SanctionListsConfigSchema,
  // The levels of the party rule sanction_lists: confirmed → non_acceptable (freezing, no funds
  // made available), an open possible match → high until someone reviews it.
  defaults: { ...sanctionLists.defaults },
  evaluate(transaction, config) {
    if (!transaction.description_sanctions) return cannotBeProcessed(noListImported());
    const description = findingsOf(
      { en: 'Description', pl: 'Opis' },
      transaction.description_sanctions.hits,
      config,
    );
    const findings = [...description.findings];
    let falsePositives = description.falsePositives;
    const unscreened: string[] = [];
    for (const party of partiesOnce(transaction)) {
      if (!party.sanctions) {
        unscreened.push(party.display_name);
        continue;
      }
      const name = party.display_name;
      const own = findingsOf(
        { en: `Party ${name}`, pl: `Podmiot ${name}` },
        party.sanctions.hits,
        config,
      );
      findings.push(...own.findings);
      falsePositives += own.falsePositives;
    }
    const notScreened: Bilingual = {
      en: `Not screened yet: ${unscreened.join(', ')}`,
      pl: `Jeszcze niesprawdzone na listach sankcyjnych: ${unscreened.join(', ')}`,
    };
    const risk = highestRisk(findings.map((finding) => finding.risk));
    if (risk) {
      const parts = findings.map((finding) => finding.explanation);
      return pointTo(
        risk,
        joinExplanations(unscreened.length > 0 ? [...parts, notScreened] : parts),
      );
    }
    if (unscreened.length > 0) return cannotBeProcessed(notScreened);
    return passed(noMatch(falsePositives));
  },
};
