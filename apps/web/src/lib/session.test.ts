import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clearClientState } from './session';

describe('clearClientState', () => {
  it('drops every cached record and fetches what is on screen again', async () => {
    const client = new QueryClient();
    client.setQueryData(['teams', 'list'], ['team of the old context']);
    const fetchParties = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    const onScreen = new QueryObserver(client, { queryKey: ['parties'], queryFn: fetchParties });
    const unsubscribe = onScreen.subscribe(() => {});
    await vi.waitFor(() => expect(onScreen.getCurrentResult().data).toEqual(['old']));

    await clearClientState(client);

    expect(client.getQueryData(['teams', 'list'])).toBeUndefined();
    expect(onScreen.getCurrentResult().data).toEqual(['new']);
    expect(fetchParties).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
