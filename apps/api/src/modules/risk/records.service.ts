import type { RiskAssessment, RiskAssessmentQuery } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { addDays, warsawDayStart } from '../../lib/warsaw-time.js';
import { recordAudit } from '../audit/audit.service.js';
import { latestAssessmentOf, setSubjectLevel, subjectOf } from './assessment-subject.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { toRiskAssessment } from './risk.service.js';
import {
  findVisibleAssessments,
  listResults,
  searchAssessments,
  updateAssessment,
} from './risk.repository.js';
import { scopeOf } from '../../policies/record.policy.js';

/** GET /int/risk-assessment-records: what the caller may see (by party), newest first. */
export async function findRecords(
  deps: AppDeps,
  auth: TeamContext,
  query: RiskAssessmentQuery,
): Promise<{ items: RiskAssessment[]; total: number }> {
  const { items, total } = await searchAssessments(
    deps.db,
    scopeOf(auth),
    {
      text: query.text || undefined,
      partyCode: query.party_code,
      transactionCode: query.transaction_code,
      subject: query.subject,
      level: query.level,
      overridden: query.overridden,
      createdFrom: query.created_from ? warsawDayStart(query.created_from) : undefined,
      createdBefore: query.created_to ? warsawDayStart(addDays(query.created_to, 1)) : undefined,
    },
    { offset: query.page * query.page_size, limit: query.page_size },
  );
  const results = await listResults(
    deps.db,
    items.map((row) => row.assessment),
  );
  return {
    items: items.map((row) =>
      toRiskAssessment(
        row,
        results.filter((result) => result.result.assessment_id === row.assessment.id),
      ),
    ),
    total,
  };
}

/**
 * Deletes records (kept for the retention period). A party's or transaction's level is then
 * that of its newest remaining record, or 'pending' when none remains: it is never left
 * pointing at a deleted one.
 */
export async function deleteRecords(deps: AppDeps, auth: TeamContext, codes: string[]) {
  const found = await findVisibleAssessments(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Risk assessment');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const { assessment } of found) {
      await updateAssessment(tx, assessment.id, { deleted_at: now });
    }
    const levels = new Map<string, string>();
    const subjects = found.map(subjectOf);
    for (const subject of subjects) {
      const key = `${subject.type}:${subject.id}`;
      if (levels.has(key)) continue;
      const remaining = await latestAssessmentOf(tx, subject);
      levels.set(key, remaining?.level ?? 'pending');
      await setSubjectLevel(tx, subject, levels.get(key)!, now);
    }
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map(({ assessment }, index) => {
        const subject = subjects[index]!;
        return {
          entityType: subject.type,
          entityCode: subject.code,
          action: 'risk_assessment_deleted',
          changes: {
            assessment: assessment.code,
            risk_level: [subject.risk_level, levels.get(`${subject.type}:${subject.id}`)],
          },
        };
      }),
    );
  });
}
