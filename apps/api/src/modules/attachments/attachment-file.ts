import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import contentDisposition from 'content-disposition';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type reads to recognise a format (its documented sample size). */
const SAMPLE_BYTES = 4100;

/** The hash a file must have, and what to do when it has not. */
export type ExpectedHash = { sha256: string; onMismatch: () => unknown };

/**
 * Passes a file through, hashing and counting it and keeping its first bytes, so one read of
 * the upload stream gives the store its bytes and the row its evidence. Given the hash the
 * file must have (a download), it fails at the end instead of ending when the bytes differ.
 */
export class FileMeter extends Transform {
  readonly #hash = createHash('sha256');
  readonly #head: Buffer[] = [];
  #headBytes = 0;
  #digest: string | undefined;
  size = 0;

  constructor(private readonly expected?: ExpectedHash) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#hash.update(chunk);
    this.size += chunk.length;
    if (this.#headBytes < SAMPLE_BYTES) {
      this.#head.push(chunk.subarray(0, SAMPLE_BYTES - this.#headBytes));
      this.#headBytes += Math.min(chunk.length, SAMPLE_BYTES);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (!this.expected || this.sha256() === this.expected.sha256) return done();
    this.expected.onMismatch();
    done(new Error('The file differs from the one uploaded (SHA-256)'));
  }

  /** Hex SHA-256 of what passed, once all has. */
  sha256(): string {
    this.#digest ??= this.#hash.digest('hex');
    return this.#digest;
  }

  head(): Buffer {
    return Buffer.concat(this.#head);
  }
}

/**
 * The file's type from its bytes (file-type knows PDF, images, office formats and archives),
 * never the browser's word: text without a signature is text/plain, the rest octet-stream.
 */
export async function detectContentType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detected.mime;
  return isText(head) ? 'text/plain' : 'application/octet-stream';
}

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // A cut at the sample's end may split a character: leave the last three bytes out.
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.subarray(0, Math.max(0, head.length - 3)),
    );
    return true;
  } catch {
    return false;
  }
}

const NAME_MAX_LENGTH = 200;

/**
 * The name a file is listed and downloaded under: the browser's name without any folder part
 * or control characters, at most 200 characters; 'file' when nothing is left.
 */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const dotted = cleaned.replace(/^\.+/, '');
  return [...dotted].slice(0, NAME_MAX_LENGTH).join('') || 'file';
}

/** Content-Disposition of a download: always an attachment, the name in ASCII and in UTF-8. */
export const attachmentDisposition = (name: string) =>
  contentDisposition(name, { type: 'attachment' });
