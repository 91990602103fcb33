import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileMissingError } from './file-store.js';
import { createServerStore } from './server-store.js';

const root = mkdtempSync(path.join(tmpdir(), 'aml-store-'));
const store = createServerStore(root);
const team = { id: 1, code: 'teamCodeA1' };
const other = { id: 2, code: 'teamCodeB2' };

/** `chunks` chunks of 64 KiB of random bytes, as a stream, and their SHA-256. */
function randomStream(chunks: number, failAfter?: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === failAfter) return this.destroy(new Error('client went away'));
      if (sent === chunks) return this.push(null);
      const chunk = randomBytes(65_536);
      hash.update(chunk);
      sent += 1;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('the server store', () => {
  it('keeps a streamed file byte for byte, and tells its size', async () => {
    const { stream, digest } = randomStream(80);
    const { ref } = await store.put(team, 'fileCode01', stream);
    expect(ref).toBe('teamCodeA1/fileCode01');
    expect(await sha256Of(await store.get(team, ref))).toBe(digest());
    expect((await store.stat(team, ref))?.size).toBe(80 * 65_536);
    expect(await store.locate(team, 'fileCode01')).toBe(ref);
  });

  it('leaves nothing under the name, nor a partial file, when the upload breaks off', async () => {
    const { stream } = randomStream(80, 10);
    await expect(store.put(team, 'fileCode02', stream)).rejects.toThrow('client went away');
    expect(await store.locate(team, 'fileCode02')).toBeNull();
    expect(readdirSync(path.join(root, team.code)).filter((f) => f.includes('02'))).toEqual([]);
  });

  it("never reaches another team's file or a path outside its folder", async () => {
    const { ref } = await store.put(team, 'fileCode03', randomStream(1).stream);
    await expect(store.get(other, ref)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.stat(other, ref)).toBeNull();
    await expect(store.get(team, 'teamCodeA1/../../etc')).rejects.toThrow();
    await expect(store.put(team, '../escape', randomStream(1).stream)).rejects.toThrow();
  });

  it('answers a removed file as missing, and removes one already gone without error', async () => {
    const { ref } = await store.put(team, 'fileCode04', randomStream(1).stream);
    await store.delete(team, ref);
    await store.delete(team, ref);
    expect(await store.stat(team, ref)).toBeNull();
    await expect(store.get(team, ref)).rejects.toBeInstanceOf(FileMissingError);
  });
});
