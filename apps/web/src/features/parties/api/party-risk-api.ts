import { PartyRiskSchema, type SetPartyRisk } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { partyKeys } from './parties-api';

/**
 * Under the party's keys: every change to the party or its people (which re-assesses it in
 * the same request) refreshes its risk too.
 */
export const partyRiskKey = (code: string) => [...partyKeys.all, 'risk', code] as const;

/** GET /int/parties/{code}/risk: the party's level and its current assessment, rule by rule. */
export const partyRiskQuery = (code: string) =>
  queryOptions({
    queryKey: partyRiskKey(code),
    queryFn: async () => PartyRiskSchema.parse(await apiCall(`/parties/${code}/risk`)),
  });

/** POST /int/parties/{code}/set-risk: a team administrator's decision, with its reason. */
export const setPartyRisk = async (code: string, input: SetPartyRisk) =>
  PartyRiskSchema.parse(
    await apiCall(`/parties/${code}/set-risk`, { method: 'POST', body: input }),
  );
