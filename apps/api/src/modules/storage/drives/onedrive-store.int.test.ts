import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileMissingError, StoreUnavailableError } from '../file-store.js';
import {
  asAnotherProcess,
  expectEmptyFileKept,
  expectKeptWhole,
  sha256,
  useDriveTest,
} from './drive-test-kit.js';
import { startFakeMicrosoft } from './fake-providers.js';
import { createOneDriveStore } from './onedrive-store.js';

const { context, connectedTeam, connectionOf } = useDriveTest('microsoft', startFakeMicrosoft);
const MIB = 1024 * 1024;

describe('the OneDrive store', () => {
  it('round-trips a 12 MiB file byte for byte, in ranges of an upload session', async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    const bytes = randomBytes(12 * MIB);
    const before = context.fake.requests.length;

    const { ref } = await store.put(team, 'att-round-trip', Readable.from([bytes]));

    const ranges = context.fake.requests
      .slice(before)
      .filter((call) => call.path.startsWith('/upload-sessions/'));
    // 10 MiB is 32 times 320 KiB; the session's address gets no bearer token.
    expect(ranges).toEqual([
      expect.objectContaining({
        method: 'PUT',
        contentRange: `bytes 0-${10 * MIB - 1}/${12 * MIB}`,
        authorized: false,
      }),
      expect.objectContaining({
        method: 'PUT',
        contentRange: `bytes ${10 * MIB}-${12 * MIB - 1}/${12 * MIB}`,
        authorized: false,
      }),
    ]);
    const root = (await connectionOf(team)).root_folder_id!;
    expect(context.fake.items.get(root)).toMatchObject({ name: team.code, folder: true });
    expect(context.fake.items.get(ref)).toMatchObject({ name: 'att-round-trip', parentId: root });

    const downloadsBefore = context.fake.requests.length;
    const downloaded = await buffer(await store.get(team, ref));
    expect(sha256(downloaded)).toBe(sha256(bytes));
    // /content answers 302; the pre-authenticated address is read without the token.
    expect(context.fake.requests.slice(downloadsBefore)).toEqual([
      expect.objectContaining({ path: `/v1.0/me/drive/items/${ref}/content`, authorized: true }),
      expect.objectContaining({ path: `/downloads/${ref}`, authorized: false }),
    ]);

    await expectKeptWhole(store, team, ref, bytes);
  });

  it('keeps an empty file, which an upload session cannot take', async () => {
    const team = await connectedTeam();
    await expectEmptyFileKept(createOneDriveStore(context.deps), team);
  });

  it("keeps the team's folder in the app folder, made once when two callers need it at once", async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    const folders = () =>
      [...context.fake.items.values()].filter((item) => item.folder && item.name === team.code);

    await store.ensureRoot(team);
    await store.ensureRoot(team);
    expect(folders()).toHaveLength(1);
    const folder = folders()[0]!;
    expect(context.fake.items.get(folder.parentId!)?.name).toBe('AML Compliance');

    // Two at once: the one whose creation the drive refuses (409) finds the other's by its name.
    const other = await connectedTeam();
    await Promise.all([store.ensureRoot(other), store.ensureRoot(other)]);
    const otherFolders = [...context.fake.items.values()].filter(
      (item) => item.folder && item.name === other.code,
    );
    expect(otherFolders).toHaveLength(1);
    expect((await connectionOf(other)).root_folder_id).toBe(otherFolders[0]!.id);
  });

  it('answers a removed file as gone, and removes a file twice without error', async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-removed', Readable.from([Buffer.from('dowód')]));
    await store.delete(team, ref);

    expect(await store.stat(team, ref)).toBeNull();
    await expect(store.get(team, ref)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.locate(team, 'att-removed')).toBeNull();
    await store.delete(team, ref);
  });

  it('keeps the refresh token Microsoft gives at every refresh', async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    await store.ensureRoot(team);
    context.clock.advance(3_600_000);

    await store.ensureRoot(team);
    const connection = await connectionOf(team);
    const stored = context.deps.secrets.open(connection.refresh_token_encrypted!);
    expect(stored).not.toBe(team.refreshToken);

    // The first one no longer works: only the kept one lets the next refresh succeed.
    context.clock.advance(3_600_000);
    await store.ensureRoot(team);
    expect(await connectionOf(team)).toMatchObject({ status: 'connected' });
  });

  it('refreshes once and retries after a 401, and waits for Retry-After after a 429', async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-retries', Readable.from([Buffer.from('x')]));

    const refreshes = context.fake.tokens.state.refreshes;
    context.fake.tokens.expireAccessTokens();
    expect(await store.stat(team, ref)).toMatchObject({ size: 1 });
    expect(context.fake.tokens.state.refreshes).toBe(refreshes + 1);

    context.fake.failNext({ status: 429, headers: { 'retry-after': '1' } });
    const started = Date.now();
    expect(await store.stat(team, ref)).toMatchObject({ size: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('rotates the refresh token once for concurrent callers of two processes', async () => {
    const team = await connectedTeam();
    const { ref } = await createOneDriveStore(context.deps).put(
      team,
      'att-concurrent',
      Readable.from([Buffer.from('x')]),
    );
    const here = createOneDriveStore(context.deps);
    const there = createOneDriveStore({ ...context.deps, db: asAnotherProcess(context.deps.db) });
    const refreshes = context.fake.tokens.state.refreshes;
    context.clock.advance(3_600_000);
    context.fake.tokens.state.delayMs = 200;
    try {
      const stats = await Promise.all(
        [here, there, here, there].map((store) => store.stat(team, ref)),
      );
      expect(stats.every((stat) => stat?.size === 1)).toBe(true);
    } finally {
      context.fake.tokens.state.delayMs = 0;
    }
    // A second refresh would have used the replaced refresh token and been refused.
    expect(context.fake.tokens.state.refreshes).toBe(refreshes + 1);
    expect(await connectionOf(team)).toMatchObject({ status: 'connected' });
  });

  it('marks the connection revoked when the refresh is refused', async () => {
    const team = await connectedTeam();
    const store = createOneDriveStore(context.deps);
    await store.ensureRoot(team);
    context.fake.tokens.revoke(team.refreshToken);
    context.clock.advance(3_600_000);

    const refused = await store.ensureRoot(team).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(refused).toMatchObject({ reason: 'not_connected' });
    expect(await connectionOf(team)).toMatchObject({ status: 'revoked' });
  });
});
