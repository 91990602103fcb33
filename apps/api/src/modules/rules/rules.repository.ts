import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { riskAssessments, ruleResults, ruleSetVersions, ruleSets, users } from '../../db/schema.js';
import type { RuleSetDefinition } from './rule-set-definition.js';

export type RuleSetVersionRow = typeof ruleSetVersions.$inferSelect;
export type AssessmentRow = typeof riskAssessments.$inferSelect;
export type RuleResultRow = typeof ruleResults.$inferSelect;

/** The version in force of the team's active rule set, if the team has one. */
export async function findActiveVersion(db: Db, teamId: number) {
  const [row] = await db
    .select({ version: ruleSetVersions, rule_set: ruleSets })
    .from(ruleSets)
    .innerJoin(
      ruleSetVersions,
      and(
        eq(ruleSetVersions.rule_set_id, ruleSets.id),
        eq(ruleSetVersions.version, ruleSets.current_version),
      ),
    )
    .where(
      and(eq(ruleSets.team_id, teamId), eq(ruleSets.active, true), isNull(ruleSets.deleted_at)),
    );
  return row;
}

/**
 * Creates the team's active rule set with its first version, unless another request has just
 * done so (the one-active index decides); answers whether this call created it.
 */
export async function insertActiveRuleSet(
  db: Db,
  values: { team_id: number; code: string; name: string; created_by: number | null; now: Date },
  definition: RuleSetDefinition,
): Promise<boolean> {
  const [created] = await db
    .insert(ruleSets)
    .values({
      team_id: values.team_id,
      code: values.code,
      name: values.name,
      active: true,
      current_version: 1,
      created_by: values.created_by,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflictDoNothing({
      target: ruleSets.team_id,
      where: sql`${ruleSets.active} and ${ruleSets.deleted_at} is null`,
    })
    .returning();
  if (!created) return false;
  await db.insert(ruleSetVersions).values({
    rule_set_id: created.id,
    version: 1,
    definition,
    created_by: values.created_by,
    created_at: values.now,
  });
  return true;
}

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

export async function listResults(db: Db, assessmentId: number) {
  return db
    .select()
    .from(ruleResults)
    .where(eq(ruleResults.assessment_id, assessmentId))
    .orderBy(ruleResults.id);
}

/** An assessment of the team with what explains it: the version, the overrider. */
export async function findAssessment(db: Db, teamId: number, code: string) {
  const [row] = await db
    .select({
      assessment: riskAssessments,
      version: ruleSetVersions.version,
      rule_set: { code: ruleSets.code, name: ruleSets.name },
      overridden_by_email: users.email,
    })
    .from(riskAssessments)
    .innerJoin(ruleSetVersions, eq(ruleSetVersions.id, riskAssessments.rule_set_version_id))
    .innerJoin(ruleSets, eq(ruleSets.id, ruleSetVersions.rule_set_id))
    .leftJoin(users, eq(users.id, riskAssessments.overridden_by))
    .where(
      and(
        eq(riskAssessments.team_id, teamId),
        eq(riskAssessments.code, code),
        isNull(riskAssessments.deleted_at),
      ),
    );
  return row;
}
