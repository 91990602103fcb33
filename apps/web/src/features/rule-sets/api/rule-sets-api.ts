import {
  CpiImportResultSchema,
  RiskManagementSchema,
  RuleSchema,
  RuleSetDetailSchema,
  RuleSetListResponseSchema,
  RuleSetListSchema,
  type CreateRuleSet,
  type RiskManagement,
  type UpdateRule,
  type UpdateRuleSetList,
} from '@aml/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, uploadFile } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';

/** Every rule-set query starts with `all`, so one invalidation refreshes them after a change. */
export const ruleSetKeys = {
  all: ['rule-sets'] as const,
  list: () => [...ruleSetKeys.all, 'list'] as const,
  detail: (code: string, version?: number) =>
    [...ruleSetKeys.all, 'detail', code, version ?? 'current'] as const,
  rule: (code: string, ruleCode: string, version?: number) =>
    [...ruleSetKeys.all, 'rule', code, ruleCode, version ?? 'current'] as const,
  entries: (code: string, listId: string, version?: number) =>
    [...ruleSetKeys.all, 'list-entries', code, listId, version ?? 'current'] as const,
  profile: (code: string) => [...ruleSetKeys.all, 'profile', code] as const,
};

const versionQuery = (version?: number) => (version === undefined ? undefined : { version });

/** GET /int/rule-sets: the team's rule sets. */
export const ruleSetListQuery = () =>
  queryOptions({
    queryKey: ruleSetKeys.list(),
    queryFn: async () => RuleSetListResponseSchema.parse(await apiCall('/rule-sets')),
  });

/** GET /int/rule-sets/{code}, ?version=N for an earlier (read-only) version. */
export const ruleSetQuery = (code: string, version?: number) =>
  queryOptions({
    queryKey: ruleSetKeys.detail(code, version),
    queryFn: async () =>
      RuleSetDetailSchema.parse(
        await apiCall(`/rule-sets/${code}`, { query: versionQuery(version) }),
      ),
  });

export const ruleQuery = (code: string, ruleCode: string, version?: number) =>
  queryOptions({
    queryKey: ruleSetKeys.rule(code, ruleCode, version),
    queryFn: async () =>
      RuleSchema.parse(
        await apiCall(`/rule-sets/${code}/rules/${ruleCode}`, { query: versionQuery(version) }),
      ),
  });

export const ruleSetEntriesQuery = (code: string, listId: string, version?: number) =>
  queryOptions({
    queryKey: ruleSetKeys.entries(code, listId, version),
    queryFn: async () =>
      RuleSetListSchema.parse(
        await apiCall(`/rule-sets/${code}/lists/${listId}`, { query: versionQuery(version) }),
      ),
  });

/** GET /int/rule-sets/{code}/profile/individual-customer: the profile rule's configuration. */
export const profileQuery = (code: string) =>
  queryOptions({
    queryKey: ruleSetKeys.profile(code),
    queryFn: () => apiCall<unknown>(`/rule-sets/${code}/profile/individual-customer`),
  });

export const createRuleSet = async (input: CreateRuleSet) =>
  RuleSetDetailSchema.parse(await apiCall('/rule-sets', { method: 'POST', body: input }));

export const renameRuleSet = (code: string, name: string) =>
  apiCall(`/rule-sets/${code}`, { method: 'PATCH', body: { name } });

export const deleteRuleSet = (code: string) => apiCall(`/rule-sets/${code}`, { method: 'DELETE' });

export const activateRuleSet = (code: string) =>
  apiCall(`/rule-sets/${code}/activate`, { method: 'POST' });

export const updateRule = (code: string, ruleCode: string, change: UpdateRule) =>
  apiCall(`/rule-sets/${code}/rules/${ruleCode}`, { method: 'PATCH', body: change });

export const saveRiskManagement = async (code: string, scheme: RiskManagement) =>
  apiCall(`/rule-sets/${code}/risk-management`, {
    method: 'PUT',
    body: RiskManagementSchema.parse(scheme),
  });

export const saveRuleSetList = (code: string, listId: string, list: UpdateRuleSetList) =>
  apiCall(`/rule-sets/${code}/lists/${listId}`, { method: 'PUT', body: list });

/**
 * POST /int/rule-sets/{code}/lists/cpi_scores/import: Transparency International's CPI file
 * (XLSX or CSV) with its publication date; a new version of the set.
 */
export const importCpiFile = async (code: string, input: { file: File; as_of: string }) =>
  CpiImportResultSchema.parse(
    await uploadFile(`/rule-sets/${code}/lists/cpi_scores/import`, input.file, {
      as_of: input.as_of,
    }),
  );

export const saveProfile = (code: string, config: unknown) =>
  apiCall(`/rule-sets/${code}/profile/individual-customer`, { method: 'PUT', body: config });

/** Every change makes a new version: all rule-set queries are fetched again. */
export const RULE_SET_QUERIES = [ruleSetKeys.all] as const;

/** Changes to rule sets are for the team's administrators (the server decides; this hides). */
export function useIsTeamAdmin(): boolean {
  const user = useCurrentUser();
  return currentTeamOf(user.data)?.role === 'admin';
}

export const useRuleSet = (code: string, version?: number) => useQuery(ruleSetQuery(code, version));

/** A rule with the set it belongs to (at a version), loaded together for the rule's pages. */
export function useRuleInSet(ruleSetCode: string, code: string, version?: number) {
  const ruleSet = useRuleSet(ruleSetCode, version);
  const rule = useQuery(ruleQuery(ruleSetCode, code, version));
  return {
    data: rule.data && ruleSet.data && { data: rule.data, set: ruleSet.data },
    error: rule.error ?? ruleSet.error,
  };
}
