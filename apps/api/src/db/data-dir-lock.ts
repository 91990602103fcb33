import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes sure only one process opens an embedded database folder. The lock file holds the pid
 * of its owner; a lock left by a process that no longer runs (killed with SIGKILL, say) is
 * taken over, so the next start opens the folder normally.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return async () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (isRunning(owner) && owner !== process.pid) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
          { cause: error },
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Cannot lock the data folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
