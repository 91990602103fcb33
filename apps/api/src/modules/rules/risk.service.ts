import {
  partyDisplayName,
  type OverrideRiskAssessment,
  type PartyRisk,
  type RiskAssessment,
  type RiskLevel,
  type RuleResult,
  type SetPartyRisk,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireParty, scopeOf } from '../parties/parties.service.js';
import { updateParty, type PartyRow } from '../parties/parties.repository.js';
import type { AuthContext } from '../sessions/auth-context.js';
import { assessParty } from './assess-party.js';
import {
  findAssessment,
  findLatestAssessment,
  findVisibleAssessments,
  listResults,
  lockAssessment,
  updateAssessment,
  type DetailedAssessment,
  type DetailedResult,
} from './rules.repository.js';

/** What one rule said, with a person's rejection of it when there is one. */
export function toRuleResult({ result, rejected_by_email }: DetailedResult): RuleResult {
  return {
    code: result.code,
    rule_code: result.rule_code,
    kind: result.kind,
    status: result.status as RuleResult['status'],
    risk: result.risk as RuleResult['risk'],
    explanation: result.explanation,
    missing: result.missing,
    rejected:
      result.rejected_at && result.rejected_reason !== null
        ? {
            reason: result.rejected_reason,
            by: rejected_by_email,
            at: result.rejected_at.toISOString(),
          }
        : null,
  };
}

/** An assessment record as an inspector reads it: each rule's say, the version, the override. */
export function toRiskAssessment(
  row: DetailedAssessment,
  results: DetailedResult[],
): RiskAssessment {
  const { assessment, party } = row;
  return {
    code: assessment.code,
    party: { code: party.code, display_name: partyDisplayName(party) },
    level: assessment.level as RiskLevel,
    computed_level: assessment.computed_level as RiskLevel,
    reason: assessment.reason,
    override:
      assessment.override_level && assessment.overridden_at
        ? {
            level: assessment.override_level as RiskLevel,
            reason: assessment.override_reason ?? '',
            by: row.overridden_by_email,
            at: assessment.overridden_at.toISOString(),
          }
        : null,
    rule_set: { ...row.rule_set, version: row.version },
    results: results.map(toRuleResult),
    created_at: assessment.created_at.toISOString(),
  };
}

/** An assessment record the caller may see (its party decides), or 404. */
export async function getAssessment(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
): Promise<RiskAssessment> {
  const row = await findAssessment(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Risk assessment');
  return toRiskAssessment(row, await listResults(deps.db, [row.assessment.id]));
}

/** GET /int/parties/{id}/risk: the party's level and its current assessment. */
export async function getPartyRisk(
  deps: AppDeps,
  auth: AuthContext,
  partyCode: string,
): Promise<PartyRisk> {
  const party = await requireParty(deps, auth, partyCode);
  const latest = await findLatestAssessment(deps.db, party.parent_party_id ?? party.id);
  return {
    risk_level: party.risk_level as RiskLevel,
    assessment: latest ? await getAssessment(deps, auth, latest.code) : null,
  };
}

/**
 * A person's decision over the rules' level, taken on the party's current assessment: the
 * level is kept on the record beside the computed one, becomes the party's, carries over to
 * later assessments (assess-party.ts) and is audited. The one way both routes override.
 */
async function overrideAssessment(
  tx: Db,
  auth: AuthContext,
  now: Date,
  party: PartyRow,
  assessmentId: number,
  decision: SetPartyRisk,
) {
  // Held to the end of the transaction, so that an override and a rejection do not cross.
  const assessment = await lockAssessment(tx, assessmentId);
  await updateAssessment(tx, assessment.id, {
    level: decision.level,
    override_level: decision.level,
    override_reason: decision.reason,
    overridden_by: auth.userId,
    overridden_at: now,
  });
  await updateParty(tx, party.id, { risk_level: decision.level, updated_at: now });
  await recordAudit(tx, auth, now, {
    entityType: 'party',
    entityCode: party.code,
    action: 'risk_overridden',
    changes: {
      risk_level: [assessment.level, decision.level],
      computed_level: assessment.computed_level,
      reason: decision.reason,
      assessment: assessment.code,
    },
  });
}

/** POST /int/parties/{id}/set-risk: the override on the party's current assessment. */
export async function setPartyRisk(
  deps: AppDeps,
  auth: AuthContext,
  partyCode: string,
  input: SetPartyRisk,
): Promise<PartyRisk> {
  const party = await requireParty(deps, auth, partyCode);
  if (party.parent_party_id !== null) throw notFound('Party');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const assessment =
      (await findLatestAssessment(tx, party.id)) ?? (await assessParty(deps, tx, party.id, auth))!;
    await overrideAssessment(tx, auth, now, party, assessment.id, input);
  });
  void deps.emails.kick();
  return getPartyRisk(deps, auth, partyCode);
}

/**
 * PATCH /int/risk-assessment-records: the override on a record. Only the party's current
 * record may be overridden: an earlier one stays as it was made (409), since its level no
 * longer is the party's.
 */
export async function overrideRecord(
  deps: AppDeps,
  auth: AuthContext,
  input: OverrideRiskAssessment,
): Promise<RiskAssessment> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [found] = await findVisibleAssessments(tx, scopeOf(auth), [input.code]);
    if (!found) throw notFound('Risk assessment');
    const current = await findLatestAssessment(tx, found.party.id);
    if (current?.id !== found.assessment.id) {
      throw new AppError(
        409,
        'risk_assessment_superseded',
        "The record is not the party's current assessment",
      );
    }
    await overrideAssessment(tx, auth, now, found.party, found.assessment.id, {
      level: input.override_level,
      reason: input.override_reason,
    });
  });
  return getAssessment(deps, auth, input.code);
}
