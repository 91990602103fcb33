import { z } from 'zod';
import type { Finding } from '../../outcomes.js';
import { citeList, findEntry } from '../../reference-lists.js';
import type { ReferenceList } from '../../reference-lists.js';
import type { Bilingual } from '../../bilingual.js';
import type { PartyFacts, RuleRisk } from '../../rule-kind.js';

/** A PKD subclass as the party contract stores it: NN.NN.X. */
export const PkdCodeSchema = z.string().regex(/^\d{2}\.\d{2}\.[A-Z]$/);

/**
 * One finding per industry of the party on `list`; `advice` is appended to each, so the two PKD
 * rules share the matching and differ only in what they ask the user to do.
 */
export function pkdFindings(
  party: PartyFacts,
  list: ReferenceList,
  risk: RuleRisk,
  advice?: Bilingual,
): Finding[] {
  const cited = citeList(list);
  return party.industries.flatMap((code) => {
    const entry = findEntry(list, code);
    if (!entry) return [];
    const label = entry.label ? ` (${entry.label})` : '';
    return [
      {
        risk,
        explanation: {
          en: `Industry ${code}${label} is on the ${cited.en}${advice ? `: ${advice.en}` : ''}`,
          pl: `Branża ${code}${label} – kod z wykazu: ${cited.pl}${advice ? `: ${advice.pl}` : ''}`,
        },
      },
    ];
  });
}

/** Explanation of a pass: which industries were checked against which list. */
export function noPkdFound(party: PartyFacts, list: ReferenceList): Bilingual {
  const cited = citeList(list);
  const codes = party.industries.join(', ') || '—';
  return {
    en: `No industry of the party (${codes}) is on the ${cited.en}`,
    pl: `Żadna branża podmiotu (${codes}) nie figuruje w wykazie: ${cited.pl}`,
  };
}
