import type { RiskAssessment, RiskAssessmentQuery } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { addDays, warsawDayStart } from '../../lib/warsaw-time.js';
import { recordAudit } from '../audit/audit.service.js';
import { updateParty } from '../parties/parties.repository.js';
import { scopeOf } from '../parties/parties.service.js';
import type { AuthContext } from '../sessions/auth-context.js';
import { toRiskAssessment } from './risk.service.js';
import {
  findLatestAssessment,
  findVisibleAssessments,
  listResults,
  searchAssessments,
  updateAssessment,
} from './rules.repository.js';

/** GET /int/risk-assessment-records: what the caller may see (by party), newest first. */
export async function findRecords(
  deps: AppDeps,
  auth: AuthContext,
  query: RiskAssessmentQuery,
): Promise<{ items: RiskAssessment[]; total: number }> {
  const { items, total } = await searchAssessments(
    deps.db,
    scopeOf(auth),
    {
      text: query.text || undefined,
      partyCode: query.party_code,
      level: query.level,
      overridden: query.overridden,
      createdFrom: query.created_from ? warsawDayStart(query.created_from) : undefined,
      createdBefore: query.created_to ? warsawDayStart(addDays(query.created_to, 1)) : undefined,
    },
    { offset: query.page * query.page_size, limit: query.page_size },
  );
  const results = await listResults(
    deps.db,
    items.map((row) => row.assessment.id),
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
 * Deletes records (kept for the retention period). A party's level is then that of its newest
 * remaining record, or 'pending' when none remains: it is never left pointing at a deleted one.
 */
export async function deleteRecords(deps: AppDeps, auth: AuthContext, codes: string[]) {
  const found = await findVisibleAssessments(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Risk assessment');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const { assessment } of found) {
      await updateAssessment(tx, assessment.id, { deleted_at: now });
    }
    const levels = new Map<number, string>();
    for (const { party } of found) {
      if (levels.has(party.id)) continue;
      const remaining = await findLatestAssessment(tx, party.id);
      levels.set(party.id, remaining?.level ?? 'pending');
      await updateParty(tx, party.id, { risk_level: levels.get(party.id), updated_at: now });
    }
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map(({ assessment, party }) => ({
        entityType: 'party',
        entityCode: party.code,
        action: 'risk_assessment_deleted',
        changes: {
          assessment: assessment.code,
          risk_level: [party.risk_level, levels.get(party.id)],
        },
      })),
    );
  });
}
