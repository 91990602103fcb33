import { QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { publishShellUser, shellUser } from '../../../lib/current-user';
import { QueryScope, seedUserQuery } from '../../../lib/query-client';
import { useCurrentUser } from '../../../lib/session';

/**
 * Hands the shell's user to the query cache and follows the cache's user query from then on:
 * its polling for the badges, the refresh after a change, the new context after a team
 * switch. Loaded once the shell has shown the user, so the shell is drawn without TanStack
 * Query (performance.md).
 */
export function UserQuerySync() {
  const outer = useContext(QueryClientContext);
  return outer ? (
    <Follow />
  ) : (
    <QueryScope>
      <Follow />
    </QueryScope>
  );
}

function Follow() {
  const client = useQueryClient();
  // Before the first read of the cache: the answer the shell has is not asked for again.
  useState(() => seedUserQuery(client, shellUser.get()));
  const { data, error, isError, dataUpdatedAt } = useCurrentUser();
  useEffect(() => {
    publishShellUser({ data, error: isError ? error : null, updatedAt: dataUpdatedAt });
  }, [data, error, isError, dataUpdatedAt]);
  return null;
}
