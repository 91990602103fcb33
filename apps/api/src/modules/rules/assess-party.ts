import { partyDisplayName, type RiskLevel } from '@aml/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { parties } from '../../db/schema.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { raiseAlert, raiseTask } from '../case-work/raise.js';
import { updateParty, type PartyRow } from '../parties/parties.repository.js';
import { combineOutcomes, type RuleResult } from './combine.js';
import { PARTY_RULE_KINDS } from './kinds/party/index.js';
import { cannotBeProcessed } from './outcomes.js';
import { partyFacts } from './party-facts.js';
import type { Bilingual, PartyFacts, RuleContext, RuleOutcome } from './rule-kind.js';
import type { RuleDefinition } from './rule-set-definition.js';
import { ensureActiveVersion } from './rule-sets.service.js';
import { findLatestAssessment, insertAssessment, type AssessmentRow } from './rules.repository.js';

/** One rule on the facts; a misconfigured or failing rule says so instead of passing. */
function evaluateRule(rule: RuleDefinition, facts: PartyFacts, context: RuleContext): RuleOutcome {
  const kind = PARTY_RULE_KINDS[rule.kind];
  if (!kind) {
    return cannotBeProcessed({
      en: `Unknown rule kind ${rule.kind}`,
      pl: `Nieznany rodzaj reguły ${rule.kind}`,
    });
  }
  const config = kind.config.safeParse(rule.config);
  if (!config.success) {
    return cannotBeProcessed({
      en: `The configuration of rule ${rule.code} is not valid`,
      pl: `Konfiguracja reguły ${rule.code} jest nieprawidłowa`,
    });
  }
  return kind.evaluate(facts, config.data, context);
}

/** Results in a stable form, to tell whether a new assessment would say anything new. */
const fingerprint = (versionId: number, results: RuleResult[]) =>
  JSON.stringify([versionId, results.map((r) => [r.kind, r.outcome])]);

const ALERTING: readonly RiskLevel[] = ['high', 'non_acceptable'];

const bothLanguages = (text: Bilingual) => `${text.en}\n\n${text.pl}`;

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
  if (party.parent_party_id !== null) {
    return assessParty(deps, tx, party.parent_party_id, actor);
  }
  const { version } = await ensureActiveVersion(deps, tx, party.team_id, actor);
  const { definition } = version;
  const facts = await partyFacts(tx, party, definition.internal_risk_list);
  const context: RuleContext = { now: deps.clock.now(), lists: definition.lists };
  const results: RuleResult[] = definition.party_rules
    .filter((rule) => rule.enabled)
    .map((rule) => ({
      kind: rule.code,
      name: PARTY_RULE_KINDS[rule.kind]?.name,
      outcome: evaluateRule(rule, facts, context),
    }));
  const combined = combineOutcomes(results, definition.scheme);

  const previous = await findLatestAssessment(tx, party.id);
  const print = fingerprint(version.id, results);
  if (previous && previous.fingerprint === print) return previous;

  const now = deps.clock.now();
  const override = previous?.override_level
    ? {
        override_level: previous.override_level,
        override_reason: previous.override_reason,
        overridden_by: previous.overridden_by,
        overridden_at: previous.overridden_at,
      }
    : {};
  const assessment = await insertAssessment(
    tx,
    {
      team_id: party.team_id,
      code: newCode(),
      party_id: party.id,
      rule_set_version_id: version.id,
      computed_level: combined.level,
      level: previous?.override_level ?? combined.level,
      reason: combined.reason,
      fingerprint: print,
      ...override,
      created_by: actor.userId,
      created_at: now,
    },
    definition.party_rules
      .filter((rule) => rule.enabled)
      .map((rule, index) => {
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
  );
  await updateParty(tx, party.id, { risk_level: assessment.level });
  await recordAudit(tx, actor, now, {
    entityType: 'party',
    entityCode: party.code,
    action: 'risk_assessed',
    changes: {
      risk_level: [previous?.level ?? party.risk_level, assessment.level],
      computed_level: combined.level,
      assessment: assessment.code,
      rule_set_version: version.version,
    },
    teamId: party.team_id,
  });
  await raiseCaseWork(deps, tx, party, assessment, results, actor);
  return assessment;
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
