import { Readable } from 'node:stream';
import { z } from 'zod';
import { FileMissingError, type FileStore, type TeamRef } from '../file-store.js';
import { createDriveApi, TRANSFER_TIMEOUT_MS } from './drive-api.js';
import { claimRootFolder, findConnection } from './drives.repository.js';
import { withSpooledFile } from './spool.js';
import { connectionOf, type DriveDeps } from './tokens.js';

/** Ranges of an upload session are multiples of 320 KiB; Graph advises at most 10 MiB. */
const RANGE_BYTES = 32 * 320 * 1024;

const ItemIdSchema = z.object({ id: z.string().min(1) });
const ItemSchema = z.object({
  id: z.string(),
  size: z.number().optional(),
  lastModifiedDateTime: z.string().optional(),
  file: z.object({ hashes: z.object({ sha256Hash: z.string().optional() }).optional() }).optional(),
});
const UploadSessionSchema = z.object({ uploadUrl: z.url() });
const UploadProgressSchema = z.object({ nextExpectedRanges: z.array(z.string()).default([]) });

/**
 * A team's files in its connected OneDrive (Microsoft Graph, scope Files.ReadWrite.AppFolder):
 * a folder named after the team in the app's folder (Apps/<app>), holding files put through an
 * upload session, which become a file only when its last range is in. `ref` is the item id.
 */
export function createOneDriveStore(deps: DriveDeps): FileStore {
  const api = createDriveApi(deps, 'microsoft');
  const graph = deps.config.driveUrls.microsoftGraph;
  const itemUrl = (id: string) => `${graph}/me/drive/items/${encodeURIComponent(id)}`;
  /** The item `name` in the folder `parentId`, addressed by path. */
  const childUrl = (parentId: string, name: string) =>
    `${itemUrl(parentId)}:/${encodeURIComponent(name)}`;

  /** The item, or null when the drive does not have it (deleted items answer 404). */
  async function item(team: TeamRef, url: string) {
    const response = await api.send(team, { url });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await api.failure(response, 'an item lookup');
    return ItemSchema.parse(await response.json());
  }

  /** The team's folder in the app's folder, found by its name or created. */
  async function findOrCreateFolder(team: TeamRef): Promise<string> {
    const appFolder = await item(team, `${graph}/me/drive/special/approot?$select=id`);
    if (!appFolder) throw new Error('Microsoft OneDrive has no folder for the application');
    const existing = await item(team, `${childUrl(appFolder.id, team.code)}?$select=id`);
    if (existing) return existing.id;
    const response = await api.send(team, {
      url: `${itemUrl(appFolder.id)}/children`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: () =>
        JSON.stringify({
          name: team.code,
          folder: {},
          '@microsoft.graph.conflictBehavior': 'fail',
        }),
    });
    if (response.status === 409) {
      // Created by another process since the lookup: the same folder, by its name.
      await response.body?.cancel();
      const created = await item(team, `${childUrl(appFolder.id, team.code)}?$select=id`);
      if (created) return created.id;
    }
    if (!response.ok) throw await api.failure(response, "the creation of the team's folder");
    return ItemIdSchema.parse(await response.json()).id;
  }

  /** The recorded folder while it is in the drive, or the team's folder found or made again. */
  async function rootFolder(team: TeamRef): Promise<string> {
    const connection = await connectionOf(deps, team.id, 'microsoft');
    const known = connection.root_folder_id;
    if (known && (await item(team, `${itemUrl(known)}?$select=id`))) return known;
    const folder = await findOrCreateFolder(team);
    if (await claimRootFolder(deps.db, connection.id, known, folder, deps.clock.now())) {
      return folder;
    }
    return (await findConnection(deps.db, team.id, 'microsoft'))?.root_folder_id ?? folder;
  }

  /** An upload session cannot take an empty file: a simple upload of nothing can. */
  async function putEmpty(team: TeamRef, parent: string, name: string) {
    const response = await api.send(team, {
      url: `${childUrl(parent, name)}:/content`,
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: () => '',
    });
    if (!response.ok) throw await api.failure(response, 'an upload');
    return { ref: ItemIdSchema.parse(await response.json()).id };
  }

  return {
    kind: 'microsoft',
    ensureRoot: async (team) => {
      await rootFolder(team);
    },
    put: (team, name, body) =>
      withSpooledFile(body, async (file) => {
        const parent = await rootFolder(team);
        if (file.size === 0) return putEmpty(team, parent, name);
        const start = await api.send(team, {
          url: `${childUrl(parent, name)}:/createUploadSession`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: () =>
            JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'replace', name } }),
        });
        if (!start.ok) throw await api.failure(start, 'the start of an upload');
        const session = UploadSessionSchema.parse(await start.json()).uploadUrl;
        try {
          let offset = 0;
          for (;;) {
            const end = Math.min(offset + RANGE_BYTES, file.size) - 1;
            // The session's address is its authorisation: a bearer token there is refused.
            const range = await api.send(team, {
              url: session,
              method: 'PUT',
              auth: false,
              headers: {
                'content-length': String(end - offset + 1),
                'content-range': `bytes ${offset}-${end}/${file.size}`,
              },
              body: () => file.range(offset, end),
              timeoutMs: TRANSFER_TIMEOUT_MS,
            });
            if (range.status === 200 || range.status === 201) {
              return { ref: ItemIdSchema.parse(await range.json()).id };
            }
            if (range.status !== 202) throw await api.failure(range, 'a range of an upload');
            const expected = UploadProgressSchema.parse(await range.json()).nextExpectedRanges;
            const next = Number(/^(\d+)-/.exec(expected[0] ?? '')?.[1] ?? NaN);
            if (!(next > offset && next < file.size)) {
              throw new Error('Microsoft OneDrive did not take a range of the upload');
            }
            offset = next;
          }
        } catch (error) {
          // The bytes sent so far are dropped at once rather than kept until the session expires.
          const cancel = await api
            .send(team, { url: session, method: 'DELETE', auth: false })
            .catch(() => null);
          await cancel?.body?.cancel();
          throw error;
        }
      }),
    get: async (team, ref) => {
      // /content answers 302 to a short-lived pre-authenticated address, read without a token.
      let content = await api.send(team, {
        url: `${itemUrl(ref)}/content`,
        redirect: 'manual',
        timeoutMs: null,
      });
      const location = content.headers.get('location');
      if (content.status >= 300 && content.status < 400 && location) {
        await content.body?.cancel();
        content = await api.send(team, { url: location, auth: false, timeoutMs: null });
      }
      if (content.status === 404) {
        await content.body?.cancel();
        throw new FileMissingError(ref);
      }
      if (!content.ok || !content.body) throw await api.failure(content, 'a download');
      return Readable.fromWeb(content.body);
    },
    stat: async (team, ref) => {
      const found = await item(team, `${itemUrl(ref)}?$select=id,size,lastModifiedDateTime,file`);
      if (!found) return null;
      const sha256 = found.file?.hashes?.sha256Hash;
      return {
        size: found.size ?? 0,
        // Graph writes its hashes in upper-case hex; the attachments keep lower case.
        ...(sha256 ? { sha256: sha256.toLowerCase() } : {}),
        ...(found.lastModifiedDateTime ? { modifiedAt: new Date(found.lastModifiedDateTime) } : {}),
      };
    },
    delete: async (team, ref) => {
      const response = await api.send(team, { url: itemUrl(ref), method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await api.failure(response, 'a removal');
      await response.body?.cancel();
    },
    locate: async (team, name) => {
      const root = (await connectionOf(deps, team.id, 'microsoft')).root_folder_id;
      if (!root) return null;
      return (await item(team, `${childUrl(root, name)}?$select=id`))?.id ?? null;
    },
  };
}
