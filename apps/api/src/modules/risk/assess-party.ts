import { partyDisplayName } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { followAssessment } from '../cdd/index.js';
import { findPartyById, type PartyRow } from '../parties/index.js';
import { currentHitsOfParties, type HitRow } from '../sanctions/index.js';
import { assessmentRows, raiseRiskCaseWork, saysNothingNew } from './assessment-records.js';
import {
  combineOutcomes,
  runRules,
  type PartyFacts,
  type RuleContext,
} from '../../engines/risk-rules/index.js';
import { compileVersion } from '../rule-sets/index.js';
import { partyFacts } from './party-facts.js';
import { ensureActiveVersion } from '../rule-sets/rule-sets.service.js';
import { settleRiskAlert, type InputDecision } from './settle-risk-alert.js';
import {
  findLatestAssessment,
  insertAssessments,
  setPartiesRiskLevel,
  type AssessmentRow,
} from './risk.repository.js';

/**
 * What assessing a team's parties needs once: its active rule set version with the enabled
 * rules compiled, and the context.
 */
async function prepare(deps: AppDeps, tx: Db, teamId: number, actor: AuditActor) {
  const { version } = await ensureActiveVersion(deps, tx, teamId, actor);
  const context: RuleContext = {
    now: deps.clock.now(),
    lists: version.definition.lists,
    ...(deps.geolocate ? { geolocate: deps.geolocate } : {}),
  };
  return { version, context, rules: compileVersion(version).party };
}
type Assessor = Awaited<ReturnType<typeof prepare>>;

/** Every enabled rule of the version on the party's facts, and their combination. */
function evaluate({ version, context, rules }: Assessor, party: PartyRow, facts: PartyFacts) {
  const results = runRules(rules, facts, context);
  return {
    party,
    facts,
    rules: rules.map(({ rule }) => rule),
    results,
    combined: combineOutcomes(results, version.definition.scheme),
  };
}
type Evaluation = ReturnType<typeof evaluate>;

/**
 * Writes the assessments of evaluated parties (each after its `previous` one, whose override
 * carries over) with their rule results, sets the parties' levels, audits each and raises
 * the case work: a few statements whatever the number of parties, then case work per party
 * that needs it. After a person's decision on what the rules read (`decided`), the party's
 * risk alert follows it first when that alone raised it (settle-risk-alert.ts).
 */
async function recordAssessments(
  deps: AppDeps,
  tx: Db,
  { version }: Assessor,
  items: Array<{ evaluation: Evaluation; previous?: AssessmentRow }>,
  actor: AuditActor,
  decided?: InputDecision,
): Promise<AssessmentRow[]> {
  const now = deps.clock.now();
  const assessments = await insertAssessments(
    tx,
    items.map(({ evaluation, previous }) =>
      assessmentRows(
        { teamId: evaluation.party.team_id, partyId: evaluation.party.id },
        version.id,
        evaluation,
        previous,
        actor,
        now,
      ),
    ),
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
  for (const [index, { evaluation, previous }] of items.entries()) {
    const { party, facts } = evaluation;
    const name = partyDisplayName(party);
    // A first assessment comes before the party's first execution (parties.service.ts).
    if (previous) {
      await followAssessment(deps, tx, {
        partyId: party.id,
        from: previous.level,
        to: assessments[index]!.level,
        actor,
      });
    }
    if (decided) {
      await settleRiskAlert(
        deps,
        tx,
        { teamId: party.team_id, type: 'party', id: party.id },
        assessments[index]!,
        decided,
        actor,
      );
    }
    await raiseRiskCaseWork(
      deps,
      tx,
      {
        teamId: party.team_id,
        type: 'party',
        id: party.id,
        name,
        link: { type: 'party', code: party.code, label: name },
        people: {
          beneficiaries: facts.beneficiaries.map((person) => person.display_name),
          board_members: facts.board_members.map((person) => person.display_name),
        },
        partyId: party.id,
      },
      assessments[index]!,
      evaluation.results,
      actor,
    );
  }
  return assessments;
}

/**
 * Assesses a party with the team's active rule set, in the caller's transaction (the party's
 * change and its assessment commit together). A beneficial owner or board member is assessed
 * as part of its company. A manual override carries over to the new assessment, so an
 * officer's decision is not silently undone by an edit; both levels stay visible.
 *
 * The sanctions rule reads the party's screening as stored: a change of a party is screened
 * before it is assessed, by the parties service (`screenAndAssessParty`), not here.
 *
 * High and non-acceptable levels raise an alert, missing data a task, through the case-work
 * service (one open of each per party). `decided` is the decision this assessment follows
 * (a sanctions hit's): the risk alert it alone raised settles with it. The caller kicks the
 * e-mail outbox after commit.
 */
export async function assessParty(
  deps: AppDeps,
  tx: Db,
  partyId: number,
  actor: AuditActor,
  decided?: InputDecision,
): Promise<AssessmentRow | null> {
  const party = await findPartyById(tx, partyId);
  if (!party || party.deleted_at) return null;
  if (party.parent_party_id !== null) {
    return assessParty(deps, tx, party.parent_party_id, actor, decided);
  }
  const assessor = await prepare(deps, tx, party.team_id, actor);
  const { definition } = assessor.version;
  const facts = await partyFacts(tx, party, definition.internal_risk_list);
  const evaluation = evaluate(assessor, party, facts);

  const previous = await findLatestAssessment(tx, party.id);
  if (previous && saysNothingNew(previous, assessor.version.id, evaluation)) return previous;
  const [assessment] = await recordAssessments(
    deps,
    tx,
    assessor,
    [{ evaluation, previous }],
    actor,
    decided,
  );
  return assessment!;
}

/**
 * Assesses parties of one team just created together (the CSV import), exactly as
 * `assessParty` assesses one, in the caller's transaction: the rule set is read once and the
 * records are written in a few statements. New parties have no earlier assessment and no
 * beneficial owners or board members yet (those are added one by one later, and each
 * addition assesses the company again). The caller has screened them.
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
  const hits = new Map<number, HitRow[]>();
  for (const hit of await currentHitsOfParties(
    tx,
    teamId,
    created.map((party) => party.id),
  )) {
    hits.set(hit.party_id!, [...(hits.get(hit.party_id!) ?? []), hit]);
  }
  const items = [];
  for (const party of created) {
    const known = { beneficiaries: [], boardMembers: [], hits: hits.get(party.id) ?? [] };
    const facts = await partyFacts(tx, party, internal_risk_list, known);
    items.push({ evaluation: evaluate(assessor, party, facts) });
  }
  return recordAssessments(deps, tx, assessor, items, actor);
}
