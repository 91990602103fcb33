import { missingDataText, missingFieldsOf } from '@aml/shared';
import { highestRisk } from './rule-kind.js';
import type { Bilingual } from './bilingual.js';
import type { PartyFacts, RuleOutcome, RuleRisk } from './rule-kind.js';

/** One thing a rule found, with the level it points to. */
export type Finding = { risk: RuleRisk; explanation: Bilingual };

/**
 * An explanation written when it is first read, not when the rule decides: a back-test decides
 * a million transactions and shows a few hundred explanations, and writing them all was most
 * of its time. `write` may read only what the rule decided on (facts are never changed after).
 * One per outcome is enough: what `write` calls may write eagerly.
 */
export function explainLater(write: () => Bilingual): Bilingual {
  let written: Bilingual | undefined;
  return {
    get en() {
      return (written ??= write()).en;
    },
    get pl() {
      return (written ??= write()).pl;
    },
  };
}

/** Several explanations as one text, in order. */
export function joinExplanations(parts: Bilingual[], separator = '; '): Bilingual {
  return {
    en: parts.map((part) => part.en).join(separator),
    pl: parts.map((part) => part.pl).join(separator),
  };
}

/** A level the rule points to by itself; 'low' is a pass that still says something. */
export function pointTo(
  risk: RuleRisk,
  explanation: Bilingual,
  missing: string[] = [],
): RuleOutcome {
  return { status: risk === 'low' ? 'passed' : 'risk_found', risk, explanation, missing };
}

/** Nothing found: the rule says nothing about the level. */
export function passed(explanation: Bilingual): RuleOutcome {
  return { status: 'passed', risk: null, explanation, missing: [] };
}

export function missingData(missing: string[], explanation: Bilingual): RuleOutcome {
  return { status: 'missing_data', risk: null, explanation, missing };
}

export function cannotBeProcessed(explanation: Bilingual): RuleOutcome {
  return { status: 'cannot_be_processed', risk: null, explanation, missing: [] };
}

/** Whose data a party rule lacks: the people its paths point to (`beneficiaries[1]`). */
export type MissingDataOwners = Pick<PartyFacts, 'beneficiaries' | 'board_members'>;

/**
 * The missing fields in words, the people named: "Missing: PEP status of beneficial owner
 * Ivan Petrov" (the labels of `packages/shared`, which the task asking for the data and the
 * web app use too), never the contract's paths.
 */
function describeMissing(missing: string[], owners?: MissingDataOwners): Bilingual {
  const fields = missingFieldsOf(
    missing,
    owners && {
      beneficiaries: owners.beneficiaries.map((person) => person.display_name),
      board_members: owners.board_members.map((person) => person.display_name),
    },
  );
  const words = (language: 'en' | 'pl') =>
    fields.map((field) => missingDataText(field, language)).join(', ');
  return { en: `Missing: ${words('en')}`, pl: `Brak danych: ${words('pl')}` };
}

/**
 * The outcome of a rule that checks several things: what it found wins (and still reports the
 * missing fields, so a found risk does not hide incomplete data); else missing data; else a pass.
 * `owners` names the beneficial owners and board members whose data is missing.
 */
export function conclude(
  findings: Finding[],
  missing: string[],
  nothingFound: Bilingual,
  owners?: MissingDataOwners,
): RuleOutcome {
  const risk = highestRisk(findings.map((finding) => finding.risk));
  if (risk) {
    const parts = findings.map((finding) => finding.explanation);
    if (missing.length > 0) parts.push(describeMissing(missing, owners));
    return pointTo(risk, joinExplanations(parts), missing);
  }
  if (missing.length > 0) return missingData(missing, describeMissing(missing, owners));
  return passed(nothingFound);
}

const RISK_LABELS: Record<RuleRisk, Bilingual> = {
  low: { en: 'low', pl: 'niskie' },
  normal: { en: 'normal', pl: 'standardowe' },
  high: { en: 'high', pl: 'wysokie' },
  non_acceptable: { en: 'non-acceptable', pl: 'nieakceptowalne' },
};

/** How explanations name a level. */
export function riskLabel(risk: RuleRisk): Bilingual {
  return RISK_LABELS[risk];
}
