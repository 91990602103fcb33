import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  parties,
  riskAssessments,
  ruleResults,
  ruleSetVersions,
  ruleSets,
  users,
} from '../../db/schema.js';
import { visible as visibleParty, type RecordScope } from '../parties/parties.repository.js';

export type AssessmentRow = typeof riskAssessments.$inferSelect;
export type RuleResultRow = typeof ruleResults.$inferSelect;

export async function findLatestAssessment(db: Db, partyId: number) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.party_id, partyId), isNull(riskAssessments.deleted_at)))
    .orderBy(desc(riskAssessments.id))
    .limit(1);
  return row;
}

export async function insertAssessment(
  db: Db,
  values: typeof riskAssessments.$inferInsert,
  results: Array<Omit<typeof ruleResults.$inferInsert, 'assessment_id'>>,
) {
  const [assessment] = await db.insert(riskAssessments).values(values).returning();
  if (results.length > 0) {
    await db
      .insert(ruleResults)
      .values(results.map((result) => ({ ...result, assessment_id: assessment!.id })));
  }
  return assessment!;
}

export async function updateAssessment(
  db: Db,
  id: number,
  patch: Partial<typeof riskAssessments.$inferInsert>,
) {
  await db.update(riskAssessments).set(patch).where(eq(riskAssessments.id, id));
}

/** The results of assessments in their order, with who rejected each. */
export async function listResults(db: Db, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .select({ result: ruleResults, rejected_by_email: users.email })
    .from(ruleResults)
    .leftJoin(users, eq(users.id, ruleResults.rejected_by))
    .where(inArray(ruleResults.assessment_id, assessmentIds))
    .orderBy(ruleResults.id);
}
export type DetailedResult = Awaited<ReturnType<typeof listResults>>[number];

/** Assessments are seen through their party: of the team, not deleted, visible to the scope. */
const visibleAssessments = (scope: RecordScope, where?: SQL) =>
  and(
    eq(riskAssessments.team_id, scope.teamId),
    isNull(riskAssessments.deleted_at),
    visibleParty(scope),
    where,
  );

/** Assessments with what explains them: the party, the rule set version, the overrider. */
const detailedAssessments = (db: Db) =>
  db
    .select({
      assessment: riskAssessments,
      party: parties,
      version: ruleSetVersions.version,
      rule_set: { code: ruleSets.code, name: ruleSets.name },
      overridden_by_email: users.email,
    })
    .from(riskAssessments)
    .innerJoin(parties, eq(parties.id, riskAssessments.party_id))
    .innerJoin(ruleSetVersions, eq(ruleSetVersions.id, riskAssessments.rule_set_version_id))
    .innerJoin(ruleSets, eq(ruleSets.id, ruleSetVersions.rule_set_id))
    .leftJoin(users, eq(users.id, riskAssessments.overridden_by))
    .$dynamic();

/** An assessment the scope may see, with what explains it. */
export async function findAssessment(db: Db, scope: RecordScope, code: string) {
  const [row] = await detailedAssessments(db).where(
    visibleAssessments(scope, eq(riskAssessments.code, code)),
  );
  return row;
}
export type DetailedAssessment = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

export type AssessmentFilters = { partyCode?: string; level?: string };

/** A page of the assessments the scope may see, newest first, with the total. */
export async function searchAssessments(
  db: Db,
  scope: RecordScope,
  filters: AssessmentFilters,
  page: { offset: number; limit: number },
) {
  const where = visibleAssessments(
    scope,
    and(
      filters.partyCode ? eq(parties.code, filters.partyCode) : undefined,
      filters.level ? eq(riskAssessments.level, filters.level) : undefined,
    ),
  );
  const [items, [total]] = await Promise.all([
    detailedAssessments(db)
      .where(where)
      .orderBy(desc(riskAssessments.created_at), desc(riskAssessments.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(riskAssessments)
      .innerJoin(parties, eq(parties.id, riskAssessments.party_id))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The assessments of `codes` the scope may see, with their parties. */
export async function findVisibleAssessments(db: Db, scope: RecordScope, codes: string[]) {
  return db
    .select({ assessment: riskAssessments, party: parties })
    .from(riskAssessments)
    .innerJoin(parties, eq(parties.id, riskAssessments.party_id))
    .where(visibleAssessments(scope, inArray(riskAssessments.code, codes)));
}

/** An assessment, its row held to the end of the transaction (its level is recomputed next). */
export async function lockAssessment(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(eq(riskAssessments.id, id))
    .for('update');
  return row!;
}

/** A rule result the scope may see, with its assessment and who rejected it. */
export async function findResult(db: Db, scope: RecordScope, code: string) {
  const [row] = await db
    .select({
      result: ruleResults,
      assessment: riskAssessments,
      party: parties,
      rejected_by_email: users.email,
    })
    .from(ruleResults)
    .innerJoin(riskAssessments, eq(riskAssessments.id, ruleResults.assessment_id))
    .innerJoin(parties, eq(parties.id, riskAssessments.party_id))
    .leftJoin(users, eq(users.id, ruleResults.rejected_by))
    .where(visibleAssessments(scope, eq(ruleResults.code, code)));
  return row;
}

export async function updateResult(
  db: Db,
  id: number,
  patch: Partial<typeof ruleResults.$inferInsert>,
) {
  await db.update(ruleResults).set(patch).where(eq(ruleResults.id, id));
}
