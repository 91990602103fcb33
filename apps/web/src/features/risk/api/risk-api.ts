import { RiskAssessmentSchema } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const riskKeys = {
  all: ['risk-assessments'] as const,
  record: (code: string) => [...riskKeys.all, 'record', code] as const,
};

/** GET /int/risk-assessment-records/{code}: one assessment as it was made. */
export const riskAssessmentQuery = (code: string) =>
  queryOptions({
    queryKey: riskKeys.record(code),
    queryFn: async () =>
      RiskAssessmentSchema.parse(await apiCall(`/risk-assessment-records/${code}`)),
  });
