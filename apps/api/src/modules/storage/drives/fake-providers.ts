import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Loopback stand-ins for Google (OAuth 2.0 and Drive v3) and Microsoft (identity platform v2
 * and Graph v1.0), for the tests: they answer the requests the drives' code makes with the
 * shapes the providers document (shared/domain/integrations.md 1.2, 1.3 and 7) and check what
 * the providers check (PKCE verifier, chunk sizes and order, no token on upload addresses).
 */

export type RecordedRequest = {
  method: string;
  path: string;
  authorized: boolean;
  contentRange?: string;
  bodyBytes: number;
};

export type InjectedFailure = { status: number; headers?: Record<string, string>; body?: unknown };

type Grant = { refreshToken: string; revoked: boolean };
type PendingCode = { challenge: string; redirectUri: string; used: boolean };

const CLIENT_ID = 'test-client-id';
const CLIENT_SECRET = 'test-client-secret';
const randomText = (bytes = 18) => randomBytes(bytes).toString('base64url');
const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  const text = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'content-type': Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json',
    'content-length': String(text.length),
    ...headers,
  });
  response.end(text);
}

/** The OAuth side both providers share: codes bound to a PKCE challenge, and tokens. */
function createTokenIssuer(options: { rotateRefreshTokens: boolean }) {
  const codes = new Map<string, PendingCode>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const state = {
    /** Refreshes answered (successfully or not). */
    refreshes: 0,
    exchanges: 0,
    /** Delays each token answer, so that concurrent callers overlap. */
    delayMs: 0,
    /** Every access and refresh token handed out: none may be found in clear in the database. */
    issued: [] as string[],
  };

  function issue(grant?: Grant) {
    const current = grant ?? { refreshToken: randomText(), revoked: false };
    if (!grant) grants.set(current.refreshToken, current);
    const accessToken = randomText();
    state.issued.push(accessToken, current.refreshToken);
    accessTokens.set(accessToken, current);
    return { grant: current, accessToken };
  }

  return {
    state,
    /** A grant as if a user had consented: its tokens, for a test to seed a connection with. */
    seed: () => {
      const { grant, accessToken } = issue();
      return { accessToken, refreshToken: grant.refreshToken };
    },
    authorize(query: URLSearchParams): string | null {
      if (query.get('client_id') !== CLIENT_ID || query.get('code_challenge_method') !== 'S256') {
        return null;
      }
      const code = randomText();
      codes.set(code, {
        challenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        used: false,
      });
      return code;
    },
    isValid: (accessToken: string) => {
      const grant = accessTokens.get(accessToken);
      return Boolean(grant && !grant.revoked);
    },
    /** Every access token issued so far is refused from now on (as after an early expiry). */
    expireAccessTokens: () => accessTokens.clear(),
    revoke(token: string): boolean {
      const grant = grants.get(token) ?? accessTokens.get(token);
      if (!grant) return false;
      grant.revoked = true;
      return true;
    },
    async token(form: URLSearchParams, extra: Record<string, unknown>) {
      await sleep(state.delayMs);
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      const refused = {
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        },
      };
      if (form.get('grant_type') === 'authorization_code') {
        state.exchanges += 1;
        const pending = codes.get(form.get('code') ?? '');
        if (
          !pending ||
          pending.used ||
          pending.redirectUri !== form.get('redirect_uri') ||
          s256(form.get('code_verifier') ?? '') !== pending.challenge
        ) {
          return refused;
        }
        pending.used = true;
        const { grant, accessToken } = issue();
        return {
          status: 200,
          body: {
            access_token: accessToken,
            expires_in: 3599,
            refresh_token: grant.refreshToken,
            token_type: 'Bearer',
            ...extra,
          },
        };
      }
      if (form.get('grant_type') === 'refresh_token') {
        state.refreshes += 1;
        const grant = grants.get(form.get('refresh_token') ?? '');
        if (!grant || grant.revoked) return refused;
        if (options.rotateRefreshTokens) {
          // The old refresh token stops working: only the newest one may be used.
          grants.delete(grant.refreshToken);
          grant.refreshToken = randomText();
          grants.set(grant.refreshToken, grant);
        }
        const { accessToken } = issue(grant);
        return {
          status: 200,
          body: {
            access_token: accessToken,
            expires_in: 3599,
            token_type: 'Bearer',
            ...(options.rotateRefreshTokens ? { refresh_token: grant.refreshToken } : {}),
            ...extra,
          },
        };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    },
  };
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => unknown) {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      send(response, 500, { error: { code: 500, message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Content-Range of an upload: a range of bytes, or none (a status query), of a total or `*`. */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(header ?? '');
  if (!match) return null;
  return {
    start: match[1] === undefined ? null : Number(match[1]),
    end: match[2] === undefined ? null : Number(match[2]),
    total: match[3] === '*' ? null : Number(match[3]),
  };
}

type DriveFile = {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  content: Buffer;
  modifiedTime: string;
};

/**
 * Google: authorization endpoint (answers at once as a consenting user, or refusing when
 * `deny` is set), token and revoke endpoints, and Drive v3 files (folders, resumable uploads
 * in 256 KiB multiples, alt=media, metadata, delete, search by name in a folder).
 */
export async function startFakeGoogle() {
  const issuer = createTokenIssuer({ rotateRefreshTokens: false });
  const files = new Map<string, DriveFile>();
  const sessions = new Map<string, { name: string; parents: string[]; received: Buffer[] }>();
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  const options = {
    deny: false,
    grantedScope:
      'https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email',
    email: 'biuro@example.pl',
  };

  const newId = () => `1${randomText(20)}`;
  const fileJson = (file: DriveFile, fields: string | null) => {
    const all: Record<string, unknown> = {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents,
      trashed: file.trashed,
      modifiedTime: file.modifiedTime,
      ...(file.mimeType === 'application/vnd.google-apps.folder'
        ? {}
        : {
            size: String(file.content.length),
            md5Checksum: createHash('md5').update(file.content).digest('hex'),
            sha256Checksum: sha256Hex(file.content),
          }),
    };
    if (!fields) return { kind: all.kind, id: all.id, name: all.name, mimeType: all.mimeType };
    return Object.fromEntries(
      fields
        .split(',')
        .map((field) => field.trim())
        .filter((field) => field in all)
        .map((field) => [field, all[field]]),
    );
  };
  const notFound = (id: string) => ({
    error: {
      code: 404,
      message: `File not found: ${id}.`,
      errors: [{ domain: 'global', reason: 'notFound', message: `File not found: ${id}.` }],
    },
  });

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorized: Boolean(bearer),
      contentRange: request.headers['content-range'],
      bodyBytes: body.length,
    });

    if (url.pathname === '/o/oauth2/v2/auth') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (options.deny) {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = issuer.authorize(url.searchParams);
        if (!code) return send(response, 400, { error: 'invalid_request' });
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('scope', options.grantedScope);
      }
      return send(response, 302, undefined, { location: redirect.toString() });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const idClaims = { iss: 'https://accounts.google.com', aud: CLIENT_ID, email: options.email };
      const idToken = [{ alg: 'RS256', typ: 'JWT' }, idClaims, 'signature']
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      const answer = await issuer.token(new URLSearchParams(body.toString('utf8')), {
        scope: options.grantedScope,
        id_token: idToken,
      });
      return send(response, answer.status, answer.body);
    }
    if (url.pathname === '/revoke' && request.method === 'POST') {
      const token = new URLSearchParams(body.toString('utf8')).get('token') ?? '';
      return issuer.revoke(token)
        ? send(response, 200, {})
        : send(response, 400, {
            error: 'invalid_token',
            error_description: 'Token expired or revoked',
          });
    }

    const failure = failures.shift();
    if (failure) return send(response, failure.status, failure.body ?? {}, failure.headers);
    if (!bearer || !issuer.isValid(bearer)) {
      return send(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          errors: [{ domain: 'global', reason: 'authError', message: 'Invalid Credentials' }],
          status: 'UNAUTHENTICATED',
        },
      });
    }

    if (
      url.pathname === '/upload/drive/v3/files' &&
      url.searchParams.get('uploadType') === 'resumable'
    ) {
      if (request.method === 'POST') {
        const metadata = JSON.parse(body.toString('utf8')) as { name: string; parents?: string[] };
        for (const parent of metadata.parents ?? []) {
          if (!files.has(parent)) return send(response, 404, notFound(parent));
        }
        const uploadId = randomText();
        sessions.set(uploadId, {
          name: metadata.name,
          parents: metadata.parents ?? ['root'],
          received: [],
        });
        return send(response, 200, undefined, {
          location: `${server.url}/upload/drive/v3/files?uploadType=resumable&upload_id=${uploadId}`,
        });
      }
      const session = sessions.get(url.searchParams.get('upload_id') ?? '');
      if (!session) return send(response, 404, notFound('upload'));
      const range = parseContentRange(request.headers['content-range']);
      const received = session.received.reduce((sum, part) => sum + part.length, 0);
      if (!range || range.total === null)
        return send(response, 400, { error: { code: 400, message: 'Bad Content-Range' } });
      if (range.start !== null) {
        const last = range.end! + 1 === range.total;
        if (range.start !== received || body.length !== range.end! - range.start + 1) {
          return send(response, 400, { error: { code: 400, message: 'Range does not follow' } });
        }
        if (!last && body.length % (256 * 1024) !== 0) {
          return send(response, 400, {
            error: { code: 400, message: 'Chunk not a multiple of 256 KiB' },
          });
        }
        session.received.push(body);
      }
      const now = received + (range.start === null ? 0 : body.length);
      if (now < range.total) {
        return send(response, 308, undefined, now > 0 ? { range: `bytes=0-${now - 1}` } : {});
      }
      const file: DriveFile = {
        id: newId(),
        name: session.name,
        mimeType: 'application/octet-stream',
        parents: session.parents,
        trashed: false,
        content: Buffer.concat(session.received),
        modifiedTime: new Date().toISOString(),
      };
      files.set(file.id, file);
      sessions.delete(url.searchParams.get('upload_id') ?? '');
      return send(response, 200, fileJson(file, url.searchParams.get('fields')));
    }

    if (url.pathname === '/drive/v3/files') {
      if (request.method === 'POST') {
        const metadata = JSON.parse(body.toString('utf8')) as {
          name: string;
          mimeType: string;
          parents?: string[];
        };
        const file: DriveFile = {
          id: newId(),
          name: metadata.name,
          mimeType: metadata.mimeType,
          parents: metadata.parents ?? ['root'],
          trashed: false,
          content: Buffer.alloc(0),
          modifiedTime: new Date().toISOString(),
        };
        files.set(file.id, file);
        return send(response, 200, fileJson(file, url.searchParams.get('fields')));
      }
      const query =
        /^name = '((?:[^'\\]|\\.)*)' and '((?:[^'\\]|\\.)*)' in parents and trashed = false$/.exec(
          url.searchParams.get('q') ?? '',
        );
      if (!query) return send(response, 400, { error: { code: 400, message: 'Invalid Value' } });
      const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
      const found = [...files.values()].filter(
        (file) =>
          !file.trashed &&
          file.name === unescape(query[1]!) &&
          file.parents.includes(unescape(query[2]!)),
      );
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      return send(response, 200, {
        files: found.slice(0, pageSize).map((file) => ({ id: file.id })),
      });
    }

    const fileMatch = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    if (fileMatch) {
      const id = decodeURIComponent(fileMatch[1]!);
      const file = files.get(id);
      if (!file) return send(response, 404, notFound(id));
      if (request.method === 'DELETE') {
        files.delete(id);
        return send(response, 204);
      }
      if (url.searchParams.get('alt') === 'media') return send(response, 200, file.content);
      return send(response, 200, fileJson(file, url.searchParams.get('fields')));
    }
    return send(response, 404, { error: { code: 404, message: 'Not Found' } });
  });

  return {
    url: server.url,
    /** The configuration that points the application at this server. */
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OAUTH_URL: server.url,
      GOOGLE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_API_URL: server.url,
    },
    options,
    tokens: issuer,
    files,
    requests,
    /** The next Drive API request (not a token request) is answered with `failure`. */
    failNext: (failure: InjectedFailure) => failures.push(failure),
    close: server.close,
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

type DriveItem = {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  content: Buffer;
  lastModifiedDateTime: string;
};

/** Ranges of an upload session: multiples of 320 KiB but the last, each under 60 MiB. */
const GRAPH_RANGE_UNIT = 320 * 1024;

/**
 * Microsoft: the identity platform's authorize and token endpoints of a tenant (refresh tokens
 * replaced at every refresh), and Graph's /me, the app folder, items by id and by path, upload
 * sessions on an address of their own, and downloads by a 302 to a pre-authenticated address.
 */
export async function startFakeMicrosoft(tenant = 'common') {
  const issuer = createTokenIssuer({ rotateRefreshTokens: true });
  const items = new Map<string, DriveItem>();
  const sessions = new Map<string, { parentId: string; name: string; received: Buffer[] }>();
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  const options = {
    deny: false,
    mail: 'biuro@example.onmicrosoft.com',
    displayName: 'Biuro Rachunkowe',
  };
  let appFolderId: string | null = null;

  const newId = () => `01${randomText(15).toUpperCase()}`;
  const error = (code: string, message: string) => ({
    error: {
      code,
      message,
      innerError: { 'request-id': randomText(8), date: new Date().toISOString() },
    },
  });
  const itemJson = (item: DriveItem) => ({
    id: item.id,
    name: item.name,
    size: item.content.length,
    createdDateTime: item.lastModifiedDateTime,
    lastModifiedDateTime: item.lastModifiedDateTime,
    parentReference: item.parentId ? { id: item.parentId } : undefined,
    ...(item.folder
      ? {
          folder: {
            childCount: [...items.values()].filter((child) => child.parentId === item.id).length,
          },
        }
      : {
          file: {
            mimeType: 'application/octet-stream',
            hashes: {
              sha1Hash: createHash('sha1').update(item.content).digest('hex').toUpperCase(),
              sha256Hash: sha256Hex(item.content).toUpperCase(),
            },
          },
        }),
  });
  const childNamed = (parentId: string, name: string) =>
    [...items.values()].find((item) => item.parentId === parentId && item.name === name);
  function store(parentId: string, name: string, content: Buffer): DriveItem {
    // conflictBehavior replace: the same item takes the new content.
    const existing = childNamed(parentId, name);
    const item: DriveItem = {
      id: existing?.id ?? newId(),
      name,
      parentId,
      folder: false,
      content,
      lastModifiedDateTime: new Date().toISOString(),
    };
    items.set(item.id, item);
    return item;
  }

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorized: Boolean(bearer),
      contentRange: request.headers['content-range'],
      bodyBytes: body.length,
    });

    const identity = `/${tenant}/oauth2/v2.0`;
    if (url.pathname === `${identity}/authorize`) {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (options.deny) {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'AADSTS65004: User declined to consent.');
      } else {
        const code = issuer.authorize(url.searchParams);
        if (!code || !(url.searchParams.get('scope') ?? '').split(' ').includes('offline_access')) {
          return send(response, 400, { error: 'invalid_request' });
        }
        redirect.searchParams.set('code', code);
      }
      return send(response, 302, undefined, { location: redirect.toString() });
    }
    if (url.pathname === `${identity}/token` && request.method === 'POST') {
      const answer = await issuer.token(new URLSearchParams(body.toString('utf8')), {
        scope: 'Files.ReadWrite.AppFolder User.Read profile openid email',
        ext_expires_in: 3599,
      });
      const refusal =
        answer.status === 400
          ? {
              error: 'invalid_grant',
              error_description:
                'AADSTS70000: The provided value for the input parameter is not valid.',
              error_codes: [70000],
              timestamp: new Date().toISOString(),
              trace_id: randomText(8),
              correlation_id: randomText(8),
            }
          : answer.body;
      return send(response, answer.status, refusal);
    }

    const sessionMatch = /^\/upload-sessions\/([\w-]+)$/.exec(url.pathname);
    if (sessionMatch) {
      // The session's address is its own authorisation: a bearer token there is refused.
      if (bearer)
        return send(response, 401, error('unauthenticated', 'Authorization header not allowed'));
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return send(response, 404, error('itemNotFound', 'Upload session not found'));
      if (request.method === 'DELETE') {
        sessions.delete(sessionMatch[1]!);
        return send(response, 204);
      }
      const range = parseContentRange(request.headers['content-range']);
      const received = session.received.reduce((sum, part) => sum + part.length, 0);
      if (!range || range.start === null || range.total === null) {
        return send(response, 400, error('invalidRequest', 'Content-Range is required'));
      }
      const last = range.end! + 1 === range.total;
      if (range.start !== received)
        return send(response, 416, error('invalidRange', 'fragmentOutOfOrder'));
      if (body.length !== range.end! - range.start + 1 || body.length > 60 * 1024 * 1024) {
        return send(response, 400, error('invalidRange', 'The range does not match the body'));
      }
      if (!last && body.length % GRAPH_RANGE_UNIT !== 0) {
        return send(response, 400, error('invalidRange', 'Ranges must be multiples of 320 KiB'));
      }
      session.received.push(body);
      if (!last) {
        return send(response, 202, {
          expirationDateTime: new Date(Date.now() + 3_600_000).toISOString(),
          nextExpectedRanges: [`${received + body.length}-`],
        });
      }
      sessions.delete(sessionMatch[1]!);
      return send(
        response,
        201,
        itemJson(store(session.parentId, session.name, Buffer.concat(session.received))),
      );
    }
    const downloadMatch = /^\/downloads\/([\w-]+)$/.exec(url.pathname);
    if (downloadMatch) {
      if (bearer)
        return send(response, 401, error('unauthenticated', 'Authorization header not allowed'));
      const item = items.get(downloadMatch[1]!);
      return item
        ? send(response, 200, item.content)
        : send(response, 404, error('itemNotFound', 'Gone'));
    }

    const failure = failures.shift();
    if (failure)
      return send(
        response,
        failure.status,
        failure.body ?? error('activityLimitReached', 'Throttled'),
        failure.headers,
      );
    if (!bearer || !issuer.isValid(bearer)) {
      return send(
        response,
        401,
        error('InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'),
      );
    }
    const graphPath = url.pathname.replace(/^\/v1\.0/, '');
    if (graphPath === '/me') {
      return send(response, 200, {
        displayName: options.displayName,
        mail: options.mail,
        userPrincipalName: options.mail,
        id: 'user-1',
      });
    }
    if (graphPath === '/me/drive/special/approot') {
      // The app's folder is made on its first use.
      if (!appFolderId) {
        appFolderId = newId();
        items.set(appFolderId, {
          id: appFolderId,
          name: 'AML Compliance',
          parentId: null,
          folder: true,
          content: Buffer.alloc(0),
          lastModifiedDateTime: new Date().toISOString(),
        });
      }
      return send(response, 200, {
        ...itemJson(items.get(appFolderId)!),
        specialFolder: { name: 'approot' },
      });
    }
    const byPath =
      /^\/me\/drive\/items\/([^/:]+):\/([^:]+):?(\/content|\/createUploadSession)?$/.exec(
        graphPath,
      );
    if (byPath) {
      const parent = items.get(decodeURIComponent(byPath[1]!));
      const name = decodeURIComponent(byPath[2]!);
      if (!parent)
        return send(response, 404, error('itemNotFound', 'The resource could not be found.'));
      if (byPath[3] === '/createUploadSession' && request.method === 'POST') {
        const sessionId = randomText();
        sessions.set(sessionId, { parentId: parent.id, name, received: [] });
        return send(response, 200, {
          uploadUrl: `${server.url}/upload-sessions/${sessionId}`,
          expirationDateTime: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }
      if (byPath[3] === '/content' && request.method === 'PUT') {
        return send(response, 201, itemJson(store(parent.id, name, body)));
      }
      const child = childNamed(parent.id, name);
      return child
        ? send(response, 200, itemJson(child))
        : send(response, 404, error('itemNotFound', 'The resource could not be found.'));
    }
    const byId = /^\/me\/drive\/items\/([^/:]+)(\/children|\/content)?$/.exec(graphPath);
    if (byId) {
      const item = items.get(decodeURIComponent(byId[1]!));
      if (!item)
        return send(response, 404, error('itemNotFound', 'The resource could not be found.'));
      if (byId[2] === '/children' && request.method === 'POST') {
        const wanted = JSON.parse(body.toString('utf8')) as { name: string; folder?: object };
        if (childNamed(item.id, wanted.name)) {
          return send(
            response,
            409,
            error('nameAlreadyExists', 'The specified item name already exists.'),
          );
        }
        const folder: DriveItem = {
          id: newId(),
          name: wanted.name,
          parentId: item.id,
          folder: true,
          content: Buffer.alloc(0),
          lastModifiedDateTime: new Date().toISOString(),
        };
        items.set(folder.id, folder);
        return send(response, 201, itemJson(folder));
      }
      if (byId[2] === '/content') {
        return send(response, 302, undefined, {
          location: `${server.url}/downloads/${item.id}?tempauth=${randomText()}`,
        });
      }
      if (request.method === 'DELETE') {
        items.delete(item.id);
        return send(response, 204);
      }
      return send(response, 200, itemJson(item));
    }
    return send(response, 404, error('itemNotFound', 'The resource could not be found.'));
  });

  return {
    url: server.url,
    env: {
      MICROSOFT_CLIENT_ID: CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
      MICROSOFT_TENANT: tenant,
      MICROSOFT_LOGIN_URL: server.url,
      MICROSOFT_GRAPH_URL: `${server.url}/v1.0`,
    },
    options,
    tokens: issuer,
    items,
    requests,
    /** The next Graph request (not a token, upload-session or download request) fails so. */
    failNext: (failure: InjectedFailure) => failures.push(failure),
    close: server.close,
  };
}
export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;
