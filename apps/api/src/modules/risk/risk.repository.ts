import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { matchesSearch } from '../../db/search.js';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  parties,
  riskAssessments,
  ruleResultRejections,
  ruleSetVersions,
  ruleSets,
  transactions,
  users,
  type StoredRuleResult,
} from '../../db/schema.js';
import { visible as visibleParty } from '../parties/index.js';
import { visibleTransaction } from '../transactions/index.js';
import {
  readExplanation,
  parseResultCode,
  resultCode,
  type Bilingual,
} from '../../engines/risk-rules/index.js';
import type { RecordScope } from '../../policies/record.policy.js';

/** A rule's result as an assessment stores it (in its row, ADR 7). */
export type { StoredRuleResult };

export type AssessmentRow = typeof riskAssessments.$inferSelect;

export async function findLatestAssessment(db: Db, partyId: number) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.party_id, partyId), isNull(riskAssessments.deleted_at)))
    .orderBy(desc(riskAssessments.id))
    .limit(1);
  return row;
}

/** A transaction's current (newest) assessment. */
export async function findLatestTransactionAssessment(db: Db, transactionId: number) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(
      and(eq(riskAssessments.transaction_id, transactionId), isNull(riskAssessments.deleted_at)),
    )
    .orderBy(desc(riskAssessments.id))
    .limit(1);
  return row;
}

/**
 * A team's assessment by its code, deleted or not: what an alert links to as its cause stays
 * the record it was raised from.
 */
export async function findTeamAssessment(db: Db, teamId: number, code: string) {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.team_id, teamId), eq(riskAssessments.code, code)));
  return row;
}

/** Rows per INSERT: one JSON parameter each, so the limit only bounds a statement's size. */
const INSERT_CHUNK = 2000;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) =>
    rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK),
  );

export type NewAssessment = typeof riskAssessments.$inferInsert & {
  code: string;
  created_at: Date;
};
/**
 * Assessments with their rule results (about fifteen each, in their row), in a few statements
 * whatever their number: the rows travel as one JSON parameter (jsonb_to_recordset) rather than
 * one parameter per value, which a CSV import of thousands of parties otherwise spends most of
 * its time building and binding. Answers the assessments in the order given.
 */
export async function insertAssessments(
  db: Db,
  items: Array<{ assessment: NewAssessment; results: StoredRuleResult[] }>,
): Promise<AssessmentRow[]> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(items)) {
    const rows = chunk.map(({ assessment, results }) => ({
      ...assessment,
      results,
      overridden_at: assessment.overridden_at?.toISOString() ?? null,
      created_at: assessment.created_at.toISOString(),
    }));
    const inserted = await queryRows<{ id: string | number; code: string }>(
      db,
      sql`insert into ${riskAssessments} (team_id, code, party_id, transaction_id,
          rule_set_version_id, computed_level, level, reason, results,
          override_level, override_reason, overridden_by, overridden_at, created_by, created_at)
        select team_id, code, party_id, transaction_id, rule_set_version_id, computed_level,
          level, reason, results, override_level, override_reason, overridden_by,
          overridden_at, created_by, created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(team_id bigint, code text,
          party_id bigint, transaction_id bigint, rule_set_version_id bigint,
          computed_level text, level text, reason jsonb, results jsonb,
          override_level text, override_reason text, overridden_by bigint,
          overridden_at timestamptz, created_by bigint, created_at timestamptz)
        returning id::text, code`,
    );
    for (const row of inserted) ids.set(row.code, Number(row.id));
  }
  return items.map(({ assessment, results }) => ({
    id: ids.get(assessment.code)!,
    team_id: assessment.team_id,
    code: assessment.code,
    party_id: assessment.party_id ?? null,
    transaction_id: assessment.transaction_id ?? null,
    rule_set_version_id: assessment.rule_set_version_id,
    computed_level: assessment.computed_level,
    level: assessment.level,
    reason: assessment.reason,
    results,
    override_level: assessment.override_level ?? null,
    override_reason: assessment.override_reason ?? null,
    overridden_by: assessment.overridden_by ?? null,
    overridden_at: assessment.overridden_at ?? null,
    created_by: assessment.created_by ?? null,
    created_at: assessment.created_at,
    deleted_at: null,
  }));
}

/** Sets the risk level of parties: one UPDATE for all of them. */
export async function setPartiesRiskLevel(db: Db, partyIds: number[], level: string) {
  if (partyIds.length > 0) {
    await db.update(parties).set({ risk_level: level }).where(inArray(parties.id, partyIds));
  }
}

export async function updateAssessment(
  db: Db,
  id: number,
  patch: Partial<typeof riskAssessments.$inferInsert>,
) {
  await db.update(riskAssessments).set(patch).where(eq(riskAssessments.id, id));
}

/** A rule result as the services read it: what the rule said, where, and its rejection. */
export type ResultRow = Omit<StoredRuleResult, 'explanation'> & {
  explanation: Bilingual;
  assessment_id: number;
  position: number;
  code: string;
  rejected_reason: string | null;
  rejected_by: number | null;
  rejected_at: Date | null;
};
export type DetailedResult = { result: ResultRow; rejected_by_email: string | null };

type WithResults = Pick<AssessmentRow, 'id' | 'code' | 'results'>;

/** The rejections of results of assessments, with who rejected each. */
async function rejectionsOf(db: Db, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .select({ rejection: ruleResultRejections, email: users.email })
    .from(ruleResultRejections)
    .leftJoin(users, eq(users.id, ruleResultRejections.rejected_by))
    .where(inArray(ruleResultRejections.assessment_id, assessmentIds));
}

/** The results of assessments in their order, with who rejected each. */
export async function listResults(db: Db, assessments: WithResults[]): Promise<DetailedResult[]> {
  const rejections = await rejectionsOf(
    db,
    assessments.map((assessment) => assessment.id),
  );
  const rejectionOf = new Map(
    rejections.map((found) => [
      `${found.rejection.assessment_id}:${found.rejection.position}`,
      found,
    ]),
  );
  return assessments.flatMap((assessment) =>
    assessment.results.map((stored, position) => {
      const found = rejectionOf.get(`${assessment.id}:${position}`);
      return {
        result: {
          ...stored,
          explanation: readExplanation(stored.explanation),
          assessment_id: assessment.id,
          position,
          code: resultCode(assessment.code, position),
          rejected_reason: found?.rejection.reason ?? null,
          rejected_by: found?.rejection.rejected_by ?? null,
          rejected_at: found?.rejection.rejected_at ?? null,
        },
        rejected_by_email: found?.email ?? null,
      };
    }),
  );
}

/**
 * Assessments are seen through what they assess, a party or a transaction: of the team, not
 * deleted, visible to the scope (a self-viewing member sees those of the records they made).
 */
const visibleAssessments = (scope: RecordScope, where?: SQL) =>
  and(
    eq(riskAssessments.team_id, scope.teamId),
    isNull(riskAssessments.deleted_at),
    or(
      and(isNotNull(riskAssessments.party_id), visibleParty(scope)),
      and(isNotNull(riskAssessments.transaction_id), visibleTransaction(scope)),
    ),
    where,
  );

/** Assessments joined to what they assess (one of the two is null). */
const withSubjects = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(parties, eq(parties.id, riskAssessments.party_id))
    .leftJoin(transactions, eq(transactions.id, riskAssessments.transaction_id));

/** Assessments with what explains them: the subject, the rule set version, the overrider. */
const detailedAssessments = (db: Db) =>
  withSubjects(
    db
      .select({
        assessment: riskAssessments,
        party: parties,
        transaction: transactions,
        version: ruleSetVersions.version,
        rule_set: { code: ruleSets.code, name: ruleSets.name },
        overridden_by_email: users.email,
      })
      .from(riskAssessments)
      .$dynamic(),
  )
    .innerJoin(ruleSetVersions, eq(ruleSetVersions.id, riskAssessments.rule_set_version_id))
    .innerJoin(ruleSets, eq(ruleSets.id, ruleSetVersions.rule_set_id))
    .leftJoin(users, eq(users.id, riskAssessments.overridden_by));

/** An assessment the scope may see, with what explains it. */
export async function findAssessment(db: Db, scope: RecordScope, code: string) {
  const [row] = await detailedAssessments(db).where(
    visibleAssessments(scope, eq(riskAssessments.code, code)),
  );
  return row;
}
export type DetailedAssessment = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

export type AssessmentFilters = {
  text?: string;
  partyCode?: string;
  transactionCode?: string;
  subject?: 'party' | 'transaction';
  level?: string;
  overridden?: boolean;
  createdFrom?: Date;
  createdBefore?: Date;
};

/**
 * The party's names, code or identifiers match the text as the parties list matches it, or
 * the transaction's code or the record's code contains it.
 */
function matchesText(text: string) {
  const like = `%${escapeLike(text)}%`;
  return or(
    matchesSearch(text, { text: parties.search_text, identifiers: parties.search_ids }),
    ilike(transactions.code, like),
    ilike(riskAssessments.code, like),
  );
}

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
      filters.transactionCode ? eq(transactions.code, filters.transactionCode) : undefined,
      filters.subject === 'party' ? isNotNull(riskAssessments.party_id) : undefined,
      filters.subject === 'transaction' ? isNotNull(riskAssessments.transaction_id) : undefined,
      filters.level ? eq(riskAssessments.level, filters.level) : undefined,
      filters.overridden === undefined
        ? undefined
        : filters.overridden
          ? isNotNull(riskAssessments.override_level)
          : isNull(riskAssessments.override_level),
      filters.createdFrom ? gte(riskAssessments.created_at, filters.createdFrom) : undefined,
      filters.createdBefore ? lt(riskAssessments.created_at, filters.createdBefore) : undefined,
      filters.text ? matchesText(filters.text) : undefined,
    ),
  );
  const [items, [total]] = await Promise.all([
    detailedAssessments(db)
      .where(where)
      .orderBy(desc(riskAssessments.created_at), desc(riskAssessments.id))
      .offset(page.offset)
      .limit(page.limit),
    withSubjects(db.select({ n: count() }).from(riskAssessments).$dynamic()).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The assessments of `codes` the scope may see, with what they assess. */
export async function findVisibleAssessments(db: Db, scope: RecordScope, codes: string[]) {
  return withSubjects(
    db
      .select({ assessment: riskAssessments, party: parties, transaction: transactions })
      .from(riskAssessments)
      .$dynamic(),
  ).where(visibleAssessments(scope, inArray(riskAssessments.code, codes)));
}
export type VisibleAssessment = Awaited<ReturnType<typeof findVisibleAssessments>>[number];

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
  const named = parseResultCode(code);
  if (!named) return undefined;
  const [row] = await withSubjects(
    db
      .select({ assessment: riskAssessments, party: parties, transaction: transactions })
      .from(riskAssessments)
      .$dynamic(),
  ).where(visibleAssessments(scope, eq(riskAssessments.code, named.assessmentCode)));
  if (!row || named.position >= row.assessment.results.length) return undefined;
  const [detailed] = (await listResults(db, [row.assessment])).slice(named.position);
  return { ...row, ...detailed! };
}

/** Sets a result aside; the first rejection of a result stands (the caller checks first). */
export async function insertRejection(db: Db, rejection: typeof ruleResultRejections.$inferInsert) {
  await db.insert(ruleResultRejections).values(rejection);
}
