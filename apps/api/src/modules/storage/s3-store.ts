import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.js';
import {
  FileMissingError,
  StoreUnavailableError,
  type FileStat,
  type FileStore,
  type TeamRef,
} from './file-store.js';

/** Team codes and attachment codes are base64url-like text; anything else is not ours. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

function checkedSegment(segment: string): string {
  if (!SAFE_SEGMENT.test(segment)) throw new Error(`Not a name of the store: ${segment}`);
  return segment;
}

/** What Node's socket layer and the SDK's timeouts throw when the server cannot be talked to. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// HeadObject answers without a body, so its 404 is named NotFound; GetObject's is NoSuchKey.
// NoSuchBucket is a 404 too, but it means the store is unusable, not that the file is gone.
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  error.name !== 'NoSuchBucket' &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

function isUnreachable(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    // The SDK has already retried 5xx answers: one that still comes back means the service is down.
    return error.name === 'NoSuchBucket' || (error.$metadata.httpStatusCode ?? 0) >= 500;
  }
  const { name, code } = error as { name?: string; code?: string };
  return name === 'TimeoutError' || (code !== undefined && NETWORK_ERROR_CODES.has(code));
}

const reasonOf = (error: unknown) => {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return code ?? (name && name !== 'Error' ? name : message) ?? String(error);
};

/**
 * A checksum of a multipart object is of its parts' checksums (COMPOSITE, `…-N`): not the
 * file's SHA-256, so only a full-object one is answered.
 */
function fullObjectSha256(checksum: string | undefined, type: string | undefined) {
  if (!checksum || type === 'COMPOSITE' || checksum.includes('-')) return undefined;
  const digest = Buffer.from(checksum, 'base64');
  return digest.length === 32 ? digest.toString('hex') : undefined;
}

/**
 * The installation's S3-compatible bucket (AWS, SeaweedFS, Garage, …), addressed path-style.
 * Each team's files are under `teams/<team code>/`; a file's ref is its object key. Uploads
 * are multipart for large files, and S3 shows an object only once its upload is complete: an
 * interrupted upload leaves no object under the name.
 */
export function createS3Store(config: S3Config): FileStore {
  const { bucket, endpoint } = config;
  const client = new S3Client({
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksum headers are refused by several S3 clones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A host that drops packets would otherwise hold a request for minutes; a server that
    // stops answering mid-transfer, for ever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });

  const prefixOf = (team: TeamRef) => `teams/${checkedSegment(team.code)}/`;
  const keyOf = (team: TeamRef, name: string) => `${prefixOf(team)}${checkedSegment(name)}`;
  /** A ref outside the team's folder is, for this team, a file that is not there. */
  const isTeamsRef = (team: TeamRef, ref: string) =>
    ref.startsWith(prefixOf(team)) && SAFE_SEGMENT.test(ref.slice(prefixOf(team).length));

  const unavailable = (error: unknown) =>
    new StoreUnavailableError(
      `The S3 bucket ${bucket} at ${endpoint} cannot be reached (${reasonOf(error)})`,
      'unreachable',
    );
  /** Sends a request, turning a server that does not answer into StoreUnavailableError. */
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw isUnreachable(error) ? unavailable(error) : error;
    }
  }

  const head = async (key: string) => {
    try {
      // ChecksumMode: servers answer a stored checksum only when asked.
      return await call(() =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: key, ChecksumMode: 'ENABLED' })),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    // S3 has no folders to create; what can fail is the bucket itself, which production never
    // creates: an operator provisions it with its permissions.
    ensureRoot: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
        const why =
          status === 404
            ? 'does not exist'
            : status === 403 || status === 401
              ? 'refuses the configured access key'
              : `cannot be reached (${reasonOf(error)})`;
        throw new StoreUnavailableError(
          `The S3 bucket ${bucket} at ${endpoint} ${why}`,
          'unreachable',
        );
      }
    },
    put: async (team, name, body) => {
      const key = keyOf(team, name);
      let bodyError: unknown;
      body.on('error', (error) => {
        bodyError = error;
      });
      try {
        // One 5 MiB part in flight at a time: a 20 MB file is never held whole (the library's
        // default of four parts at once would hold it all).
        await new Upload({
          client,
          params: { Bucket: bucket, Key: key, Body: body },
          queueSize: 1,
        }).done();
      } catch (error) {
        // The caller's stream failed (a client that hung up): its error says why, not the
        // store's (S3 servers without AbortMultipartUpload answer the clean-up with an error).
        if (bodyError !== undefined) throw bodyError;
        throw isUnreachable(error) ? unavailable(error) : error;
      }
      return { ref: key };
    },
    get: async (team, ref) => {
      if (!isTeamsRef(team, ref)) throw new FileMissingError(ref);
      try {
        const { Body } = await call(() =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: ref })),
        );
        // In Node the SDK answers the response stream itself.
        if (!(Body instanceof Readable)) throw new Error(`S3 answered no stream for ${ref}`);
        return Body;
      } catch (error) {
        throw isMissing(error) ? new FileMissingError(ref) : error;
      }
    },
    stat: async (team, ref) => {
      if (!isTeamsRef(team, ref)) return null;
      const object = await head(ref);
      if (!object) return null;
      const stat: FileStat = { size: object.ContentLength ?? 0 };
      const sha256 = fullObjectSha256(object.ChecksumSHA256, object.ChecksumType);
      if (sha256) stat.sha256 = sha256;
      if (object.LastModified) stat.modifiedAt = object.LastModified;
      return stat;
    },
    delete: async (team, ref) => {
      if (!isTeamsRef(team, ref)) return;
      try {
        await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: ref })));
      } catch (error) {
        // S3 answers 204 for a missing key; some clones answer 404.
        if (!isMissing(error)) throw error;
      }
    },
    locate: async (team, name) => {
      const key = keyOf(team, name);
      return (await head(key)) ? key : null;
    },
  };
}
