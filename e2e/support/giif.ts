import type { apiClient } from './api.js';

type Api = ReturnType<typeof apiClient>;

const daysBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * What a report to GIIF needs before anyone opens a page: the EUR rates of the last days (NBP
 * cannot be reached from here, so the installation's administrator enters them) and the
 * institution's company data.
 */
export async function readyForGiif(
  api: Api,
  token: string,
  institution: { name: string; institution_type: string; nip: string; email: string },
) {
  await api.call(
    'POST',
    '/exchange-rates',
    {
      rates: Array.from({ length: 10 }, (_, i) => ({
        currency: 'EUR',
        effective_date: daysBefore(i),
        mid: '4.2500',
      })),
    },
    token,
  );
  await api.call(
    'POST',
    '/obligated-institution',
    {
      name: institution.name,
      legal_form: 'spółka z ograniczoną odpowiedzialnością',
      institution_type: institution.institution_type,
      nip: institution.nip,
      address: { country: 'PL', city: 'Łódź', postal_code: '90-001', house_number: '12' },
      contact_person: { first_name: 'Anna', last_name: 'Kowalska', email: institution.email },
    },
    token,
  );
}
