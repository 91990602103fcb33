import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { FilterBar, SearchFilter, param, useListUrl } from './list-page';
import { SEARCH_DELAY_MS } from './record-grid';

function List() {
  const url = useListUrl({ text: param.text() });
  return (
    <FilterBar url={url} namespace="common">
      <SearchFilter label="Find" />
    </FilterBar>
  );
}

beforeEach(() => {
  // Advancing with real time too, as the grid and the router wait on real timers.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = (path = '/list?page=2') => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderRoutes([{ path: '/list', element: <List /> }], path);
  /** The search the list's URL holds. */
  const searched = () => new URLSearchParams(view.location().search).get('text');
  return { user, view, searched, field: () => screen.getByLabelText('Find') };
};

const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the search of a list', () => {
  it('searches once typing pauses, not on every key, from the first page', async () => {
    const { user, view, searched, field } = setup();
    await user.type(field(), 'al-dou');
    await pause(SEARCH_DELAY_MS / 2);
    expect(searched()).toBeNull();
    await user.type(field(), 'ri');
    await pause(SEARCH_DELAY_MS / 2);
    // Each key starts the wait again.
    expect(searched()).toBeNull();
    await pause(SEARCH_DELAY_MS / 2);
    expect(searched()).toBe('al-douri');
    expect(view.location().search).not.toContain('page=');
    expect(field()).toHaveValue('al-douri');
  });

  it('keeps what is typed while the address catches up, and searches it in turn', async () => {
    const { user, searched, field } = setup();
    await user.type(field(), 'Kowal');
    await pause(SEARCH_DELAY_MS);
    expect(searched()).toBe('Kowal');
    await user.type(field(), 'ski');
    expect(field()).toHaveValue('Kowalski');
    expect(field()).toHaveFocus();
    await pause(SEARCH_DELAY_MS);
    expect(searched()).toBe('Kowalski');
  });

  it('searches at once with the Search button or Enter', async () => {
    const { user, searched, field } = setup();
    await user.type(field(), '526-104-08-34');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searched()).toBe('526-104-08-34');
    await user.clear(field());
    await user.type(field(), '  5261040834 {Enter}');
    expect(searched()).toBe('5261040834');
  });

  it('shows the search of the address, and empties with Clear filters', async () => {
    const { user, searched, field } = setup('/list?text=Zaż%C3%B3%C5%82%C4%87');
    expect(field()).toHaveValue('Zażółć');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(searched()).toBeNull();
    expect(field()).toHaveValue('');
    // Nothing typed is waiting to put the old search back.
    await pause(SEARCH_DELAY_MS * 2);
    expect(searched()).toBeNull();
  });
});
