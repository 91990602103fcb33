import {
  RiskAssessmentListSchema,
  RiskAssessmentSchema,
  type RiskAssessmentQuery,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const riskKeys = {
  all: ['risk-assessments'] as const,
  list: (query: Partial<RiskAssessmentQuery>) => [...riskKeys.all, 'list', query] as const,
  record: (code: string) => [...riskKeys.all, 'record', code] as const,
};

/** GET /int/risk-assessment-records: the query goes in the query string. */
export const riskAssessmentListQuery = (query: Partial<RiskAssessmentQuery>) =>
  queryOptions({
    queryKey: riskKeys.list(query),
    queryFn: async () =>
      RiskAssessmentListSchema.parse(
        await apiCall('/risk-assessment-records', {
          query: query as Record<string, string | number | boolean>,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** GET /int/risk-assessment-records/{code}: one assessment as it was made. */
export const riskAssessmentQuery = (code: string) =>
  queryOptions({
    queryKey: riskKeys.record(code),
    queryFn: async () =>
      RiskAssessmentSchema.parse(await apiCall(`/risk-assessment-records/${code}`)),
  });

/** DELETE /int/risk-assessment-records/group/delete: all or none (team administrators). */
export const deleteRiskAssessments = (codes: string[]) =>
  apiCall('/risk-assessment-records/group/delete', { method: 'DELETE', body: { codes } });
