import {
  RiskAssessmentListSchema,
  RiskAssessmentSchema,
  type RiskAssessmentQuery,
} from '@aml/shared';
import type { z } from 'zod';
import { recordEndpoints } from '../../../lib/record-endpoints';

const records = recordEndpoints<
  z.infer<typeof RiskAssessmentSchema>,
  z.infer<typeof RiskAssessmentListSchema>,
  RiskAssessmentQuery
>({
  path: '/risk-assessment-records',
  key: 'risk-assessments',
  item: RiskAssessmentSchema,
  list: RiskAssessmentListSchema,
});

export const riskKeys = records.keys;
/** GET /int/risk-assessment-records: the query goes in the query string. */
export const riskAssessmentListQuery = records.listQuery;
/** GET /int/risk-assessment-records/{code}: one assessment as it was made. */
export const riskAssessmentQuery = records.query;
/** DELETE /int/risk-assessment-records/group/delete: all or none (team administrators). */
export const deleteRiskAssessments = records.removeMany;
