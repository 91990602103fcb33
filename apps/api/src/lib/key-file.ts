import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The content of a secret key file in the data folder, generated on the first start so the
 * default installation needs no configuration. Readable by the server's user only; of two
 * processes generating at once, the first one's key is kept and both use it.
 */
export async function readOrCreateKeyFile(
  dataDir: string,
  name: string,
  generate: () => string,
): Promise<string> {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, generate(), { mode: 0o600, flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
  }
  return readFile(file, 'utf8');
}
