import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from '../lib/operator-error.js';

/**
 * Another running process holds the data folder. An OperatorError: the server's start and the
 * command-line tools print its message alone, without a stack.
 */
export class DataDirInUseError extends OperatorError {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    const what = describeProcess(owner);
    super(
      `The data folder ${dataDir} is in use by process ${owner}${what ? ` (${what})` : ''}: ` +
        'stop that server or tool first (Ctrl+C, or kill ' +
        `${owner}), or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

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
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EROFS') {
        throw new OperatorError(
          `The data folder ${dataDir} is not writable (${code}): give this user write access, or set DATA_DIR to another folder.`,
        );
      }
      if (code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (isRunning(owner) && owner !== process.pid) {
        throw new DataDirInUseError(dataDir, owner);
      }
      unlinkSync(lockPath);
    }
  }
  throw new OperatorError(
    `Cannot lock the data folder ${dataDir}: another process keeps taking it. Set DATA_DIR to another folder.`,
  );
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

/**
 * What a process runs, shortened (`node …/apps/api/dist/main.js`), so that the message says
 * which of the user's windows to stop; empty where /proc cannot tell (not Linux, gone).
 */
function describeProcess(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const program = path.basename(args[0] ?? '');
    const script = args.slice(1).find((arg) => !arg.startsWith('-'));
    const shown = [program, script && shortenPath(script)].filter(Boolean).join(' ');
    return shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
  } catch {
    return '';
  }
}

/** The last three parts of a path: enough to recognise a script, without the home folder. */
function shortenPath(file: string): string {
  const parts = file.split('/');
  return parts.length > 3 ? `…/${parts.slice(-3).join('/')}` : file;
}
