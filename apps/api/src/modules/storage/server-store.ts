import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMissingError, type FileStore, type TeamRef } from './file-store.js';

/** Codes are random base64url text: anything else would not be a name this store made. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Not a file name of the store: ${name}`);
  return name;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The default store: files on the server's disk under `root` (STORAGE_DIR, or DATA_DIR/files),
 * one folder per team. A file is written to a temporary name in the same folder, flushed to
 * disk and renamed: the rename is atomic, so a crash leaves at most a `.part` file, which no
 * name refers to (and the next upload of the folder's team does not see).
 */
export function createServerStore(root: string): FileStore {
  const folderOf = (team: TeamRef) => path.join(root, checkedName(team.code));
  /** `ref` is `<team code>/<name>`: it must name a file of the calling team. */
  const fileOf = (team: TeamRef, ref: string) => {
    const [teamCode, name] = ref.split('/');
    if (teamCode !== team.code || name === undefined) throw new FileMissingError(ref);
    return path.join(folderOf(team), checkedName(name));
  };

  return {
    kind: 'server',
    ensureRoot: async (team) => {
      await mkdir(folderOf(team), { recursive: true });
    },
    put: async (team, name, body: Readable) => {
      await mkdir(folderOf(team), { recursive: true });
      const ref = `${team.code}/${checkedName(name)}`;
      const target = fileOf(team, ref);
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        // flush: the bytes are on disk before the rename makes them the file.
        await pipeline(body, createWriteStream(partial, { flags: 'wx', flush: true }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { ref };
    },
    get: async (team, ref) => {
      const file = fileOf(team, ref);
      // Opened before answering, so a missing file is an error here, not mid-stream.
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) =>
          reject(isMissing(error) ? new FileMissingError(ref) : error),
        );
      });
      return stream;
    },
    stat: async (team, ref) => {
      try {
        const info = await stat(fileOf(team, ref));
        return { size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if (isMissing(error) || error instanceof FileMissingError) return null;
        throw error;
      }
    },
    delete: async (team, ref) => {
      await rm(fileOf(team, ref), { force: true });
    },
    discardPartials: async (team, name) => {
      const prefix = `${checkedName(name)}.`;
      const names = await readdir(folderOf(team)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const file of names) {
        if (file.startsWith(prefix) && file.endsWith('.part')) {
          await rm(path.join(folderOf(team), file), { force: true });
        }
      }
    },
    locate: async (team, name) => {
      const ref = `${team.code}/${checkedName(name)}`;
      try {
        await stat(fileOf(team, ref));
        return ref;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
