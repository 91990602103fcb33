import type { Party } from '@aml/shared';

/**
 * A party as the API answers it: an individual in draft, Jan Kowalski, at low risk, with
 * nothing else recorded; `fields` over it.
 */
export const buildParty = (fields: Partial<Party> = {}): Party => ({
  code: 'party0000001',
  type: 'individual',
  entity_type: 'individual',
  status: 'draft',
  name: null,
  first_name: 'Jan',
  last_name: 'Kowalski',
  gender: null,
  pesel: null,
  birth_date: null,
  birth_country: null,
  citizenships: [],
  tax_id: null,
  tax_id_country: null,
  regon: null,
  legal_form: null,
  bank_account: null,
  employment_type: null,
  document: null,
  accommodation_address: null,
  forwarding_address: null,
  business_address: null,
  contact: null,
  company_contact: null,
  references: null,
  industries: [],
  pep: null,
  risk_level: 'low',
  share: null,
  votes: null,
  other_control: null,
  board_role: null,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});
