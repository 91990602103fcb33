import {
  PartyListSchema,
  PartyResultSchema,
  PartySchema,
  PartySummarySchema,
  PartyImportResultSchema,
  RecordHistorySchema,
  type CreatePartyInput,
  type ImportPartyType,
  type PartyImportMode,
  type LinkedPersonKind,
  type PartySearch,
  type PartyStatus,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, uploadWithProgress, type RowsDone } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session';

export const partyKeys = {
  all: ['parties'] as const,
  search: (search: Partial<PartySearch>) => [...partyKeys.all, 'search', search] as const,
  detail: (code: string) => [...partyKeys.all, 'detail', code] as const,
  summary: (code: string) => [...partyKeys.all, 'summary', code] as const,
  history: (code: string) => [...partyKeys.all, 'history', code] as const,
  linked: (code: string, kind: LinkedPersonKind) => [...partyKeys.all, kind, code] as const,
};

/**
 * What a change of parties makes stale: the parties, and the signed-in user (a change
 * re-assesses the party's risk, which may raise an alert or a task, and the user carries the
 * drawer's counts).
 */
export const PARTY_QUERIES = [partyKeys.all, currentUserQuery.queryKey] as const;

/** POST /int/parties/search by text: the parties offered when picking one. */
export const partyPickerQuery = (text: string) =>
  queryOptions({
    queryKey: [...partyKeys.all, 'picker', text] as const,
    queryFn: async ({ signal }) =>
      PartyListSchema.parse(
        await apiCall('/parties/search', {
          method: 'POST',
          body: { ...(text ? { text } : {}), page: 0, page_size: 20 },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** The path segment of each kind of linked person (spec section 7). */
export const LINKED_PATH: Record<LinkedPersonKind, 'beneficiaries' | 'boardmembers'> = {
  beneficiary: 'beneficiaries',
  board_member: 'boardmembers',
};

export const partySearchQuery = (search: Partial<PartySearch>) =>
  queryOptions({
    queryKey: partyKeys.search(search),
    queryFn: async () =>
      PartyListSchema.parse(await apiCall('/parties/search', { method: 'POST', body: search })),
    placeholderData: (previous) => previous,
  });

export const partyQuery = (code: string) =>
  queryOptions({
    queryKey: partyKeys.detail(code),
    queryFn: async () => PartySchema.parse(await apiCall(`/parties/${code}`)),
  });

export const partySummaryQuery = (code: string) =>
  queryOptions({
    queryKey: partyKeys.summary(code),
    queryFn: async () => PartySummarySchema.parse(await apiCall(`/parties/${code}/summary`)),
  });

export const partyHistoryQuery = (code: string) =>
  queryOptions({
    queryKey: partyKeys.history(code),
    queryFn: async () => RecordHistorySchema.parse(await apiCall(`/parties/${code}/history`)),
  });

export const linkedPeopleQuery = (code: string, kind: LinkedPersonKind) =>
  queryOptions({
    queryKey: partyKeys.linked(code, kind),
    queryFn: async () =>
      PartyListSchema.parse(await apiCall(`/parties/${code}/${LINKED_PATH[kind]}`)),
  });

export const createParty = async (input: CreatePartyInput, idempotencyKey?: string) =>
  PartyResultSchema.parse(
    await apiCall('/parties', { method: 'POST', body: input, idempotencyKey }),
  );

export const updateParty = async (input: Record<string, unknown> & { code: string }) =>
  PartyResultSchema.parse(await apiCall('/parties', { method: 'PATCH', body: input }));

export const changePartyStatus = async (code: string, status: PartyStatus) =>
  PartySchema.parse(await apiCall(`/parties/${code}/status`, { method: 'POST', body: { status } }));

export const deleteParties = (codes: string[]) =>
  apiCall('/parties/group/delete', { method: 'DELETE', body: { codes } });

export const addLinkedPerson = async (
  code: string,
  kind: LinkedPersonKind,
  input: Record<string, unknown>,
) =>
  PartyResultSchema.parse(
    await apiCall(`/parties/${code}/${LINKED_PATH[kind]}`, { method: 'POST', body: input }),
  );

export const updateLinkedPerson = async (
  kind: LinkedPersonKind,
  input: Record<string, unknown> & { code: string },
) =>
  PartyResultSchema.parse(
    await apiCall(`/parties/${LINKED_PATH[kind]}`, { method: 'PATCH', body: input }),
  );

export const removeLinkedPerson = (code: string, kind: LinkedPersonKind) =>
  apiCall(`/${LINKED_PATH[kind]}/${code}`, { method: 'DELETE' });

/** POST /int/parties/pdf: the party's summary as a PDF in the user's language. */
export const partyPdf = (code: string) =>
  apiCall<Blob>('/parties/pdf', { method: 'POST', body: { code }, responseType: 'blob' });

/** GET /int/parties-import/csv/template: an example file of one party type. */
export const importTemplate = (partyType: ImportPartyType) =>
  apiCall<Blob>('/parties-import/csv/template', { query: { partyType }, responseType: 'blob' });

/**
 * POST /int/parties-import/csv/: checks (preview) or imports a CSV file of one party type,
 * telling the share of the file sent, then the rows the server has done. An import sent again
 * with the same key is not run twice.
 */
export const importParties = async (
  file: File,
  partyType: ImportPartyType,
  mode: PartyImportMode,
  onProgress: (sent: number) => void,
  onRowsDone: RowsDone,
  idempotencyKey?: string,
) =>
  PartyImportResultSchema.parse(
    await uploadWithProgress(
      '/parties-import/csv/',
      file,
      { partyType, mode },
      onProgress,
      onRowsDone,
      mode === 'import' ? idempotencyKey : undefined,
    ),
  );
