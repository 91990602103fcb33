import type { Readable } from 'node:stream';
import type { StoreKindName } from '@aml/shared';

/** The stores a team can keep its attachments in (spec sections 5 and 8; docs/storage.md). */
export type StoreKind = StoreKindName;

/** The team whose files a store call is about: its folder is named after its code. */
export type TeamRef = { id: number; code: string };

/** What a store knows of a file without reading it. */
export type FileStat = {
  size: number;
  /** Hex SHA-256, where the store keeps one (Google Drive); the integrity check uses it. */
  sha256?: string;
  /** When the file last changed in the store: a later change than the upload is re-hashed. */
  modifiedAt?: Date;
};

/**
 * One contract for every place files are kept: the server's disk, the installation's S3
 * bucket, a team's Google Drive or OneDrive. A `name` is the attachment's code (unique);
 * `ref` is what `put` answers and the attachment row keeps (a path, an object key, a file id).
 */
export type FileStore = {
  kind: StoreKind;
  /** Makes sure the team's own folder exists (created on the first upload). */
  ensureRoot: (team: TeamRef) => Promise<void>;
  /**
   * Writes all of `body` as `name` in the team's folder. The file appears under its name only
   * once whole (a temporary name renamed, a multipart or resumable upload completed): a crash
   * never leaves half a file under a real name.
   */
  put: (team: TeamRef, name: string, body: Readable) => Promise<{ ref: string }>;
  /** The file's bytes as a stream; `FileMissingError` when it is gone. */
  get: (team: TeamRef, ref: string) => Promise<Readable>;
  /** What the store knows of the file; null when it is gone. */
  stat: (team: TeamRef, ref: string) => Promise<FileStat | null>;
  /** Removes the file; one already gone is no error. */
  delete: (team: TeamRef, ref: string) => Promise<void>;
  /**
   * The ref of a file put as `name`, or null: for uploads a crash interrupted after the file
   * was whole but before its row was marked stored.
   */
  locate: (team: TeamRef, name: string) => Promise<string | null>;
  /**
   * Removes what a crash left of an upload of `name` under a temporary name, where the store
   * keeps one itself (the server's disk); remote stores drop unfinished uploads on their own.
   */
  discardPartials?: (team: TeamRef, name: string) => Promise<void>;
};

/** The file is not in the store (removed outside the application, or never completed). */
export class FileMissingError extends Error {
  constructor(ref: string) {
    super(`The file ${ref} is not in the store`);
    this.name = 'FileMissingError';
  }
}

/**
 * The store cannot be used now: the drive's connection was revoked or expired, or the service
 * does not answer. The UI shows 'No drive is connected' with a reconnect button for the first.
 */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'not_connected' | 'not_configured' | 'unreachable',
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}
