import type * as SharedContracts from '@aml/shared';

/**
 * The shared contracts, zod with them, loaded on first use: the login page and the dashboard
 * shell are shown without them, within the first-load budget (performance.md). A form checks
 * its values (the login form: features/auth/use-checked-form.ts) and a call its answer with
 * them as everywhere else, once they have arrived.
 */
export type Contracts = typeof SharedContracts;

export const loadContracts = (): Promise<Contracts> => import('@aml/shared');
