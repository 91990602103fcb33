import { UPLOAD_LIMIT_BYTES } from '@aml/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  apiCall,
  ApiError,
  errorText,
  FileTooLargeError,
  LOGIN_REQUIRED_EVENT,
  uploadFile,
  uploadWithProgress,
} from './api-client';
import { storage } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error a call fails with; a call that succeeds fails the test. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError & FileTooLargeError,
  );

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/dashboard/teams',
    search: '?x=1',
    assign,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the call layer', () => {
  it('sends the token, the language and JSON, with the query string for GET', async () => {
    storage.setToken('token-123');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiCall('/teams/invite', { query: { a: 1, skip: undefined } });
    await apiCall('/teams', { method: 'POST', body: { name: 'X' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/int/teams/invite?a=1');
    expect(init.headers.get('Authorization')).toBe('Bearer token-123');
    expect(init.headers.get('Accept-Language')).toBe('en');
    expect(init.credentials).toBe('include');
    const [, post] = fetchMock.mock.calls[1]!;
    expect(post.body).toBe('{"name":"X"}');
    expect(post.headers.get('Content-Type')).toBe('application/json');
  });

  it("sends a creation's Idempotency-Key, and none with other calls", async () => {
    fetchMock.mockImplementation(async () => json(201, { code: 'p1' }));
    await apiCall('/parties', {
      method: 'POST',
      body: { type: 'individual' },
      idempotencyKey: 'k1',
    });
    await apiCall('/parties/search', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls[0]![1].headers.get('Idempotency-Key')).toBe('k1');
    expect(fetchMock.mock.calls[1]![1].headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends a group delete as DELETE with a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiCall('/parties/group/delete', { method: 'DELETE', body: { codes: ['a', 'b'] } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/int/parties/group/delete');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"codes":["a","b"]}');
  });

  it('on 401 removes the token, announces it and goes to the login page', async () => {
    storage.setToken('stale');
    const announced = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, announced);
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, code: 'unauthorized', message: 'x' }));
    await expect(apiCall('/user')).rejects.toMatchObject({ statusCode: 401 });
    expect(storage.getToken()).toBeNull();
    expect(announced).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/user/login/?redirect=%2Fdashboard%2Fteams%3Fx%3D1');
    window.removeEventListener(LOGIN_REQUIRED_EVENT, announced);
  });

  it('does not redirect when the caller handles 401 itself', async () => {
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, code: 'invalid_credentials', message: 'x' }),
    );
    await expect(
      apiCall('/login', { method: 'POST', body: {}, redirectOn401: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('passes other 4xx and 503 on with their body and status code', async () => {
    const body = { statusCode: 409, code: 'email_taken', message: 'taken' };
    fetchMock
      .mockResolvedValueOnce(json(409, body))
      .mockResolvedValueOnce(json(503, { ...body, statusCode: 503, code: 'x' }));
    const conflict = await failureOf(apiCall('/user', { method: 'POST', body: {} }));
    expect(conflict).toMatchObject({ statusCode: 409, code: 'email_taken', body });
    expect(errorText(conflict)).toBe('An account with this e-mail address already exists');
    expect(await failureOf(apiCall('/user'))).toMatchObject({ statusCode: 503 });
  });

  it('says how long to wait when the server limits attempts', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        statusCode: 429,
        code: 'rate_limited',
        message: 'Too many requests',
        details: { retry_after_seconds: 290 },
      }),
    );
    const error = await failureOf(apiCall('/login', { method: 'POST', body: {} }));
    expect(error.statusCode).toBe(429);
    expect(errorText(error)).toBe('Too many attempts. Try again in 5 minutes.');
    await i18n.changeLanguage('pl');
    expect(errorText(error)).toBe('Zbyt wiele prób. Spróbuj ponownie za 5 minut.');
  });

  it("names the end of GIIF's art. 86 hold on Warsaw's clock, in the user's language", async () => {
    const refusal = (holdUntil: string | null) =>
      json(409, {
        statusCode: 409,
        code: 'giif_hold_active',
        message: 'held',
        details: { hold_until: holdUntil },
      });
    fetchMock
      .mockResolvedValueOnce(refusal('2026-07-01T10:30:00.000Z'))
      .mockResolvedValueOnce(refusal(null));
    const until = await failureOf(apiCall('/transactions/t1/status', { method: 'PATCH' }));
    expect(errorText(until)).toBe(
      "The transaction cannot be accepted yet: GIIF's hold under art. 86 runs until " +
        '1 Jul 2026, 12:30 (Warsaw time).',
    );
    // Not sent yet: the hold has no end to name.
    const pending = await failureOf(apiCall('/transactions/t1/status', { method: 'PATCH' }));
    expect(errorText(pending)).toMatch(/until the notification to GIIF is sent/);
    await i18n.changeLanguage('pl');
    expect(errorText(until)).toBe(
      'Transakcji nie można jeszcze zaakceptować: wstrzymanie przez GIIF na podstawie art. 86 ' +
        'trwa do 1 lip 2026, 12:30 (czasu polskiego).',
    );
  });

  it('turns server failures and "No application for user" into the general error', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(500, { statusCode: 500, code: 'internal_error', message: 'boom' }),
      )
      .mockResolvedValueOnce(
        json(400, { statusCode: 400, code: 'x', message: 'No application for user' }),
      );
    for (let i = 0; i < 2; i++) {
      const error = await failureOf(apiCall('/user'));
      expect(error.message).toBe('Something went wrong, please try again later');
    }
  });

  it('reports a network failure as Network Error (Błąd sieci in Polish)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(apiCall('/user'))).message).toBe('Network Error');
    await i18n.changeLanguage('pl');
    expect((await failureOf(apiCall('/user'))).message).toBe('Błąd sieci');
  });

  it('refuses files over 20 MB without sending anything', async () => {
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    const error = await failureOf(uploadFile('/attachments/x', big));
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(error.message).toBe('The file is too large. The maximum size is 20 MB.');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const small = new File(['x'], 'small.pdf');
    await uploadFile('/attachments/x', small, { description: 'Umowa' });
    expect(fetchMock.mock.calls[0]![1].body).toBeInstanceOf(FormData);
  });
});

/** An upload answered with progress lines, delivered in the chunks given. */
class StreamingXhr {
  static chunks: string[] = [];
  static contentType = 'application/x-ndjson';
  static headers: Record<string, string> = {};
  upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseType = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  response: string | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    StreamingXhr.headers[name] = value;
  }
  getResponseHeader() {
    return StreamingXhr.contentType;
  }
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
    this.status = 200;
    for (const chunk of StreamingXhr.chunks) {
      this.responseText += chunk;
      this.onprogress?.();
    }
    this.response = this.responseText;
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('an upload with progress lines', () => {
  const csv = new File(['a;b'], 'parties.csv', { type: 'text/csv' });
  const upload = (rows: Array<[number, number]>) =>
    uploadWithProgress<{ created: number }>(
      '/parties-import/csv/',
      csv,
      {},
      () => {},
      (done, total) => rows.push([done, total]),
    );
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', StreamingXhr);
    StreamingXhr.headers = {};
  });

  it('tells the rows done as lines arrive, a line split across chunks included, then answers', async () => {
    StreamingXhr.chunks = [
      '{"progress":{"done":500,"total":1200}}\n{"progress":{"do',
      'ne":1000,"total":1200}}\n',
      '{"progress":{"done":1200,"total":1200}}\n{"result":{"created":1200}}\n',
    ];
    const rows: Array<[number, number]> = [];
    await expect(upload(rows)).resolves.toEqual({ created: 1200 });
    expect(StreamingXhr.headers.Accept).toContain('application/x-ndjson');
    expect(rows.at(-1)).toEqual([1200, 1200]);
    expect(new Set(rows.map(([done]) => done))).toEqual(new Set([500, 1000, 1200]));
  });

  it('fails with the error line of the stream', async () => {
    StreamingXhr.chunks = [
      '{"progress":{"done":500,"total":1200}}\n',
      '{"error":{"statusCode":500,"code":"internal_error","message":"x"}}\n',
    ];
    const error = await failureOf(upload([]));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('internal_error');
  });

  it('fails as a broken connection when the stream ends without its answer', async () => {
    StreamingXhr.chunks = ['{"progress":{"done":500,"total":1200}}\n{"resu'];
    expect((await failureOf(upload([]))).code).toBe('network_error');
  });
});
