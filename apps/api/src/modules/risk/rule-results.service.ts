import type { RiskLevel, RuleResultStatus } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { combineRecord } from './assessment-records.js';
import {
  latestAssessmentOf,
  setSubjectLevel,
  subjectOf,
  type AssessmentSubject,
} from './assessment-subject.js';
import { toRuleResult } from './risk.service.js';
import {
  findResult,
  lockAssessment,
  updateAssessment,
  insertRejection,
  type AssessmentRow,
} from './risk.repository.js';
import { scopeOf } from '../../policies/record.policy.js';

async function requireResult(db: Db, auth: TeamContext, code: string) {
  const row = await findResult(db, scopeOf(auth), code);
  if (!row) throw notFound('Rule result');
  return row;
}

/** GET /int/result/{id}/status and /int/rules/{id}/missing-data: what the rule said, in short. */
export async function getResultStatus(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<RuleResultStatus> {
  const result = toRuleResult(await requireResult(deps.db, auth, code));
  return {
    code: result.code,
    status: result.rejected ? 'rejected' : result.status,
    rejected: result.rejected,
    missing: result.missing,
  };
}

/**
 * The assessment's level again from the results not rejected, by the scheme of the version it
 * was made with (not today's). An override stays in force; the party or transaction takes the
 * new level only from its newest record.
 */
async function recombine(tx: Db, assessment: AssessmentRow, subject: AssessmentSubject) {
  const combined = await combineRecord(tx, assessment);
  const level: RiskLevel = (assessment.override_level as RiskLevel | null) ?? combined.level;
  await updateAssessment(tx, assessment.id, {
    computed_level: combined.level,
    level,
    reason: combined.reason,
  });
  const newest = await latestAssessmentOf(tx, subject);
  if (newest?.id === assessment.id) await setSubjectLevel(tx, subject, level);
  return combined.level;
}

/**
 * A person sets a rule's finding aside, with the reason (a false country match, say): the
 * assessment is combined again without it, and the decision is audited on the party. The
 * first rejection stands; rejecting again changes nothing.
 */
export async function rejectResult(deps: AppDeps, auth: TeamContext, code: string, reason: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const seen = await requireResult(tx, auth, code);
    const assessment = await lockAssessment(tx, seen.assessment.id);
    // Read again under the lock, so that two rejections at once both count and the first stands.
    const found = await requireResult(tx, auth, code);
    const { result } = found;
    if (result.rejected_at) return;
    const subject = subjectOf(found);
    await insertRejection(tx, {
      assessment_id: assessment.id,
      position: result.position,
      reason,
      rejected_by: auth.userId,
      rejected_at: now,
    });
    const computed = await recombine(tx, assessment, subject);
    await recordAudit(tx, auth, now, {
      entityType: subject.type,
      entityCode: subject.code,
      action: 'rule_result_rejected',
      changes: {
        assessment: assessment.code,
        result: result.code,
        rule: result.rule_code,
        reason,
        computed_level: [assessment.computed_level, computed],
      },
    });
  });
  return getResultStatus(deps, auth, code);
}
