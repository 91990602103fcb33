import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The content of a secret key file in the data folder, generated on the first start so the
 * default installation needs no configuration. Readable by the server's user only; of two
 * processes generating at once, the first one's key is kept and both use it. The key is written
 * whole under a temporary name and linked into place, so a crash never leaves an empty key.
 */
export async function readOrCreateKeyFile(
  dataDir: string,
  name: string,
  generate: () => string,
): Promise<string> {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, generate(), { mode: 0o600, flag: 'wx', flush: true });
    // A link fails when the name exists: whoever links first, theirs is the key.
    await link(partial, file)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      })
      .finally(() => rm(partial, { force: true }));
  }
  return readFile(file, 'utf8');
}
