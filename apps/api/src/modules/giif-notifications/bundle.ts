import { zipSync } from 'fflate';

/** A file of a notification's bundle: its path in the ZIP and its bytes. */
export type BundleEntry = { path: string; bytes: Uint8Array };

/** Formats that are compressed already: stored as they are, not compressed again. */
const STORED = /\.(pdf|zip|jpe?g|png|gif|webp|heic|docx|xlsx|pptx|odt|ods|7z|gz|rar)$/i;

/**
 * The ZIP of a notification's bundle (fflate). Two files of one path keep both: the second is
 * numbered.
 */
export function zipBundle(entries: BundleEntry[]): Buffer {
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  for (const entry of entries) {
    let path = entry.path;
    for (let n = 2; path in files; n += 1) path = entry.path.replace(/(\.[^./]*)?$/, `-${n}$1`);
    files[path] = [entry.bytes, { level: STORED.test(path) ? 0 : 6 }];
  }
  return Buffer.from(zipSync(files));
}
