import { CrbrComparisonSchema } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKeys } from '../../parties';

/**
 * Under the party's keys: a change of its beneficial owners refreshes the party's queries, and
 * so the comparison, which the server makes against the owners recorded now.
 */
export const crbrKeys = { of: (code: string) => [...partyKeys.all, 'crbr', code] as const };

/** GET /int/parties/{code}/crbr: the last CRBR check beside the owners recorded now. */
export const partyCrbrQuery = (code: string) =>
  queryOptions({
    queryKey: crbrKeys.of(code),
    queryFn: async () => CrbrComparisonSchema.parse(await apiCall(`/parties/${code}/crbr`)),
  });

/**
 * POST /int/parties/{code}/crbr: asks CRBR; the extract becomes the party's attachment and a
 * discrepancy raises a task.
 */
export const checkPartyCrbr = async (code: string) =>
  CrbrComparisonSchema.parse(await apiCall(`/parties/${code}/crbr`, { method: 'POST' }));

/** GET /int/parties/{code}/crbr/notice: the discrepancy notice, in the user's language. */
export const crbrNoticePdf = (code: string) =>
  apiCall<Blob>(`/parties/${code}/crbr/notice`, { responseType: 'blob' });
