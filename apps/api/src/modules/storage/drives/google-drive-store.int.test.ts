import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FileMissingError, StoreUnavailableError } from '../file-store.js';
import {
  asAnotherProcess,
  configWith,
  expectEmptyFileKept,
  expectKeptWhole,
  sha256,
  useDriveTest,
} from './drive-test-kit.js';
import { startFakeGoogle } from './fake-providers.js';
import { createGoogleDriveStore } from './google-drive-store.js';

const { context, connectedTeam, connectionOf } = useDriveTest('google', startFakeGoogle);
const FOLDER = 'application/vnd.google-apps.folder';

describe('the Google Drive store', () => {
  it('round-trips a 12 MiB file byte for byte, in 8 MiB chunks of a resumable upload', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const bytes = randomBytes(12 * 1024 * 1024);
    const before = context.fake.requests.length;

    const { ref } = await store.put(team, 'att-round-trip', Readable.from([bytes]));

    const calls = context.fake.requests.slice(before);
    expect(calls.filter((call) => call.path === '/upload/drive/v3/files')).toEqual([
      expect.objectContaining({ method: 'POST', bodyBytes: expect.any(Number) }),
      expect.objectContaining({ method: 'PUT', contentRange: 'bytes 0-8388607/12582912' }),
      expect.objectContaining({ method: 'PUT', contentRange: 'bytes 8388608-12582911/12582912' }),
    ]);
    const root = (await connectionOf(team)).root_folder_id;
    expect(context.fake.files.get(ref)).toMatchObject({ name: 'att-round-trip', parents: [root] });
    expect(context.fake.files.get(root!)).toMatchObject({
      name: `AML Compliance – ${team.code}`,
      mimeType: FOLDER,
    });

    const downloaded = await buffer(await store.get(team, ref));
    expect(sha256(downloaded)).toBe(sha256(bytes));
    await expectKeptWhole(store, team, ref, bytes);
  });

  it('keeps an empty file', async () => {
    const team = await connectedTeam();
    await expectEmptyFileKept(createGoogleDriveStore(context.deps), team);
  });

  it("creates the team's folder once, and again when the user removed it", async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const folders = () =>
      [...context.fake.files.values()].filter(
        (file) => file.mimeType === FOLDER && file.name.endsWith(team.code),
      );

    await store.ensureRoot(team);
    await store.ensureRoot(team);
    expect(folders()).toHaveLength(1);
    const first = (await connectionOf(team)).root_folder_id;
    expect(first).toBe(folders()[0]!.id);

    context.fake.files.delete(first!);
    await store.ensureRoot(team);
    const second = (await connectionOf(team)).root_folder_id;
    expect(second).not.toBe(first);
    expect(folders().map((folder) => folder.id)).toEqual([second]);
  });

  it('answers a removed or trashed file as gone, and removes a file twice without error', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-removed', Readable.from([Buffer.from('dowód')]));
    await store.delete(team, ref);

    expect(await store.stat(team, ref)).toBeNull();
    await expect(store.get(team, ref)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.locate(team, 'att-removed')).toBeNull();
    await store.delete(team, ref);

    const trashed = await store.put(team, 'att-trashed', Readable.from([Buffer.from('umowa')]));
    context.fake.files.get(trashed.ref)!.trashed = true;
    expect(await store.stat(team, trashed.ref)).toBeNull();
    await expect(store.get(team, trashed.ref)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.locate(team, 'att-trashed')).toBeNull();
  });

  it('refreshes the access token once and retries when Drive answers 401', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-401', Readable.from([Buffer.from('x')]));
    const refreshes = context.fake.tokens.state.refreshes;

    context.fake.tokens.expireAccessTokens();
    expect(await store.stat(team, ref)).toMatchObject({ size: 1 });
    expect(context.fake.tokens.state.refreshes).toBe(refreshes + 1);
  });

  it('waits for Retry-After when Drive answers 429, then retries', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-429', Readable.from([Buffer.from('x')]));
    context.fake.failNext({
      status: 429,
      headers: { 'retry-after': '1' },
      body: {
        error: {
          code: 429,
          message: 'Rate Limit Exceeded',
          errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded' }],
        },
      },
    });
    const started = Date.now();
    expect(await store.stat(team, ref)).toMatchObject({ size: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('refreshes an expiring token once for all callers, across processes', async () => {
    const team = await connectedTeam();
    const { ref } = await createGoogleDriveStore(context.deps).put(
      team,
      'att-concurrent',
      Readable.from([Buffer.from('x')]),
    );
    const here = createGoogleDriveStore(context.deps);
    const there = createGoogleDriveStore({
      ...context.deps,
      db: asAnotherProcess(context.deps.db),
    });
    const refreshes = context.fake.tokens.state.refreshes;
    context.clock.advance(3_600_000);
    context.fake.tokens.state.delayMs = 200;
    try {
      const stats = await Promise.all(
        [here, here, here, there, there, there].map((store) => store.stat(team, ref)),
      );
      expect(stats.every((stat) => stat?.size === 1)).toBe(true);
    } finally {
      context.fake.tokens.state.delayMs = 0;
    }
    expect(context.fake.tokens.state.refreshes).toBe(refreshes + 1);
  });

  it('on the embedded database, holds up no other request while Google answers a refresh', async () => {
    const team = await connectedTeam();
    const deps = { ...context.deps, soleProcess: true };
    const store = createGoogleDriveStore(deps);
    const { ref } = await store.put(team, 'att-sole', Readable.from([Buffer.from('x')]));
    const refreshes = context.fake.tokens.state.refreshes;
    context.clock.advance(3_600_000);
    context.fake.tokens.state.delayMs = 600;
    try {
      const stats = Promise.all([store.stat(team, ref), store.stat(team, ref)]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Another request's query meanwhile: not queued behind a transaction waiting on Google.
      const started = Date.now();
      await deps.db.execute(sql`select 1`);
      expect(Date.now() - started).toBeLessThan(300);
      expect((await stats).every((stat) => stat?.size === 1)).toBe(true);
    } finally {
      context.fake.tokens.state.delayMs = 0;
    }
    expect(context.fake.tokens.state.refreshes).toBe(refreshes + 1);
  });

  it('marks the connection revoked when the refresh is refused, and says no drive is connected', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    const { ref } = await store.put(team, 'att-revoked', Readable.from([Buffer.from('x')]));
    context.fake.tokens.revoke(team.refreshToken);
    context.clock.advance(3_600_000);

    const refused = await store.stat(team, ref).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(refused).toMatchObject({ reason: 'not_connected' });
    expect(await connectionOf(team)).toMatchObject({
      status: 'revoked',
      refresh_token_encrypted: null,
      access_token_encrypted: null,
    });
    const refreshes = context.fake.tokens.state.refreshes;
    await expect(store.get(team, ref)).rejects.toMatchObject({ reason: 'not_connected' });
    expect(context.fake.tokens.state.refreshes).toBe(refreshes);
  });

  it('says which store cannot be used: not connected, not configured, unreachable', async () => {
    const team = await connectedTeam();
    const store = createGoogleDriveStore(context.deps);
    await store.ensureRoot(team);

    await expect(
      store.ensureRoot({ id: team.id + 1_000_000, code: 'NOSUCHTEAM' }),
    ).rejects.toMatchObject({ reason: 'not_connected' });

    const {
      GOOGLE_CLIENT_ID: _id,
      GOOGLE_CLIENT_SECRET: _secret,
      ...withoutClient
    } = context.fake.env;
    const unconfigured = createGoogleDriveStore({
      ...context.deps,
      config: configWith(withoutClient),
    });
    await expect(unconfigured.ensureRoot(team)).rejects.toMatchObject({
      reason: 'not_configured',
    });

    // A port nothing listens on: the connection is refused.
    const unreachable = createGoogleDriveStore({
      ...context.deps,
      config: configWith({ ...context.fake.env, GOOGLE_API_URL: 'http://127.0.0.1:9' }),
    });
    await expect(unreachable.stat(team, 'some-file')).rejects.toMatchObject({
      reason: 'unreachable',
    });
  });
});
