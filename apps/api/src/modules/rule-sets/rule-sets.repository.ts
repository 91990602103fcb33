import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ruleSetVersions, ruleSets, teams, users } from '../../db/schema.js';
import { readDefinition, type RuleSetDefinition } from '../../engines/risk-rules/index.js';

export type RuleSetRow = typeof ruleSets.$inferSelect;
export type RuleSetVersionRow = Omit<typeof ruleSetVersions.$inferSelect, 'definition'> & {
  definition: RuleSetDefinition;
};

/** A version as the engine reads it: stored definitions of older shapes are brought up to date. */
const readVersion = (row: typeof ruleSetVersions.$inferSelect): RuleSetVersionRow => ({
  ...row,
  definition: readDefinition(row.definition),
});

const inForce = and(
  eq(ruleSetVersions.rule_set_id, ruleSets.id),
  eq(ruleSetVersions.version, ruleSets.current_version),
);
const liveOfTeam = (teamId: number) =>
  and(eq(ruleSets.team_id, teamId), isNull(ruleSets.deleted_at));

/** The language of the user who created the team; null when the team has no creator. */
export async function findTeamCreatorLanguage(db: Db, teamId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.created_by))
    .where(eq(teams.id, teamId));
  return row?.language ?? null;
}

/** The version in force of the team's active rule set, if the team has one. */
export async function findActiveVersion(db: Db, teamId: number) {
  const [row] = await db
    .select({ version: ruleSetVersions, rule_set: ruleSets })
    .from(ruleSets)
    .innerJoin(ruleSetVersions, inForce)
    .where(and(liveOfTeam(teamId), eq(ruleSets.active, true)));
  return row && { rule_set: row.rule_set, version: readVersion(row.version) };
}

/** The team's rule sets (not deleted) with their versions in force, oldest first. */
export async function listRuleSets(db: Db, teamId: number) {
  const rows = await db
    .select({ version: ruleSetVersions, rule_set: ruleSets })
    .from(ruleSets)
    .innerJoin(ruleSetVersions, inForce)
    .where(liveOfTeam(teamId))
    .orderBy(ruleSets.id);
  return rows.map((row) => ({ rule_set: row.rule_set, version: readVersion(row.version) }));
}

/**
 * A rule set of the team by code; `lock` holds its row until the transaction ends, so that two
 * changes at once make versions N+1 and N+2 rather than colliding.
 */
export async function findRuleSet(
  db: Db,
  teamId: number,
  code: string,
  options: { lock?: boolean } = {},
): Promise<RuleSetRow | undefined> {
  const query = db
    .select()
    .from(ruleSets)
    .where(and(liveOfTeam(teamId), eq(ruleSets.code, code)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findVersion(db: Db, ruleSetId: number, version: number) {
  const [row] = await db
    .select()
    .from(ruleSetVersions)
    .where(and(eq(ruleSetVersions.rule_set_id, ruleSetId), eq(ruleSetVersions.version, version)));
  return row && readVersion(row);
}

export async function findVersionById(db: Db, id: number) {
  const [row] = await db.select().from(ruleSetVersions).where(eq(ruleSetVersions.id, id));
  return row && readVersion(row);
}

/** The versions of a set, newest first, with who made each. */
export async function listVersions(db: Db, ruleSetId: number) {
  return db
    .select({
      version: ruleSetVersions.version,
      created_at: ruleSetVersions.created_at,
      created_by: users.email,
    })
    .from(ruleSetVersions)
    .leftJoin(users, eq(users.id, ruleSetVersions.created_by))
    .where(eq(ruleSetVersions.rule_set_id, ruleSetId))
    .orderBy(desc(ruleSetVersions.version));
}

/**
 * Creates a rule set with its first version. An active one is not created when another request
 * has just made the team's active set (the one-active index decides): then answers undefined.
 */
export async function insertRuleSet(
  db: Db,
  values: {
    team_id: number;
    code: string;
    name: string;
    active: boolean;
    created_by: number | null;
    now: Date;
  },
  definition: RuleSetDefinition,
): Promise<RuleSetRow | undefined> {
  const [created] = await db
    .insert(ruleSets)
    .values({
      team_id: values.team_id,
      code: values.code,
      name: values.name,
      active: values.active,
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
  if (!created) return undefined;
  await insertVersion(db, {
    rule_set_id: created.id,
    version: 1,
    definition,
    created_by: values.created_by,
    created_at: values.now,
  });
  return created;
}

export async function insertVersion(db: Db, values: typeof ruleSetVersions.$inferInsert) {
  const [row] = await db.insert(ruleSetVersions).values(values).returning();
  return readVersion(row!);
}

export async function updateRuleSet(db: Db, id: number, patch: Partial<RuleSetRow>) {
  await db.update(ruleSets).set(patch).where(eq(ruleSets.id, id));
}

/** Deactivates the team's active set unless it is `keepId` (activated next, same transaction). */
export async function deactivateOthers(db: Db, teamId: number, keepId: number, now: Date) {
  await db
    .update(ruleSets)
    .set({ active: false, updated_at: now })
    .where(and(liveOfTeam(teamId), eq(ruleSets.active, true), ne(ruleSets.id, keepId)));
}
