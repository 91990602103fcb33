import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useAction } from '../../components/use-action';
import { clearClientState } from '../../lib/session';
import { changeTeam } from './api/teams-api';

/**
 * Switches the current team (spec section 4): the whole client cache is cleared; the page
 * reloads on the dashboard index or with ?shouldReload, otherwise the user goes there.
 */
export function useChangeTeam(onFailed?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useAction(changeTeam, {
    onFailed,
    onDone: async () => {
      await clearClientState(queryClient);
      const onIndex = /^\/dashboard\/?$/.test(location.pathname);
      if (onIndex || new URLSearchParams(location.search).has('shouldReload'))
        window.location.reload();
      else navigate('/dashboard');
    },
  });
}
