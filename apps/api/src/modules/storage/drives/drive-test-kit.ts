import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DriveProvider } from '@aml/shared';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { createTestClock, inNewTeam, useTestApp } from '../../../test/test-app.js';
import { authenticate } from '../../sessions/sessions.service.js';
import type { FileStore, TeamRef } from '../file-store.js';
import { findConnection, saveConnection } from './drives.repository.js';
import type { FakeGoogle, FakeMicrosoft } from './fake-providers.js';
import type { DriveDeps } from './tokens.js';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What a drive's store must tell of a file it keeps whole, put as 'att-round-trip'. */
export async function expectKeptWhole(store: FileStore, team: TeamRef, ref: string, bytes: Buffer) {
  expect(await store.stat(team, ref)).toEqual({
    size: bytes.length,
    sha256: sha256(bytes),
    modifiedAt: expect.any(Date),
  });
  expect(await store.locate(team, 'att-round-trip')).toBe(ref);
  expect(await store.locate(team, 'att-never-put')).toBeNull();
}

/** Puts an empty file and reads it back empty. */
export async function expectEmptyFileKept(store: FileStore, team: TeamRef) {
  const { ref } = await store.put(team, 'att-empty', Readable.from([]));
  expect((await buffer(await store.get(team, ref))).length).toBe(0);
  expect(await store.stat(team, ref)).toMatchObject({ size: 0 });
}

/** The configuration of an installation whose drives are the loopback fakes. */
export const configWith = (env: Record<string, string>) =>
  loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://app.test', ...env });

/**
 * A handle of its own on the same database, as a second API process has: the coalescing of
 * refreshes is per handle, so only the row lock keeps the two from refreshing twice. On
 * PostgreSQL each of its transactions takes a connection of its own from the pool.
 */
export const asAnotherProcess = (db: Db): Db => Object.create(db) as Db;

/**
 * A test app (for its database, users and teams) and a provider's fake, with the drives' deps
 * pointing at it; `connectedTeam` makes a team whose drive is connected as after a consent.
 */
export function useDriveTest<F extends FakeGoogle | FakeMicrosoft>(
  provider: DriveProvider,
  startFake: () => Promise<F>,
) {
  const env = useTestApp();
  const context = {} as {
    fake: F;
    deps: DriveDeps;
    clock: ReturnType<typeof createTestClock>;
  };
  beforeAll(async () => {
    context.fake = await startFake();
    context.clock = createTestClock();
    context.deps = {
      db: env.t.deps.db,
      config: configWith(context.fake.env),
      clock: context.clock,
      secrets: createSecretBox(randomBytes(32)),
    };
  });
  afterAll(async () => {
    await context.fake?.close();
  });

  async function connectedTeam(): Promise<TeamRef & { refreshToken: string }> {
    const { team, token } = await inNewTeam(env);
    // inNewTeam made the new team the session's current one.
    const session = await authenticate(env.t.deps, token, { requestId: 'test', ip: '127.0.0.1' });
    const teamId = session!.teamId!;
    const tokens = context.fake.tokens.seed();
    const now = context.clock.now();
    await saveConnection(
      context.deps.db,
      {
        teamId,
        provider,
        accountEmail: 'biuro@example.pl',
        accountName: null,
        refreshTokenSealed: context.deps.secrets.seal(tokens.refreshToken),
        accessTokenSealed: context.deps.secrets.seal(tokens.accessToken),
        accessExpiresAt: new Date(now.getTime() + 3_599_000),
        connectedBy: session!.userId,
      },
      now,
    );
    return { id: teamId, code: team, refreshToken: tokens.refreshToken };
  }

  const connectionOf = async (team: TeamRef) =>
    (await findConnection(context.deps.db, team.id, provider))!;

  return { env, context, connectedTeam, connectionOf };
}
