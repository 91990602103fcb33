import { createHash } from 'node:crypto';
import { partyDisplayName, type RiskLevel } from '@aml/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { parties } from '../../db/schema.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { raiseAlert, raiseTask } from '../case-work/raise.js';
import type { PartyRow } from '../parties/parties.repository.js';
import { screenParty } from '../sanctions/screening/screening.service.js';
import { combineOutcomes, type RuleResult } from './combine.js';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import { cannotBeProcessed } from './outcomes.js';
import { partyFacts } from './party-facts.js';
import type { Bilingual, PartyFacts, RuleContext, RuleOutcome } from './rule-kind.js';
import type { RuleDefinition } from './rule-set-definition.js';
import { ensureActiveVersion } from './rule-sets.service.js';
import {
  findLatestAssessment,
  insertAssessments,
  setPartiesRiskLevel,
  type AssessmentRow,
} from './rules.repository.js';

/**
 * A rule ready to run: its kind with the configuration checked once, or the outcome that says
 * why it cannot run (an unknown kind, an invalid configuration) instead of passing.
 */
function compileRule(
  rule: RuleDefinition,
): (facts: PartyFacts, context: RuleContext) => RuleOutcome {
  const kind = PARTY_RULE_KINDS[rule.kind];
  if (!kind) {
    const outcome = cannotBeProcessed({
      en: `Unknown rule kind ${rule.kind}`,
      pl: `Nieznany rodzaj reguły ${rule.kind}`,
    });
    return () => outcome;
  }
  const config = kind.config.safeParse(rule.config);
  if (!config.success) {
    const outcome = cannotBeProcessed({
      en: `The configuration of rule ${rule.code} is not valid`,
      pl: `Konfiguracja reguły ${rule.code} jest nieprawidłowa`,
    });
    return () => outcome;
  }
  return (facts, context) => kind.evaluate(facts, config.data, context);
}

/**
 * Results in a stable form, to tell whether a new assessment would say anything new: a hash
 * of the version and every outcome (the outcomes themselves, explanations included, made the
 * column several kilobytes a record). `text` is the form records written before the hash keep.
 */
function fingerprint(versionId: number, results: RuleResult[]) {
  const text = JSON.stringify([versionId, results.map((r) => [r.kind, r.outcome])]);
  return { hash: `sha256:${createHash('sha256').update(text).digest('base64url')}`, text };
}

const ALERTING: readonly RiskLevel[] = ['high', 'non_acceptable'];

const bothLanguages = (text: Bilingual) => `${text.en}\n\n${text.pl}`;

/**
 * What assessing a team's parties needs once: its active rule set version, the enabled rules
 * with their configurations checked, and the context.
 */
async function prepare(deps: AppDeps, tx: Db, teamId: number, actor: AuditActor) {
  const { version } = await ensureActiveVersion(deps, tx, teamId, actor);
  const context: RuleContext = {
    now: deps.clock.now(),
    lists: version.definition.lists,
    ...(deps.geolocate ? { geolocate: deps.geolocate } : {}),
  };
  const rules = version.definition.party_rules
    .filter((rule) => rule.enabled)
    .map((rule) => ({ rule, run: compileRule(rule) }));
  return { version, context, rules };
}
type Assessor = Awaited<ReturnType<typeof prepare>>;

/** Every enabled rule of the version on the party's facts, and their combination. */
function evaluate({ version, context, rules }: Assessor, party: PartyRow, facts: PartyFacts) {
  const results: RuleResult[] = rules.map(({ rule, run }) => ({
    kind: rule.code,
    name: PARTY_RULE_KINDS[rule.kind]?.name,
    outcome: run(facts, context),
  }));
  return {
    party,
    rules: rules.map(({ rule }) => rule),
    results,
    combined: combineOutcomes(results, version.definition.scheme),
    fingerprint: fingerprint(version.id, results),
  };
}
type Evaluation = ReturnType<typeof evaluate>;

/**
 * Writes the assessments of evaluated parties (each after its `previous` one, whose override
 * carries over) with their rule results, sets the parties' levels, audits each and raises
 * the case work: a few statements whatever the number of parties, then case work per party
 * that needs it.
 */
async function recordAssessments(
  deps: AppDeps,
  tx: Db,
  { version }: Assessor,
  items: Array<{ evaluation: Evaluation; previous?: AssessmentRow }>,
  actor: AuditActor,
): Promise<AssessmentRow[]> {
  const now = deps.clock.now();
  const assessments = await insertAssessments(
    tx,
    items.map(({ evaluation, previous }) => {
      const { party, rules, results, combined } = evaluation;
      const override = previous?.override_level
        ? {
            override_level: previous.override_level,
            override_reason: previous.override_reason,
            overridden_by: previous.overridden_by,
            overridden_at: previous.overridden_at,
          }
        : {};
      return {
        assessment: {
          team_id: party.team_id,
          code: newCode(),
          party_id: party.id,
          rule_set_version_id: version.id,
          computed_level: combined.level,
          level: previous?.override_level ?? combined.level,
          reason: combined.reason,
          fingerprint: evaluation.fingerprint.hash,
          ...override,
          created_by: actor.userId,
          created_at: now,
        },
        results: rules.map((rule, index) => {
          const { outcome } = results[index]!;
          return {
            code: newCode(),
            rule_code: rule.code,
            kind: rule.kind,
            status: outcome.status,
            risk: outcome.risk,
            explanation: outcome.explanation,
            missing: outcome.missing,
          };
        }),
      };
    }),
  );
  const byLevel = new Map<string, number[]>();
  assessments.forEach((assessment, index) => {
    const ids = byLevel.get(assessment.level) ?? [];
    ids.push(items[index]!.evaluation.party.id);
    byLevel.set(assessment.level, ids);
  });
  for (const [level, ids] of byLevel) await setPartiesRiskLevel(tx, ids, level);
  await recordAudit(
    tx,
    actor,
    now,
    ...items.map(({ evaluation: { party, combined }, previous }, index) => ({
      entityType: 'party',
      entityCode: party.code,
      action: 'risk_assessed',
      changes: {
        risk_level: [previous?.level ?? party.risk_level, assessments[index]!.level],
        computed_level: combined.level,
        assessment: assessments[index]!.code,
        rule_set_version: version.version,
      },
      teamId: party.team_id,
    })),
  );
  for (const [index, { evaluation }] of items.entries()) {
    await raiseCaseWork(deps, tx, evaluation.party, assessments[index]!, evaluation.results, actor);
  }
  return assessments;
}

/**
 * Assesses a party with the team's active rule set, in the caller's transaction (the party's
 * change and its assessment commit together). A beneficial owner or board member is assessed
 * as part of its company. A manual override carries over to the new assessment, so an
 * officer's decision is not silently undone by an edit; both levels stay visible.
 *
 * High and non-acceptable levels raise an alert, missing data a task, through the case-work
 * service (one open of each per party). The caller kicks the e-mail outbox after commit.
 */
export async function assessParty(
  deps: AppDeps,
  tx: Db,
  partyId: number,
  actor: AuditActor,
): Promise<AssessmentRow | null> {
  const [party] = await tx.select().from(parties).where(eq(parties.id, partyId));
  if (!party || party.deleted_at) return null;
  // The screening is one of the facts the rules read, so it comes first.
  await screenParty(deps, tx, party, actor);
  if (party.parent_party_id !== null) {
    return assessParty(deps, tx, party.parent_party_id, actor);
  }
  const assessor = await prepare(deps, tx, party.team_id, actor);
  const { definition } = assessor.version;
  const facts = await partyFacts(tx, party, definition.internal_risk_list);
  const evaluation = evaluate(assessor, party, facts);

  const previous = await findLatestAssessment(tx, party.id);
  const { hash, text } = evaluation.fingerprint;
  if (previous && (previous.fingerprint === hash || previous.fingerprint === text)) return previous;
  const [assessment] = await recordAssessments(
    deps,
    tx,
    assessor,
    [{ evaluation, previous }],
    actor,
  );
  return assessment!;
}

/**
 * Assesses parties of one team just created together (the CSV import), exactly as
 * `assessParty` assesses one, in the caller's transaction: the rule set is read once and the
 * records are written in a few statements. New parties have no earlier assessment and no
 * beneficial owners or board members yet (those are added one by one later, and each
 * addition assesses the company again).
 */
export async function assessNewParties(
  deps: AppDeps,
  tx: Db,
  teamId: number,
  created: PartyRow[],
  actor: AuditActor,
): Promise<AssessmentRow[]> {
  if (created.length === 0) return [];
  const assessor = await prepare(deps, tx, teamId, actor);
  const { internal_risk_list } = assessor.version.definition;
  const none = { beneficiaries: [], boardMembers: [] };
  const items = [];
  for (const party of created) {
    // Screened as a single create is, so the sanctions rule reads its hits.
    await screenParty(deps, tx, party, actor);
    const facts = await partyFacts(tx, party, internal_risk_list, none);
    items.push({ evaluation: evaluate(assessor, party, facts) });
  }
  return recordAssessments(deps, tx, assessor, items, actor);
}

async function raiseCaseWork(
  deps: AppDeps,
  tx: Db,
  party: PartyRow,
  assessment: AssessmentRow,
  results: RuleResult[],
  actor: AuditActor,
) {
  const name = partyDisplayName(party);
  const level = assessment.computed_level as RiskLevel;
  if (ALERTING.includes(level)) {
    const risky = results.filter(
      (r) => r.outcome.risk === 'high' || r.outcome.risk === 'non_acceptable',
    );
    await raiseAlert(deps, tx, {
      teamId: party.team_id,
      source: 'rule_result',
      subjectKey: `party-risk:${party.id}`,
      severity: level === 'non_acceptable' ? 'critical' : 'high',
      title: `${level === 'non_acceptable' ? 'Non-acceptable' : 'High'} risk: ${name}`,
      explanation: [assessment.reason, ...risky.map((r) => r.outcome.explanation)]
        .map(bothLanguages)
        .join('\n\n'),
      partyId: party.id,
      links: [
        { type: 'risk_assessment', code: assessment.code, label: `${name}: ${level}` },
        { type: 'party', code: party.code, label: name },
      ],
      actor,
    });
  }
  const missing = [...new Set(results.flatMap((r) => r.outcome.missing))];
  if (missing.length > 0) {
    await raiseTask(deps, tx, {
      teamId: party.team_id,
      source: 'rules',
      subjectKey: `missing-data:party:${party.id}`,
      title: `Complete the data of ${name} / Uzupełnij dane: ${name}`,
      description: `The risk assessment needs / Ocena ryzyka wymaga: ${missing.join(', ')}`,
      partyId: party.id,
      actor,
    });
  }
}
