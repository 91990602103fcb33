import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { PublicSanctionSearchPage } from './public-search-page';
import { buildOverview, buildSearchResult } from './sanctions-fixtures';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

function answering(
  search = () => jsonResponse(200, buildSearchResult({ searches_this_month: null })),
) {
  return (url: string, init?: RequestInit) => {
    if (url === '/int/public/sanctions-lists') return jsonResponse(200, buildOverview());
    if (url === '/int/public/sanctions-lists/search' && init?.method === 'POST') return search();
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = () =>
  renderRoutes(
    [{ path: '/sanction-list-search', element: <PublicSanctionSearchPage /> }],
    '/sanction-list-search',
  );
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the public sanction-list search', () => {
  it('shows the lists searched and finds a name without a login', async () => {
    fetchMock.mockImplementation(answering());
    open();
    expect(await screen.findByRole('heading', { name: 'Sanction list search' })).toBeVisible();
    const lists = await screen.findByRole('list', { name: 'Lists searched' });
    expect(within(lists).getAllByRole('listitem')).toHaveLength(1);
    expect(lists).toHaveTextContent('UN Security Council: version 2 of 21 Nov 2026');

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Eric Badege');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe('/int/public/sanctions-lists/search');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({ name: 'Eric Badege', type: 'any' });
    expect(new Headers(posted()[0]![1].headers).get('Authorization')).toBeNull();
    const results = await screen.findByRole('list', { name: 'Names found on the lists' });
    expect(within(results).getByRole('heading', { name: 'ERIC BADEGE' })).toBeVisible();
    expect(results).toHaveTextContent('95%');
    expect(screen.queryByText(/Searches this month/)).toBeNull();
  });

  it('asks to wait, saying how long, when the address searched too often', async () => {
    fetchMock.mockImplementation(
      answering(() =>
        jsonResponse(429, {
          code: 'rate_limited',
          message: 'Too many requests',
          statusCode: 429,
          details: { retry_after_seconds: 240 },
        }),
      ),
    );
    open();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 }),
      'Eric Badege',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Too many searches from your address')).toBeVisible();
    expect(screen.getByText('Too many attempts. Try again in 4 minutes.')).toBeVisible();
  });

  it('speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering());
    open();
    expect(
      await screen.findByRole('heading', { name: 'Wyszukiwarka list sankcyjnych' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Rada Bezpieczeństwa ONZ: wersja 2 z 21 lis 2026'),
    ).toBeVisible();
  });
});
