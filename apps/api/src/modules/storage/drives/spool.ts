import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type SpooledFile = {
  size: number;
  /** Bytes `start` to `end` (inclusive) of the file, read from the disk. */
  range: (start: number, end: number) => Readable;
};

/**
 * Runs `work` with `body` written to a temporary file, removed after. Both drives' uploads
 * declare the total size before the bytes (OneDrive in every Content-Range) and send ranges
 * again after a refused or throttled request: the disk holds the file, not the memory.
 */
export async function withSpooledFile<T>(
  body: Readable,
  work: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'aml-drive-upload-'));
  try {
    const file = path.join(folder, 'body');
    // Readable by this process's user only: it is a team's document.
    await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    const { size } = await stat(file);
    return await work({ size, range: (start, end) => createReadStream(file, { start, end }) });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
