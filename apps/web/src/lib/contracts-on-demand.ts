import type * as SharedContracts from '@aml/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The shared contracts, zod with them, loaded on first use: the login page and the dashboard
 * shell are shown without them, within the first-load budget (performance.md). A form checks
 * its values and a call its answer with them as everywhere else, once they have arrived.
 */
export type Contracts = typeof SharedContracts;

export const loadContracts = (): Promise<Contracts> => import('@aml/shared');

/** A form resolver of the shared schema `pick` chooses, with zod loaded on first validation. */
export function resolverOnDemand<T extends FieldValues>(
  pick: (contracts: Contracts) => z.ZodType<T, T>,
): Resolver<T> {
  return async (values, context, options) => {
    const [contracts, { zodResolver }] = await Promise.all([
      loadContracts(),
      import('@hookform/resolvers/zod'),
    ]);
    return zodResolver(pick(contracts))(values, context, options);
  };
}
