import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildSearchResult, user } from './sanctions-fixtures';
import { ToolsPage } from './tools-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

function answering(search = () => jsonResponse(200, buildSearchResult())) {
  return (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, user());
    if (url === '/int/sanctions-lists/search' && init?.method === 'POST') return search();
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = (path = '/dashboard/tools') =>
  renderRoutes([{ path: '/dashboard/tools', element: <ToolsPage /> }], path);
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const nameField = () => screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });

describe('the tools page', () => {
  it('opens on the sanctions search and shows the matches with the lists searched', async () => {
    fetchMock.mockImplementation(answering());
    const view = open();
    expect(await screen.findByRole('tab', { name: 'Sanctions search' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(await nameField(), 'Eric Badege');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Person' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Date of birth/ }), '1971');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'cd');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe('/int/sanctions-lists/search');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      name: 'Eric Badege',
      type: 'person',
      birth_date: '1971',
      country: 'CD',
    });
    const results = await screen.findByRole('list', { name: 'Names found on the lists' });
    const [card] = within(results).getAllByRole('article') as [HTMLElement];
    expect(within(card).getByRole('heading', { name: 'ERIC BADEGE' })).toBeVisible();
    expect(card).toHaveTextContent('UN Security Council · entry CDi.001');
    expect(card).toHaveTextContent('95%');
    expect(card).toHaveTextContent('Threshold 80%');
    expect(screen.getByText('1 possible match (threshold 80%)')).toBeVisible();
    expect(screen.getByText('Searches this month: 12')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Lists searched' })).getByText(
        'UN Security Council: version 2 of 21 Nov 2026',
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Why it matched' }));
    expect(
      await within(card).findByRole('table', { name: 'Words of the names compared' }),
    ).toBeVisible();
    expect(view.location().search).toBe('');
  });

  it('checks the form with the shared schema before searching', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await userEvent.type(await nameField(), 'E');
    await userEvent.type(screen.getByRole('textbox', { name: /Date of birth/ }), '12.03.1967');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'P1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeVisible();
    expect(screen.getByText('Enter a year (1967) or a full date (1967-03-12).')).toBeVisible();
    expect(screen.getByText('Enter a two-letter ISO code, e.g. PL.')).toBeVisible();
    expect(posted()).toHaveLength(0);
  });

  it('says when nothing reaches the threshold, and when no list is imported', async () => {
    fetchMock.mockImplementation(
      answering(() => jsonResponse(200, buildSearchResult({ matches: [] }))),
    );
    open();
    await userEvent.type(await nameField(), 'Anna Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No name on the lists in force reaches the threshold of 80%.'),
    ).toBeVisible();

    fetchMock.mockImplementation(
      answering(() =>
        jsonResponse(409, {
          code: 'sanction_lists_not_imported',
          message: 'x',
          statusCode: 409,
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'No sanctions list has been imported yet. An administrator imports them under Sanctions lists.',
      ),
    ).toBeVisible();
  });

  it('keeps the tab in the URL and opens the registry scan there', async () => {
    fetchMock.mockImplementation(answering());
    const view = open('/dashboard/tools?tab=registries-skan');
    expect(await screen.findByRole('tab', { name: 'Registry scan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('textbox', { name: /^NIP, REGON or KRS/ }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Sanctions search' }));
    expect(view.location().search).toBe('?tab=sanctions-search');
    expect(await nameField()).toBeVisible();
  });

  it('speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering());
    open();
    expect(await screen.findByRole('tab', { name: 'Listy sankcyjne' })).toBeVisible();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nazwa/ }), 'Eric Badege');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('1 możliwe trafienie (próg 80%)')).toBeVisible();
    expect(screen.getByText('Rada Bezpieczeństwa ONZ · wpis CDi.001')).toBeVisible();
  });
});
