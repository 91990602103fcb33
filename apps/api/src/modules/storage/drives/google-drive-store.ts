import { Readable } from 'node:stream';
import { z } from 'zod';
import { FileMissingError, type FileStore, type TeamRef } from '../file-store.js';
import { createDriveApi, TRANSFER_TIMEOUT_MS } from './drive-api.js';
import { claimRootFolder, findConnection } from './drives.repository.js';
import { withSpooledFile } from './spool.js';
import { connectionOf, type DriveDeps } from './tokens.js';

const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
/** Resumable upload chunks are multiples of 256 KiB (but the last); 8 MiB keeps requests few. */
const CHUNK_BYTES = 32 * 256 * 1024;

const FileIdSchema = z.object({ id: z.string().min(1) });
const FileMetadataSchema = z.object({
  id: z.string().optional(),
  /** A decimal string in Drive v3; absent for folders. */
  size: z.string().optional(),
  sha256Checksum: z.string().optional(),
  modifiedTime: z.string().optional(),
  trashed: z.boolean().optional(),
});
const FileListSchema = z.object({ files: z.array(FileIdSchema) });

/** A string literal of the Drive search language: backslashes and quotes escaped. */
const quoted = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/**
 * A team's files in its connected Google Drive (API v3, scope drive.file): a folder of its own
 * in My Drive, visible to the team, holding files put by resumable upload, which exist only
 * once the last byte is in. `ref` is the Drive file id.
 */
export function createGoogleDriveStore(deps: DriveDeps): FileStore {
  const api = createDriveApi(deps, 'google');
  const filesUrl = `${deps.config.driveUrls.googleApi}/drive/v3/files`;
  const uploadUrl = `${deps.config.driveUrls.googleApi}/upload/drive/v3/files`;
  const fileUrl = (id: string) => `${filesUrl}/${encodeURIComponent(id)}`;

  /** The file's metadata; null when Drive does not have it (any more). */
  async function metadata(team: TeamRef, id: string, fields: string) {
    const response = await api.send(team, { url: `${fileUrl(id)}?fields=${fields}` });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await api.failure(response, 'a file lookup');
    return FileMetadataSchema.parse(await response.json());
  }

  async function createFolder(team: TeamRef): Promise<string> {
    const response = await api.send(team, {
      url: `${filesUrl}?fields=id`,
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: () =>
        JSON.stringify({ name: `AML Compliance – ${team.code}`, mimeType: FOLDER_MIME_TYPE }),
    });
    if (!response.ok) throw await api.failure(response, "the creation of the team's folder");
    return FileIdSchema.parse(await response.json()).id;
  }

  /**
   * The team's folder: the recorded one while it is in the Drive, or a new one when the user
   * removed it. Two processes creating it at once both record theirs only if it is still the
   * one they read; the loser removes its own and uses the winner's.
   */
  async function rootFolder(team: TeamRef): Promise<string> {
    const connection = await connectionOf(deps, team.id, 'google');
    const known = connection.root_folder_id;
    if (known) {
      const folder = await metadata(team, known, 'id,trashed');
      if (folder && !folder.trashed) return known;
    }
    const created = await createFolder(team);
    if (await claimRootFolder(deps.db, connection.id, known, created, deps.clock.now())) {
      return created;
    }
    const removal = await api.send(team, { url: fileUrl(created), method: 'DELETE' });
    await removal.body?.cancel();
    const winner = await findConnection(deps.db, team.id, 'google');
    return winner?.root_folder_id ?? created;
  }

  return {
    kind: 'google',
    ensureRoot: async (team) => {
      await rootFolder(team);
    },
    put: (team, name, body) =>
      withSpooledFile(body, async (file) => {
        const parent = await rootFolder(team);
        const start = await api.send(team, {
          url: `${uploadUrl}?uploadType=resumable&fields=id`,
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-type': 'application/octet-stream',
            'x-upload-content-length': String(file.size),
          },
          body: () => JSON.stringify({ name, parents: [parent] }),
        });
        if (!start.ok) throw await api.failure(start, 'the start of an upload');
        await start.body?.cancel();
        const session = start.headers.get('location');
        if (!session) throw new Error('Google Drive started an upload without its session address');

        let offset = 0;
        for (;;) {
          const end = Math.min(offset + CHUNK_BYTES, file.size) - 1;
          const chunk = await api.send(team, {
            url: session,
            method: 'PUT',
            headers: {
              'content-length': String(end - offset + 1),
              'content-range':
                file.size === 0 ? 'bytes */0' : `bytes ${offset}-${end}/${file.size}`,
            },
            body: () => (file.size === 0 ? '' : file.range(offset, end)),
            // 308 is Drive's "resume incomplete" here, not a redirect.
            redirect: 'manual',
            timeoutMs: TRANSFER_TIMEOUT_MS,
          });
          if (chunk.status === 200 || chunk.status === 201) {
            return { ref: FileIdSchema.parse(await chunk.json()).id };
          }
          if (chunk.status !== 308) throw await api.failure(chunk, 'a chunk of an upload');
          await chunk.body?.cancel();
          // "bytes=0-N" (or "0-N" in older answers): what Drive holds; none without the header.
          const last = /(\d+)\s*$/.exec(chunk.headers.get('range') ?? '')?.[1];
          const next = last === undefined ? 0 : Number(last) + 1;
          // Holding every byte, Drive would have answered with the file: anything else is stuck.
          if (next <= offset || next >= file.size) {
            throw new Error('Google Drive did not take a chunk of the upload');
          }
          offset = next;
        }
      }),
    get: async (team, ref) => {
      // A file in the trash still has its bytes, but is no longer the team's evidence.
      const file = await metadata(team, ref, 'id,trashed');
      if (!file || file.trashed) throw new FileMissingError(ref);
      const response = await api.send(team, { url: `${fileUrl(ref)}?alt=media`, timeoutMs: null });
      if (response.status === 404) {
        await response.body?.cancel();
        throw new FileMissingError(ref);
      }
      if (!response.ok || !response.body) throw await api.failure(response, 'a download');
      return Readable.fromWeb(response.body);
    },
    stat: async (team, ref) => {
      const file = await metadata(team, ref, 'size,sha256Checksum,modifiedTime,trashed');
      if (!file || file.trashed) return null;
      return {
        size: Number(file.size ?? 0),
        ...(file.sha256Checksum ? { sha256: file.sha256Checksum.toLowerCase() } : {}),
        ...(file.modifiedTime ? { modifiedAt: new Date(file.modifiedTime) } : {}),
      };
    },
    delete: async (team, ref) => {
      const response = await api.send(team, { url: fileUrl(ref), method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await api.failure(response, 'a removal');
      await response.body?.cancel();
    },
    locate: async (team, name) => {
      const root = (await connectionOf(deps, team.id, 'google')).root_folder_id;
      if (!root) return null;
      const query = new URLSearchParams({
        q: `name = ${quoted(name)} and ${quoted(root)} in parents and trashed = false`,
        fields: 'files(id)',
        pageSize: '1',
        spaces: 'drive',
      });
      const response = await api.send(team, { url: `${filesUrl}?${query}` });
      if (!response.ok) throw await api.failure(response, 'a file search');
      return FileListSchema.parse(await response.json()).files[0]?.id ?? null;
    },
  };
}
