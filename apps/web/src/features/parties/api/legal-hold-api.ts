import { LegalHoldSchema, type SetLegalHold } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKeys } from './parties-api';

/** GET /int/parties/{code}/legal-hold: the hold (art. 49 ust. 2) and the latest end it may have. */
export const legalHoldQuery = (code: string) =>
  queryOptions({
    queryKey: [...partyKeys.all, 'legal-hold', code] as const,
    queryFn: async ({ signal }) =>
      LegalHoldSchema.parse(await apiCall(`/parties/${code}/legal-hold`, { signal })),
  });

export const setLegalHold = async (code: string, input: SetLegalHold) =>
  LegalHoldSchema.parse(
    await apiCall(`/parties/${code}/legal-hold`, { method: 'PUT', body: input }),
  );

export const liftLegalHold = async (code: string) =>
  LegalHoldSchema.parse(await apiCall(`/parties/${code}/legal-hold`, { method: 'DELETE' }));
