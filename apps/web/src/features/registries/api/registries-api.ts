import {
  RegistriesReportListSchema,
  RegistriesReportSchema,
  RegistriesStatusSchema,
  ScanProgressSchema,
  type RegistriesReport,
  type ScanProgress,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { ApiError, apiCall } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

const REPORTS = '/registries-reports';
const PROGRESS_LINES = 'application/x-ndjson';

export const registriesKeys = {
  all: ['registries'] as const,
  status: ['registries', 'status'] as const,
  reports: ['registries', 'reports'] as const,
  list: (query: ReportsQuery) => ['registries', 'reports', 'list', query] as const,
  report: (code: string) => ['registries', 'reports', 'detail', code] as const,
};

export type ReportsQuery = { text?: string; page: number; page_size: number };

/** GET /int/registries-status: which registries this installation asks. */
export const registriesStatusQuery = () =>
  queryOptions({
    queryKey: registriesKeys.status,
    queryFn: async () => RegistriesStatusSchema.parse(await apiCall('/registries-status')),
    // What the installation is configured with changes with a restart only.
    staleTime: 5 * 60_000,
  });

/** GET /int/registries-reports: the stored reports, newest first. */
export const reportsListQuery = (query: ReportsQuery) =>
  queryOptions({
    queryKey: registriesKeys.list(query),
    queryFn: async () => RegistriesReportListSchema.parse(await apiCall(REPORTS, { query })),
    placeholderData: (previous) => previous,
  });

/** GET /int/registries-reports/{code} */
export const reportQuery = (code: string) =>
  queryOptions({
    queryKey: registriesKeys.report(code),
    queryFn: async () => RegistriesReportSchema.parse(await apiCall(`${REPORTS}/${code}`)),
  });

/** PATCH /int/registries-reports/{code}: attach the report to a party, or detach it (null). */
export const attachReport = async (code: string, partyCode: string | null) =>
  RegistriesReportSchema.parse(
    await apiCall(`${REPORTS}/${code}`, { method: 'PATCH', body: { party_code: partyCode } }),
  );

/** GET /int/registries-reports/{code}/pdf, in the user's language. */
export const reportPdf = (code: string) =>
  apiCall<Blob>(`${REPORTS}/${code}/pdf`, { responseType: 'blob' });

/** An answer that is not a success, as the call layer words it (api-client's readResponse). */
async function failureOf(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  if (response.status === 401) {
    // The call layer ends a refused session (and leads to the login page): ask it once.
    await apiCall('/user').catch(() => undefined);
  }
  if ((response.status >= 500 && response.status !== 503) || !body?.code) {
    return new ApiError(500, 'internal_error', i18n.t('errors:internal_error'));
  }
  return new ApiError(response.status, body.code, body.message ?? '', body);
}

const streamBroken = () => new ApiError(0, 'network_error', i18n.t('errors:network_error'));

/**
 * POST /int/registries-reports with Accept: application/x-ndjson: the scan of one NIP, REGON or
 * KRS, each step handed to `onStep` as its line arrives (the registries' answers one by one, the
 * screening, the stored report last). Answers the report; a refused scan (a field error, a
 * limit) throws as any other call does, a step `error` as the error of its code.
 *
 * The request carries what the call layer sends with every call (api-client.ts), which reads
 * whole answers only.
 */
export async function scanRegistries(
  input: { identifier: string; party_code?: string },
  onStep: (step: ScanProgress) => void,
  signal?: AbortSignal,
): Promise<RegistriesReport> {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: `${PROGRESS_LINES}, application/json`,
    'Accept-Language': i18n.resolvedLanguage ?? 'en',
  });
  const token = storage.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`/int${REPORTS}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw streamBroken();
  }
  if (!response.ok) throw await failureOf(response);
  // A server (or a proxy) that does not stream answers the report whole.
  if (!response.headers.get('content-type')?.includes(PROGRESS_LINES) || !response.body) {
    const report = RegistriesReportSchema.parse(await response.json());
    onStep({ type: 'report', report });
    return report;
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let report: RegistriesReport | undefined;
  const readLine = (line: string) => {
    if (!line.trim()) return;
    const parsed = ScanProgressSchema.safeParse(JSON.parse(line));
    if (!parsed.success) return; // a step of a newer server: the rest still reads
    const step = parsed.data;
    if (step.type === 'error') throw new ApiError(500, step.code, '');
    if (step.type === 'report') report = step.report;
    onStep(step);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(readLine);
      if (done) break;
    }
    readLine(pending);
  } catch (error) {
    if (error instanceof ApiError || (error as Error).name === 'AbortError') throw error;
    throw streamBroken();
  }
  // The stream ended without its report: the connection broke off.
  if (!report) throw streamBroken();
  return report;
}
