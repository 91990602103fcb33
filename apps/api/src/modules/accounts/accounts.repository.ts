import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Makes the configured addresses administrators of the installation (ADMIN_EMAILS). */
export async function grantAdminRole(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(and(inArray(users.email, emails), sql`not ('admin' = any(${users.roles}))`));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<Omit<typeof users.$inferInsert, 'id' | 'code'>>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updated_at: now })
    .where(eq(users.id, id));
}

export async function insertOneTimeCode(
  db: Db,
  values: {
    user_id: number;
    purpose: OneTimeCodePurpose;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

/**
 * Uses a code exactly once: the update succeeds only for an unused, unexpired code, so two
 * concurrent uses cannot both pass. Answers the owner's id, or undefined.
 */
export async function consumeOneTimeCode(
  db: Db,
  purpose: OneTimeCodePurpose,
  codeHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeCodes.code_hash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .returning({ userId: oneTimeCodes.user_id });
  return row?.userId;
}

/** Retires a user's outstanding codes of one purpose, so only the newest link works. */
export async function retireOneTimeCodes(
  db: Db,
  userId: number,
  purpose: OneTimeCodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
      ),
    );
}

/** The newest unused, unexpired code of a purpose, if any. */
export async function findOpenCode(
  db: Db,
  userId: number,
  purpose: OneTimeCodePurpose,
  now: Date,
): Promise<{ created_at: Date } | undefined> {
  const [row] = await db
    .select({ created_at: oneTimeCodes.created_at })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.created_at))
    .limit(1);
  return row;
}
