import { and, eq } from 'drizzle-orm';
import type { Consents, NotificationSettings } from '@aml/shared';
import type { Db } from '../../db/client.js';
import { notificationSettings, userConsents } from '../../db/schema.js';

export async function findConsents(db: Db, userId: number) {
  const [row] = await db.select().from(userConsents).where(eq(userConsents.user_id, userId));
  return row;
}

export async function saveConsents(db: Db, userId: number, consents: Consents, now: Date) {
  await db
    .insert(userConsents)
    .values({ user_id: userId, ...consents, updated_at: now })
    .onConflictDoUpdate({ target: userConsents.user_id, set: { ...consents, updated_at: now } });
}

export async function findNotificationSettings(db: Db, teamId: number, userId: number) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.team_id, teamId), eq(notificationSettings.user_id, userId)));
  return row;
}

export async function saveNotificationSettings(
  db: Db,
  teamId: number,
  userId: number,
  settings: NotificationSettings,
  now: Date,
) {
  await db
    .insert(notificationSettings)
    .values({ team_id: teamId, user_id: userId, settings, updated_at: now })
    .onConflictDoUpdate({
      target: [notificationSettings.team_id, notificationSettings.user_id],
      set: { settings, updated_at: now },
    });
}

/** Erases a deleted user's choices: they are personal data with no retention duty. */
export async function deleteUserSettings(db: Db, userId: number) {
  await db.delete(userConsents).where(eq(userConsents.user_id, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.user_id, userId));
}
