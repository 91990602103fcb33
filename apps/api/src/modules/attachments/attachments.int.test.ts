import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@aml/shared';
import { queryRows } from '../../db/client.js';
import { multipartBody, type FormPart } from '../../test/multipart-body.js';
import {
  createTestClock,
  inNewTeam,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { finishInterruptedUploads } from './integrity.js';

const clock = createTestClock(new Date('2026-11-20T09:00:00Z'));
const env = useTestApp({ clock });

/** A scanned ID card as an office keeps it: a one-page PDF. */
async function scannedId(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('RZECZPOSPOLITA POLSKA — DOWÓD OSOBISTY — Zażółć Gęślą Jaźń');
  doc.end();
  await new Promise((resolve) => doc.on('end', resolve));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function newParty(headers: AuthHeaders, last_name = 'Wiśniewska') {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: 'Małgorzata',
    last_name,
  });
  return response.json().party.code as string;
}

function upload(headers: AuthHeaders, url: string, parts: FormPart[]) {
  const body = multipartBody(parts);
  return env.t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const idCard = (content: Buffer, filename = 'dowód osobisty.pdf'): FormPart => ({
  name: 'file',
  filename,
  // What a browser claims is not what is kept: the type comes from the bytes.
  contentType: 'image/png',
  content,
});

async function attachmentRows() {
  return queryRows<{ code: string; status: string; sha256: string; deleted_at: Date | null }>(
    env.t.deps.db,
    sql`select code, status, sha256, deleted_at from attachments order by id`,
  );
}

const storedFile = (team: string, code: string) =>
  path.join(env.t.deps.config.storageDir, team, code);

describe('attachments on a party', () => {
  it('keeps a scanned ID with its hash, lists it and downloads the same bytes', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const pdf = await scannedId();
    const created = await upload(admin.headers, `/int/parties/attachments/${party}`, [
      { name: 'description', value: 'Dowód osobisty, skan obu stron' },
      idCard(pdf),
    ]);
    expect(created.statusCode).toBe(201);
    const attachment = created.json();
    expect(attachment).toMatchObject({
      name: 'dowód osobisty.pdf',
      description: 'Dowód osobisty, skan obu stron',
      content_type: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      store: 'server',
      added_by: admin.email,
      integrity: 'ok',
      editable: true,
    });
    expect(readFileSync(storedFile(admin.team, attachment.code))).toEqual(pdf);

    const list = await env.call('GET', `/int/parties/${party}/attachments`, admin.headers);
    expect(list.json().items.map((item: { code: string }) => item.code)).toEqual([attachment.code]);
    // The spec's OneDrive paths answer the same.
    const aliased = await env.call(
      'GET',
      `/int/parties/${party}/attachments/one-drive`,
      admin.headers,
    );
    expect(aliased.json()).toEqual(list.json());

    const download = await env.call('GET', `/int/attachments/${attachment.code}`, admin.headers);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="dowód osobisty.pdf"',
    );
    expect(download.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(pdf).digest('base64')}:`,
    );

    const audit = await queryRows<{ action: string }>(
      env.t.deps.db,
      sql`select action from audit_events where entity_type = 'attachment'
          and entity_code = ${attachment.code} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['uploaded', 'downloaded']);
  });

  it('takes a file name without its folders, and downloads it under its UTF-8 name', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const created = await upload(admin.headers, `/int/parties/attachments/${party}`, [
      idCard(Buffer.from('Oświadczenie o beneficjencie'), '../../skany/oświadczenie.txt'),
    ]);
    expect(created.json()).toMatchObject({ name: 'oświadczenie.txt', content_type: 'text/plain' });
    const download = await env.call(
      'GET',
      `/int/attachments/${created.json().code}`,
      admin.headers,
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="o?wiadczenie.txt"; filename*=UTF-8''o%C5%9Bwiadczenie.txt`,
    );
  });

  it('refuses no file, an empty file, a long description and a file over 20 MB, keeping nothing', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const url = `/int/parties/attachments/${party}`;
    const before = (await attachmentRows()).length;

    const none = await upload(admin.headers, url, [{ name: 'description', value: 'bez pliku' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'file_not_selected', message: 'File not selected' });

    const empty = await upload(admin.headers, url, [idCard(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('file_empty');

    const long = await upload(admin.headers, url, [
      { name: 'description', value: 'ż'.repeat(256) },
      idCard(Buffer.from('x')),
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().details.fields).toEqual([
      { path: 'description', code: 'description_too_long' },
    ]);

    const nul = await upload(admin.headers, url, [
      { name: 'description', value: 'skan\u0000dowodu' },
      idCard(Buffer.from('x')),
    ]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details.fields).toEqual([
      { path: 'description', code: 'invalid_characters' },
    ]);

    const large = await upload(admin.headers, url, [idCard(randomBytes(UPLOAD_LIMIT_BYTES + 1))]);
    expect(large.statusCode).toBe(413);

    const notMultipart = await env.call('POST', url, admin.headers, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);

    expect(await attachmentRows()).toHaveLength(before);
  });

  it('edits the description, and deletes keeping the record, the hash and by default the file', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const pdf = await scannedId();
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(pdf)])
    ).json();

    const edited = await env.call('PATCH', `/int/attachments/${code}`, admin.headers, {
      description: 'Skan dowodu, ważny do 2031',
    });
    expect(edited.json().description).toBe('Skan dowodu, ważny do 2031');
    const tooLong = await env.call('PATCH', `/int/attachments/${code}`, admin.headers, {
      description: 'a'.repeat(256),
    });
    expect(tooLong.statusCode).toBe(400);

    expect((await env.call('DELETE', `/int/attachments/${code}`, admin.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await env.call('GET', `/int/parties/${party}/attachments`, admin.headers)).json(),
    ).toEqual({
      items: [],
    });
    expect((await env.call('GET', `/int/attachments/${code}`, admin.headers)).statusCode).toBe(404);
    const kept = (await attachmentRows()).find((row) => row.code === code);
    expect(kept).toMatchObject({ status: 'stored', sha256: sha256(pdf) });
    expect(kept?.deleted_at).not.toBeNull();
    expect(existsSync(storedFile(admin.team, code))).toBe(true);
  });

  it('removes the file on delete when the team chose so', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const settings = await env.call('PUT', '/int/storage', admin.headers, {
      store: 'server',
      remove_files_on_delete: true,
    });
    expect(settings.json()).toMatchObject({ store: 'server', remove_files_on_delete: true });
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(await scannedId())])
    ).json();
    await env.call('DELETE', `/int/attachments/one-drive/${code}`, admin.headers);
    expect(existsSync(storedFile(admin.team, code))).toBe(false);
    expect((await attachmentRows()).find((row) => row.code === code)?.deleted_at).not.toBeNull();
  });

  it('attaches to transactions the same way', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const transaction = await env.call('POST', '/int/transactions', admin.headers, {
      type: 'buyer_fiat',
      amount: '70000',
      currency: 'PLN',
      booked_at: '2026-11-19T11:30:00+01:00',
      payment_method: 'cash',
      parties: [{ party_code: party, role: 'buyer' }],
    });
    expect(transaction.statusCode).toBe(201);
    const code = transaction.json().code as string;
    const created = await upload(admin.headers, `/int/transactions/attachments/${code}`, [
      idCard(Buffer.from('Potwierdzenie wpłaty gotówki')),
    ]);
    expect(created.statusCode).toBe(201);
    const list = await env.call('GET', `/int/transactions/${code}/attachments`, admin.headers);
    expect(list.json().items).toHaveLength(1);
  });
});

describe('access to attachments', () => {
  it("answers 404 for another team's attachment and for one on a record the member may not see", async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const outsider = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(await scannedId())])
    ).json();

    for (const headers of [outsider.headers, member.headers]) {
      expect((await env.call('GET', `/int/attachments/${code}`, headers)).statusCode).toBe(404);
      expect((await env.call('DELETE', `/int/attachments/${code}`, headers)).statusCode).toBe(404);
      expect(
        (await env.call('PATCH', `/int/attachments/${code}`, headers, { description: 'x' }))
          .statusCode,
      ).toBe(404);
      expect((await env.call('GET', `/int/parties/${party}/attachments`, headers)).statusCode).toBe(
        404,
      );
      const into = await upload(headers, `/int/parties/attachments/${party}`, [
        idCard(Buffer.from('x')),
      ]);
      expect(into.statusCode).toBe(404);
    }
  });

  it('lets a read-only member download but not change, and the time-limited role change for 12 hours', async () => {
    const { admin, member: viewer } = await teamWithMember(env, 'all_viewer_member');
    const party = await newParty(admin.headers);
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(await scannedId())])
    ).json();
    expect((await env.call('GET', `/int/attachments/${code}`, viewer.headers)).statusCode).toBe(
      200,
    );
    const listed = await env.call('GET', `/int/parties/${party}/attachments`, viewer.headers);
    expect(listed.json().items[0].editable).toBe(false);
    expect((await env.call('DELETE', `/int/attachments/${code}`, viewer.headers)).statusCode).toBe(
      403,
    );

    const { admin: owner, member: limited } = await teamWithMember(
      env,
      'all_viewer_member_self_editing_time_limited',
    );
    const own = await newParty(limited.headers, 'Kowalczyk');
    const mine = (
      await upload(limited.headers, `/int/parties/attachments/${own}`, [idCard(Buffer.from('a'))])
    ).json().code;
    expect(
      (await env.call('PATCH', `/int/attachments/${mine}`, limited.headers, { description: 'ok' }))
        .statusCode,
    ).toBe(200);
    clock.advance(12 * 3_600_000 + 1000);
    expect(
      (await env.call('PATCH', `/int/attachments/${mine}`, limited.headers, { description: 'no' }))
        .statusCode,
    ).toBe(403);
    expect((await env.call('DELETE', `/int/attachments/${mine}`, limited.headers)).statusCode).toBe(
      403,
    );
    expect((await env.call('DELETE', `/int/attachments/${mine}`, owner.headers)).statusCode).toBe(
      200,
    );
  });
});

describe('files changed or removed outside the application', () => {
  async function storageAlerts(headers: AuthHeaders) {
    const alerts = await env.call('GET', '/int/alerts?source=storage_integrity', headers);
    return alerts.json().items as Array<{ title: string; party?: unknown }>;
  }

  it('answers a removed file as missing and raises one alert', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(await scannedId())])
    ).json();
    writeFileSync(storedFile(admin.team, code), ''); // emptied first: a size change
    const changed = await env.call('GET', `/int/attachments/${code}`, admin.headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('file_changed');

    const { rm } = await import('node:fs/promises');
    await rm(storedFile(admin.team, code));
    const missing = await env.call('GET', `/int/attachments/${code}`, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'file_missing',
      message: 'file not added or could not be found',
    });
    const alerts = await storageAlerts(admin.headers);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe(
      'Attached file changed outside the application: dowód osobisty.pdf',
    );
    const listed = await env.call('GET', `/int/parties/${party}/attachments`, admin.headers);
    expect(listed.json().items[0].integrity).toBe('missing');
  });

  it('never ends a download of changed bytes cleanly, and the check finds them', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const pdf = await scannedId();
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(pdf)])
    ).json();
    const forged = Buffer.from(pdf);
    forged[forged.length - 10]! ^= 0xff;
    writeFileSync(storedFile(admin.team, code), forged);
    await expect(env.call('GET', `/int/attachments/${code}`, admin.headers)).rejects.toThrow();
    // Reported as the stream fails, after the answer has gone.
    await expect.poll(async () => (await storageAlerts(admin.headers)).length).toBe(1);

    // Restored from a backup: the next check finds it intact again.
    writeFileSync(storedFile(admin.team, code), pdf);
    const checked = await env.call('POST', '/int/storage/check', admin.headers);
    expect(checked.json().last_check).toMatchObject({ checked_files: 1, failed_files: 0 });
    writeFileSync(storedFile(admin.team, code), forged);
    const again = await env.call('POST', '/int/storage/check', admin.headers);
    expect(again.json().last_check).toMatchObject({ checked_files: 1, failed_files: 1 });
    expect(again.json().usage).toEqual({ files: 1, bytes: pdf.length });
  });
});

describe('uploads cut short by a crash', () => {
  it('leaves neither the row nor a file under its name after the next start cleans up', async () => {
    const admin = await inNewTeam(env);
    const party = await newParty(admin.headers);
    const { code } = (
      await upload(admin.headers, `/int/parties/attachments/${party}`, [idCard(Buffer.from('a'))])
    ).json();
    // As a crash between putting the file and marking its row would leave it.
    await env.t.deps.db.execute(
      sql`update attachments set status = 'uploading' where code = ${code}`,
    );
    expect(
      (await env.call('GET', `/int/parties/${party}/attachments`, admin.headers)).json().items,
    ).toEqual([]);
    await finishInterruptedUploads(env.t.deps, env.t.app.log, new Date(clock.now().getTime() + 1));
    expect((await attachmentRows()).some((row) => row.code === code)).toBe(false);
    expect(existsSync(storedFile(admin.team, code))).toBe(false);
  });
});
