import {
  SanctionHitSchema,
  SanctionListImportResultSchema,
  SanctionListsOverviewSchema,
  SanctionListVersionsSchema,
  SanctionSearchResultSchema,
  ScreeningResultSchema,
  type HitDecision,
  type SanctionListSource,
  type SanctionSearch,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, uploadFilesWithProgress } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session';

export type SanctionListImportResult = z.infer<typeof SanctionListImportResultSchema>;
export type ScreenedRecord = { kind: 'party' | 'transaction'; code: string };

export const sanctionsKeys = {
  all: ['sanctions'] as const,
  overview: ['sanctions', 'lists'] as const,
  versions: (source: string) => ['sanctions', 'lists', 'versions', source] as const,
  publicOverview: ['sanctions', 'public-lists'] as const,
  screening: (record: ScreenedRecord) => ['sanctions', record.kind, record.code] as const,
};

/** A job of the re-screening is still under way: the admin page polls while one is. */
export const isRescreening = (overview: z.infer<typeof SanctionListsOverviewSchema> | undefined) =>
  overview?.rescreening.some((job) => job.status === 'queued' || job.status === 'running') ?? false;

/** GET /int/sanctions-lists: every list with its version in force, and the re-screening. */
export const listsOverviewQuery = () =>
  queryOptions({
    queryKey: sanctionsKeys.overview,
    queryFn: async () => SanctionListsOverviewSchema.parse(await apiCall('/sanctions-lists')),
    // Every two seconds while a re-screening is queued or running, so its bar moves.
    refetchInterval: (query) => (isRescreening(query.state.data) ? 2000 : false),
  });

/** GET /int/sanctions-lists/versions?source=…: one list's imported versions, newest first. */
export const listVersionsQuery = (source: SanctionListSource) =>
  queryOptions({
    queryKey: sanctionsKeys.versions(source),
    queryFn: async () =>
      SanctionListVersionsSchema.parse(
        await apiCall('/sanctions-lists/versions', { query: { source } }),
      ),
  });

/** POST /int/sanctions-lists/import: the installation's administrator uploads list files. */
export const importLists = async (files: File[], onProgress: (sent: number) => void) =>
  SanctionListImportResultSchema.parse(
    await uploadFilesWithProgress('/sanctions-lists/import', files, 'files', onProgress),
  );

/** POST /int/sanctions-lists/search: the team's search tool (counts as a sanction search). */
export const searchLists = async (input: SanctionSearch) =>
  SanctionSearchResultSchema.parse(
    await apiCall('/sanctions-lists/search', { method: 'POST', body: input }),
  );

/** GET /int/public/sanctions-lists: the lists the public page searches, without a login. */
export const publicListsQuery = () =>
  queryOptions({
    queryKey: sanctionsKeys.publicOverview,
    queryFn: async () =>
      SanctionListsOverviewSchema.parse(
        await apiCall('/public/sanctions-lists', { redirectOn401: false }),
      ),
  });

/** POST /int/public/sanctions-lists/search: rate-limited per address (429 rate_limited). */
export const searchListsPublic = async (input: SanctionSearch) =>
  SanctionSearchResultSchema.parse(
    await apiCall('/public/sanctions-lists/search', {
      method: 'POST',
      body: input,
      redirectOn401: false,
    }),
  );

/** GET /int/parties/{code}/sanctions and /int/transactions/{code}/sanctions. */
export const screeningQuery = (record: ScreenedRecord) =>
  queryOptions({
    queryKey: sanctionsKeys.screening(record),
    queryFn: async () =>
      ScreeningResultSchema.parse(
        await apiCall(
          `/${record.kind === 'party' ? 'parties' : 'transactions'}/${record.code}/sanctions`,
        ),
      ),
  });

/** POST …/search-no-form and …/search-transaction-no-form: screen the stored record now. */
export const screenNow = async (record: ScreenedRecord) =>
  ScreeningResultSchema.parse(
    record.kind === 'party'
      ? await apiCall('/sanctions-lists/search-no-form', {
          method: 'POST',
          body: { party_code: record.code },
        })
      : await apiCall('/sanctions-lists/search-transaction-no-form', {
          method: 'POST',
          body: { transaction_code: record.code },
        }),
  );

export type HitDecisionKind = 'false_positive' | 'confirmed';

/** POST /int/sanctions-lists/false-positive and /confirm: a team administrator's decision. */
export const decideHit = async (decision: HitDecisionKind, input: HitDecision) =>
  SanctionHitSchema.parse(
    await apiCall(
      decision === 'false_positive'
        ? '/sanctions-lists/false-positive'
        : '/sanctions-lists/confirm',
      { method: 'POST', body: input },
    ),
  );

/**
 * What a screening or a decision makes stale: the hits, the records they belong to (a decision
 * re-assesses the party's risk), the alerts a decision settles and the drawer's counts.
 */
export const SCREENING_QUERIES = [
  sanctionsKeys.all,
  ['parties'],
  ['transactions'],
  ['alerts'],
  currentUserQuery.queryKey,
] as const;
