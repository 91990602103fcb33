import { and, count, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parties } from '../../db/schema.js';
import type { RecordScope } from '../parties/parties.repository.js';

/** The team's customers the caller may see; linked people are counted with their company. */
const customers = (scope: RecordScope): SQL =>
  and(
    eq(parties.team_id, scope.teamId),
    isNull(parties.deleted_at),
    isNull(parties.parent_party_id),
    scope.ownerId === null ? undefined : eq(parties.created_by, scope.ownerId),
  )!;

export async function countPartiesBy(
  db: Db,
  scope: RecordScope,
  column: 'risk_level' | 'status',
): Promise<Array<{ value: string; n: number }>> {
  return db
    .select({ value: parties[column], n: count() })
    .from(parties)
    .where(customers(scope))
    .groupBy(parties[column]);
}

export async function countPartiesCreated(
  db: Db,
  scope: RecordScope,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parties)
    .where(and(customers(scope), gte(parties.created_at, from), lt(parties.created_at, to)));
  return row?.n ?? 0;
}
