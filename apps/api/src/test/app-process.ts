import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { emailMessages } from '../db/schema.js';

/**
 * An API app on the PostgreSQL database of `url`, with a pool and a listening connection of
 * its own, as one process of a scaled-out installation has. A test that imports this module
 * afresh (after `vi.resetModules()`) gets an app whose in-process state (caches, the change
 * bus's local subscribers) is its own: another process, as far as the app can tell.
 */
export async function startAppProcess(url: string, options: { migrate?: boolean } = {}) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  if (options.migrate) await migrateDatabase(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://app.test' });
  const { app } = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    webDistDir: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    /** The code of the newest e-mailed link to `path` sent to `email`. */
    async mailedCode(email: string, path: string): Promise<string> {
      const mails = await database.db
        .select({ text: emailMessages.text_body })
        .from(emailMessages)
        .where(eq(emailMessages.to_address, email))
        .orderBy(desc(emailMessages.id));
      const pattern = new RegExp(`${path}([\\w-]+)`);
      const code = mails.map((mail) => mail.text.match(pattern)?.[1]).find(Boolean);
      if (!code) throw new Error(`no link to ${path} mailed to ${email}`);
      return code;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
