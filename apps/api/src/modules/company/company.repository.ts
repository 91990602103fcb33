import { eq } from 'drizzle-orm';
import type { ObligatedInstitution } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { obligatedInstitutions } from '../../db/schema.js';

export type ObligatedInstitutionRow = typeof obligatedInstitutions.$inferSelect;

export async function findInstitution(
  db: Db,
  teamId: number,
): Promise<ObligatedInstitutionRow | undefined> {
  const [row] = await db
    .select()
    .from(obligatedInstitutions)
    .where(eq(obligatedInstitutions.team_id, teamId));
  return row;
}

export async function upsertInstitution(
  db: Db,
  teamId: number,
  data: ObligatedInstitution,
  userId: number,
  now: Date,
): Promise<ObligatedInstitutionRow> {
  const values = { ...data, updated_by: userId, updated_at: now };
  const [row] = await db
    .insert(obligatedInstitutions)
    .values({ ...values, team_id: teamId, created_at: now })
    .onConflictDoUpdate({ target: obligatedInstitutions.team_id, set: values })
    .returning();
  return row!;
}

export async function setIdentificationFormFiledOn(
  db: Db,
  teamId: number,
  filedOn: string | null,
  userId: number,
  now: Date,
) {
  await db
    .update(obligatedInstitutions)
    .set({ identification_form_filed_on: filedOn, updated_by: userId, updated_at: now })
    .where(eq(obligatedInstitutions.team_id, teamId));
}
