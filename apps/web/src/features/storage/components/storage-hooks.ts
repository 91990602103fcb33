import { hasPermission } from '@aml/shared';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';

/** Whether the user may change the storage (team admin); others see it read-only. */
export function useCanManageStorage(): boolean {
  const { data: user } = useCurrentUser();
  return hasPermission(currentTeamOf(user)?.role, 'team.manage');
}
