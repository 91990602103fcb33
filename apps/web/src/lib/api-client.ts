import type { ErrorResponse, FieldError } from '@aml/shared';
// The constants alone: the login page is shown before the contracts are loaded.
import { UPLOAD_LIMIT_BYTES } from '@aml/shared/constants';
import { i18n } from '../i18n/i18n';
import { formatWarsawDateTime } from './warsaw-time';
import { storage } from './storage';

/** The login page; 401 answers lead there (spec section 8). */
export const LOGIN_PATH = '/user/login/';
/** Fired when the server refuses the stored token, so the app can show it is signed out. */
export const LOGIN_REQUIRED_EVENT = 'aml:login-required';

/**
 * An answer that is not a success, as the call layer passes it on: the response body with
 * its HTTP status (spec section 4), or a general / network error with no body.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly body: ErrorResponse | null;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    body: ErrorResponse | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.body = body;
    this.fields = body?.details?.fields ?? [];
  }
}

/** Refused before sending: the file is over the 20 MB limit (spec section 5). */
export class FileTooLargeError extends Error {
  readonly limitBytes = UPLOAD_LIMIT_BYTES;
  constructor() {
    super(i18n.t('errors:file_too_large', { size: UPLOAD_LIMIT_BYTES / 1024 / 1024 }));
    this.name = 'FileTooLargeError';
  }
}

const generalError = () => new ApiError(500, 'internal_error', i18n.t('errors:internal_error'));

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as the query string (GET and DELETE). */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON; a DELETE with a body is a group delete. */
  body?: unknown;
  /** Set false for calls where a 401 is an answer, not a lost session (login). */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  /** 'blob' for file downloads (PDF, CSV templates); JSON or text otherwise. */
  responseType?: 'blob';
  /** Of a creation: sent again with the same key, it answers the first answer. */
  idempotencyKey?: string;
};

function buildUrl(path: string, query?: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/int${path}${search ? `?${search}` : ''}`;
}

/** Set when the server refuses a stored token (expired, idle, revoked): the login page says so. */
const SESSION_ENDED_KEY = 'aml:session-ended';

/** Whether the last session ended on the server's word; `forget` clears it once it was said. */
export const sessionEnded = {
  get: () => sessionStorage.getItem(SESSION_ENDED_KEY) === 'true',
  forget: () => sessionStorage.removeItem(SESSION_ENDED_KEY),
};

function handleUnauthorized(redirect: boolean) {
  if (redirect && storage.getToken()) sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
  storage.removeToken();
  window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
  if (redirect && !window.location.pathname.startsWith('/user/')) {
    const back = window.location.pathname + window.location.search;
    window.location.assign(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`);
  }
}

async function send<T>(path: string, init: RequestInit, options: CallOptions): Promise<T> {
  const token = storage.getToken();
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', i18n.resolvedLanguage ?? 'en');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      ...init,
      headers,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error('Network error', error);
    throw new ApiError(0, 'network_error', i18n.t('errors:network_error'));
  }

  return readResponse<T>(response, options);
}

/** The answer of a call: its data, or the error of spec section 8 it stands for. */
async function readResponse<T>(response: Response, options: CallOptions): Promise<T> {
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const body = isJson ? await response.json().catch(() => null) : null;
  if (response.ok) return (body ?? (await response.text().catch(() => ''))) as T;

  if (response.status === 401) handleUnauthorized(options.redirectOn401 ?? true);
  const isPassedOn = response.status < 500 || response.status === 503;
  if (!isPassedOn || !body || body.message === 'No application for user') throw generalError();
  const error = body as ErrorResponse;
  throw new ApiError(response.status, error.code ?? 'error', error.message ?? '', error);
}

/** A JSON call to the API (spec section 7 conventions). */
export function apiCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  return send<T>(
    path,
    {
      method,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(options.body) : undefined,
    },
    options,
  );
}

/** The form of an upload: the file in the field `file` (spec section 7), and other fields. */
function multipart(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', file);
  return form;
}

/**
 * Uploads a file as multipart form data (POST, or PUT where the upload replaces a resource).
 * Files over the limit are refused here, and no request is sent.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  if (file.size > UPLOAD_LIMIT_BYTES) return Promise.reject(new FileTooLargeError());
  return send<T>(path, { method, body: multipart(file, fields) }, {});
}

/**
 * Uploads a file with form fields (sent before it) as multipart form data, reporting the share
 * sent so far (0 to 1); files over the limit are refused here, and no request is sent.
 */
export function uploadFormWithProgress<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (sent: number) => void,
): Promise<T> {
  if (file.size > UPLOAD_LIMIT_BYTES) return Promise.reject(new FileTooLargeError());
  return sendFormWithProgress<T>(path, multipart(file, fields), {}, onProgress);
}

/**
 * Uploads a file as multipart form data and reports the share sent so far (0 to 1), for
 * long uploads such as imports; answers like any other call.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  query: CallOptions['query'],
  onProgress: (sent: number) => void,
  onRowsDone?: RowsDone,
  idempotencyKey?: string,
): Promise<T> {
  if (file.size > UPLOAD_LIMIT_BYTES) return Promise.reject(new FileTooLargeError());
  return sendFormWithProgress<T>(
    path,
    multipart(file),
    query,
    onProgress,
    onRowsDone,
    idempotencyKey,
  );
}

/**
 * Uploads several files as multipart form data, each a part named `field` (the sanctions
 * lists' import), reporting the share sent so far; any file over the limit stops it here.
 */
export function uploadFilesWithProgress<T>(
  path: string,
  files: File[],
  field: string,
  onProgress: (sent: number) => void,
): Promise<T> {
  if (files.some((file) => file.size > UPLOAD_LIMIT_BYTES)) {
    return Promise.reject(new FileTooLargeError());
  }
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return sendFormWithProgress<T>(path, form, {}, onProgress);
}

/** Told how many of a file's rows the server has done, as it works through them. */
export type RowsDone = (done: number, total: number) => void;

const PROGRESS_LINES = 'application/x-ndjson';

/**
 * The lines the server has streamed so far (`{"progress":…}` after each batch, then
 * `{"result":…}` or `{"error":…}`): the rows done to `onRowsDone`, and the last line, if it is
 * the answer, as a response to read like any other.
 */
function readProgressLines(text: string, onRowsDone: RowsDone) {
  let answer: Response | undefined;
  for (const line of text.split('\n')) {
    let message: {
      progress?: { done: number; total: number };
      result?: unknown;
      error?: { statusCode: number };
    };
    try {
      message = JSON.parse(line);
    } catch {
      continue; // an empty line, or one still arriving (or cut off with the connection)
    }
    if (message.progress) onRowsDone(message.progress.done, message.progress.total);
    const body = message.result ?? message.error;
    if (body !== undefined) {
      answer = new Response(JSON.stringify(body), {
        status: message.error?.statusCode ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  return answer;
}

function sendFormWithProgress<T>(
  path: string,
  form: FormData,
  query: CallOptions['query'],
  onProgress: (sent: number) => void,
  onRowsDone?: RowsDone,
  idempotencyKey?: string,
): Promise<T> {
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path, query));
    request.withCredentials = true;
    // Progress lines are read as they arrive, which a text response allows.
    request.responseType = onRowsDone ? 'text' : 'blob';
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'en');
    if (onRowsDone) request.setRequestHeader('Accept', `${PROGRESS_LINES}, application/json`);
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    const streamed = () =>
      Boolean(onRowsDone) &&
      (request.getResponseHeader('content-type') ?? '').includes(PROGRESS_LINES);
    request.onprogress = () => {
      if (streamed()) readProgressLines(request.responseText, onRowsDone!);
    };
    request.onload = () => {
      const answer = streamed() ? readProgressLines(request.responseText, onRowsDone!) : undefined;
      if (streamed() && !answer) {
        // The stream ended without its answer: the connection broke off.
        reject(new ApiError(0, 'network_error', i18n.t('errors:network_error')));
        return;
      }
      resolve(
        answer ??
          new Response(request.response as Blob | string, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
          }),
      );
    };
    request.onerror = () => {
      console.error('Network error during upload');
      reject(new ApiError(0, 'network_error', i18n.t('errors:network_error')));
    };
    request.send(form);
  }).then((response) => readResponse<T>(response, {}));
}

/** The text to show for a failed call, in the user's language. */
export function errorText(error: unknown): string {
  if (error instanceof FileTooLargeError) return error.message;
  if (error instanceof ApiError) {
    const wait = error.body?.details?.retry_after_seconds;
    if (error.code === 'rate_limited' && wait) {
      return i18n.t('errors:rate_limited_wait', { count: Math.ceil(wait / 60) });
    }
    const holdUntil = error.body?.details?.hold_until;
    if (error.code === 'giif_hold_active' && holdUntil) {
      const until = formatWarsawDateTime(holdUntil, i18n.resolvedLanguage);
      return i18n.t('errors:giif_hold_active_until', { until });
    }
    const key = `errors:${error.code}`;
    // The size is for the server's file_too_large, which names the same limit as the browser.
    return i18n.exists(key)
      ? i18n.t(key, { size: UPLOAD_LIMIT_BYTES / 1024 / 1024 })
      : error.message || i18n.t('errors:internal_error');
  }
  return i18n.t('errors:internal_error');
}
