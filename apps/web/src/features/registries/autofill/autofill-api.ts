import {
  AutofillSchema,
  RegistryAnswerSchema,
  type Autofill,
  type RegistryName,
} from '@aml/shared';
import { apiCall } from '../../../lib/api-client';
import { viesAutofill } from './fill-values';

export const autofillKeys = {
  all: ['registries', 'autofill'] as const,
};

/** The company registries a form is filled from: with none of them there is nothing to ask. */
export const FORM_REGISTRIES: readonly RegistryName[] = ['regon', 'krs', 'ceidg', 'white_list'];

/** A company looked up by one identifier. */
export type CompanyIdentifier = { kind: 'nip' | 'regon'; value: string };

/**
 * GET /int/regon-autofill?nip=|regon=: a customer's data from every registry, each value with
 * its source and date (the party form). Each call spends the installation's registry quota,
 * so it is asked on the officer's demand, never on its own.
 */
export const fetchAutofill = async ({ kind, value }: CompanyIdentifier): Promise<Autofill> =>
  AutofillSchema.parse(await apiCall('/regon-autofill', { query: { [kind]: value } }));

/** GET /int/giif/nip/{nip} or /int/giif/regon/{regon}: the institution's own data. */
export const fetchInstitutionAutofill = async ({
  kind,
  value,
}: CompanyIdentifier): Promise<Autofill> =>
  AutofillSchema.parse(await apiCall(`/giif/${kind}/${encodeURIComponent(value)}`));

/** POST /int/vies-autofill: a foreign EU company's name and address, as an autofill. */
export const fetchViesAutofill = async (country: string, vatNumber: string): Promise<Autofill> =>
  viesAutofill(
    RegistryAnswerSchema.parse(
      await apiCall('/vies-autofill', {
        method: 'POST',
        body: { country, vat_number: vatNumber },
      }),
    ),
  );
