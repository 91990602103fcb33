import type { CurrentUser } from '@aml/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { loadContracts } from './contracts-on-demand';
import { storage } from './storage';

/** The signed-in user (GET /int/user): used by the shell and by every feature. */
export const currentUserQuery = queryOptions({
  queryKey: ['user'] as const,
  queryFn: async (): Promise<CurrentUser> => {
    try {
      const [{ CurrentUserSchema }, answer] = await Promise.all([
        loadContracts(),
        apiCall('/user'),
      ]);
      return CurrentUserSchema.parse(answer);
    } catch (error) {
      // The shell says why with the texts of the error codes, which come with pages, not it.
      await import('../i18n/code-texts');
      throw error;
    }
  },
  staleTime: 30_000,
  // The badges of new alerts and tasks follow work done elsewhere without a reload; pages
  // that change alerts or tasks also invalidate this query at once.
  refetchInterval: 60_000,
});

export const useCurrentUser = () =>
  useQuery({ ...currentUserQuery, enabled: storage.getToken() !== null });

/** The user's role in the current team, or null outside any team. */
export function currentTeamOf(user: CurrentUser | undefined) {
  return user?.teams.find((team) => team.code === user.currentTeamCodeContext) ?? null;
}

/**
 * Clears everything the client holds about the previous context (spec section 4): cached
 * records are dropped, and what is on screen is fetched again in the new context.
 */
export async function clearClientState(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries({ type: 'active' });
}
