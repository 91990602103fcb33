import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import { FileMissingError, StoreUnavailableError, type FileStore } from './file-store.js';
import { createS3Store } from './s3-store.js';

const BUCKET = 'aml-attachments';
const CHUNK = 64 * 1024;
const team = { id: 1, code: 'teamCodeA1' };
const other = { id: 2, code: 'teamCodeB2' };

const directory = mkdtempSync(path.join(tmpdir(), 'aml-s3rver-'));
// s3rver knows one access key, S3RVER (it checks the key id, not V4 signatures).
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let config: S3Config;
let store: FileStore;

beforeAll(async () => {
  const { port } = await server.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  store = createS3Store(config);
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/**
 * `bytes` random bytes made chunk by chunk by a generator, never held whole, and their SHA-256
 * once read; `failAfter` bytes in, the stream errors as a client that hangs up would.
 */
function randomStream(bytes: number, failAfter?: number) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < bytes; sent += CHUNK) {
      if (failAfter !== undefined && sent >= failAfter) throw new Error('client went away');
      const chunk = randomBytes(Math.min(CHUNK, bytes - sent));
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A loopback port that nothing listens on. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the S3 store', () => {
  it('reaches its bucket, and says why it cannot reach a missing one or with a wrong key', async () => {
    await expect(store.ensureRoot(team)).resolves.toBeUndefined();
    const missing = createS3Store({ ...config, bucket: 'no-such-bucket' });
    const error = await missing.ensureRoot(team).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expect((error as Error).message).toContain('The S3 bucket no-such-bucket');
    expect((error as Error).message).toContain('does not exist');
    const wrongKey = createS3Store({ ...config, accessKeyId: 'UNKNOWN' });
    await expect(wrongKey.ensureRoot(team)).rejects.toThrow(
      `The S3 bucket ${BUCKET} at ${config.endpoint} refuses the configured access key`,
    );
  });

  it('keeps a streamed multipart file byte for byte, and tells its size', async () => {
    // Over the 5 MiB part size, so the upload is multipart.
    const size = 5 * 1024 * 1024 + 300_001;
    const { stream, digest } = randomStream(size);
    const { ref } = await store.put(team, 'fileCode01', stream);
    expect(ref).toBe('teams/teamCodeA1/fileCode01');
    expect(await sha256Of(await store.get(team, ref))).toBe(digest());
    const stat = await store.stat(team, ref);
    expect(stat?.size).toBe(size);
    expect(stat?.modifiedAt).toBeInstanceOf(Date);
    // s3rver keeps no SHA-256 checksum: none is made up.
    expect(stat?.sha256).toBeUndefined();
    expect(await store.locate(team, 'fileCode01')).toBe(ref);
  });

  it('removes a file, after which it is missing, and a second removal is no error', async () => {
    const { ref } = await store.put(team, 'fileCode02', randomStream(1000).stream);
    await store.delete(team, ref);
    expect(await store.stat(team, ref)).toBeNull();
    expect(await store.locate(team, 'fileCode02')).toBeNull();
    await expect(store.get(team, ref)).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.delete(team, ref)).resolves.toBeUndefined();
  });

  it("keeps each team's file of the same name apart, and never reaches another team's", async () => {
    const mine = randomStream(2 * CHUNK);
    const theirs = randomStream(3 * CHUNK);
    const { ref: myRef } = await store.put(team, 'fileCode03', mine.stream);
    const { ref: theirRef } = await store.put(other, 'fileCode03', theirs.stream);
    expect(theirRef).not.toBe(myRef);
    expect(await sha256Of(await store.get(team, myRef))).toBe(mine.digest());
    expect(await sha256Of(await store.get(other, theirRef))).toBe(theirs.digest());
    expect((await store.stat(other, theirRef))?.size).toBe(3 * CHUNK);
    await expect(store.get(team, theirRef)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.stat(team, theirRef)).toBeNull();
    await store.delete(team, theirRef);
    expect(await store.locate(other, 'fileCode03')).toBe(theirRef);
    await expect(store.put(team, '../escape', randomStream(1).stream)).rejects.toThrow();
  });

  it('leaves nothing under the name when the body breaks off midway', async () => {
    // Past the first 5 MiB part, so a multipart upload is under way when the body fails.
    const { stream } = randomStream(8 * 1024 * 1024, 6 * 1024 * 1024);
    await expect(store.put(team, 'fileCode04', stream)).rejects.toThrow('client went away');
    expect(await store.locate(team, 'fileCode04')).toBeNull();
    // And a small body, sent in one request, likewise.
    const small = randomStream(4 * CHUNK, 2 * CHUNK);
    await expect(store.put(team, 'fileCode05', small.stream)).rejects.toThrow('client went away');
    expect(await store.locate(team, 'fileCode05')).toBeNull();
  });

  it('says the store is unreachable when nothing answers at the endpoint', async () => {
    const down = createS3Store({ ...config, endpoint: `http://127.0.0.1:${await closedPort()}` });
    const unreachable = { name: 'StoreUnavailableError', reason: 'unreachable' };
    await expect(down.ensureRoot(team)).rejects.toMatchObject(unreachable);
    await expect(down.stat(team, 'teams/teamCodeA1/fileCode01')).rejects.toMatchObject(unreachable);
    await expect(down.get(team, 'teams/teamCodeA1/fileCode01')).rejects.toMatchObject(unreachable);
    await expect(down.put(team, 'fileCode06', randomStream(CHUNK).stream)).rejects.toMatchObject(
      unreachable,
    );
    await expect(down.ensureRoot(team)).rejects.toThrow(BUCKET);
  });
});
