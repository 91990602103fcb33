import { ObligatedInstitutionResponseSchema, type ObligatedInstitution } from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const companyKeys = { institution: ['company', 'institution'] as const };

export const institutionQuery = () =>
  queryOptions({
    queryKey: companyKeys.institution,
    queryFn: async () =>
      ObligatedInstitutionResponseSchema.parse(await apiCall('/obligated-institution')),
  });

export const saveInstitution = async (input: ObligatedInstitution) =>
  ObligatedInstitutionResponseSchema.parse(
    await apiCall('/obligated-institution', { method: 'POST', body: input }),
  );
