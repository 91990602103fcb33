import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from '../../../../../scripts/launcher.mjs';
import { openDatabase, queryRows } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { linkCodeInLogs } from '../../test/server-logs.js';

/**
 * A crash in the middle of an upload (issue 29 item 6), with the server as users run it: a
 * process on the embedded database, killed with SIGKILL while a file streams in. After the
 * next start no row is left without its file and no file under a real name without its row.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aml-upload-kill-'));
const filesDir = path.join(dataDir, 'files');

afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

const launch = () =>
  startServer({
    command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
    cwd: apiDir,
    dataDir,
    env: { LOG_LEVEL: 'info' },
  });
type Server = Awaited<ReturnType<typeof launch>>;

async function call<T = unknown>(
  server: Server,
  method: string,
  url: string,
  body?: object,
  token?: string,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Every file in the store's folders, by its name within its team's folder. */
const storedNames = () =>
  existsSync(filesDir)
    ? readdirSync(filesDir).flatMap((team) => readdirSync(path.join(filesDir, team)))
    : [];

/**
 * Starts sending a 16 MB file, 1 MB at a time, and answers once `ready` says enough has
 * arrived; the rest is never sent (the process is killed meanwhile).
 */
function startUpload(server: Server, url: string, token: string, ready: () => boolean) {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const upload = request(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  upload.on('error', () => {}); // the connection dies with the server
  upload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wyciag.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  return new Promise<void>((resolve, reject) => {
    let sent = 0;
    const deadline = Date.now() + 30_000;
    const next = () => {
      if (ready()) return resolve();
      if (Date.now() > deadline) return reject(new Error('the upload never reached the store'));
      if (sent < 16) {
        upload.write(randomBytes(1024 * 1024));
        sent += 1;
      }
      setTimeout(next, 50);
    };
    next();
  });
}

describe('an upload cut short by SIGKILL', () => {
  it('leaves no row without its file and no file under a real name without its row', async () => {
    const first = await launch();
    const account = { email: 'skaner@biuro.example.pl', password: 'Biuro-2026-skan' };
    expect((await call(first, 'POST', '/int/user', account)).status).toBe(201);
    const code = await linkCodeInLogs([first], '/user/email-verification/');
    await call(first, 'POST', '/int/users/email/verify', { code });
    const { token } = (await call<{ token: string }>(first, 'POST', '/int/login', account)).body;
    const team = (
      await call<{ code: string }>(first, 'POST', '/int/teams', { name: 'Biuro' }, token)
    ).body;
    await call(first, 'POST', '/int/teams/change', { code: team.code }, token);
    const { party } = (
      await call<{ party: { code: string } }>(
        first,
        'POST',
        '/int/parties',
        { type: 'individual', first_name: 'Zdzisław', last_name: 'Łęcki' },
        token,
      )
    ).body;

    // Killed while the file is being written to the store, under its temporary name.
    const partial = () => storedNames().some((name) => name.endsWith('.part'));
    await startUpload(first, `/int/parties/attachments/${party.code}`, token, partial);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    expect(storedNames().filter((name) => !name.endsWith('.part'))).toEqual([]);

    const second = await launch();
    // The clean-up runs with the background work, a moment after the start.
    const deadline = Date.now() + 20_000;
    while (storedNames().length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(storedNames()).toEqual([]);
    const listed = await call(
      second,
      'GET',
      `/int/parties/${party.code}/attachments`,
      undefined,
      token,
    );
    expect(listed.body).toEqual({ items: [] });
    await second.stop();

    // The database itself: no row of the cut-short upload is left.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await queryRows<{ status: string }>(
        database.db,
        sql`select status from attachments`,
      );
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
