import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildDetail, buildSummary, ruleSetCode, user } from './rule-set-fixtures';
import { RuleSetCreatePage } from './rule-set-create-page';
import { RuleSetsPage } from './rule-sets-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const sets = {
  items: [
    buildSummary(1, { name: 'Kantor rules', active: true, version: 4 }),
    buildSummary(2, { name: 'Stricter draft', enabled_rules: 15 }),
  ],
};

function answer(url: string, init?: RequestInit) {
  if (url === '/int/user') return jsonResponse(200, user());
  if (url === `/int/rule-sets/${ruleSetCode(2)}/activate`) return jsonResponse(200, {});
  if (url === '/int/rule-sets' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    return jsonResponse(201, buildDetail(9, { name: body.name }));
  }
  if (url === '/int/rule-sets') return jsonResponse(200, sets);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('the rule sets list', () => {
  it('shows each set with its state, version and rules', async () => {
    fetchMock.mockImplementation(answer);
    renderRoutes(
      [{ path: '/dashboard/rule-sets', element: <RuleSetsPage /> }],
      '/dashboard/rule-sets',
    );
    const link = await screen.findByRole('link', { name: 'Kantor rules' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/dashboard/rule-sets/${ruleSetCode(1)}`);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByText('4')).toBeInTheDocument();
    expect(within(first!).getByText('13 of 15 on')).toBeInTheDocument();
    expect(within(second!).getByText('15 of 15 on')).toBeInTheDocument();
    expect(within(second!).queryByText('Active')).toBeNull();
    // The active set can be neither activated again nor deleted.
    expect(screen.getByRole('button', { name: 'Delete Kantor rules' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Kantor rules' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Stricter draft' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'New rule set' })).toHaveAttribute(
      'href',
      '/dashboard/rule-sets/create',
    );
  });

  it('activates a set only after confirmation', async () => {
    fetchMock.mockImplementation(answer);
    renderRoutes(
      [{ path: '/dashboard/rule-sets', element: <RuleSetsPage /> }],
      '/dashboard/rule-sets',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Activate Stricter draft' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activate the rule set' });
    expect(dialog).toHaveTextContent(
      'Assess parties and transactions with "Stricter draft" from now on?',
    );
    expect(calls('POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]![0]).toBe(`/int/rule-sets/${ruleSetCode(2)}/activate`);
    expect(await screen.findByText('"Stricter draft" is now the active rule set')).toBeVisible();
    // The list is fetched again after the change.
    await waitFor(() =>
      expect(calls('GET').filter(([url]) => url === '/int/rule-sets').length).toBeGreaterThan(1),
    );
  });

  it('offers no changes to a member who is not an admin', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === '/int/user' ? jsonResponse(200, user('all_viewer_member')) : answer(url, init),
    );
    renderRoutes(
      [{ path: '/dashboard/rule-sets', element: <RuleSetsPage /> }],
      '/dashboard/rule-sets',
    );
    expect(
      await screen.findByRole('button', { name: 'Delete Stricter draft' }, { timeout: 5000 }),
    ).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'New rule set' })).toBeNull();
  });
});

describe('a new rule set', () => {
  it('posts the name and the set it copies, then opens the new set', async () => {
    fetchMock.mockImplementation(answer);
    const view = renderRoutes(
      [
        { path: '/dashboard/rule-sets/create', element: <RuleSetCreatePage /> },
        { path: '/dashboard/rule-sets/:code', element: <p>detail</p> },
      ],
      '/dashboard/rule-sets/create',
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 }),
      'Private banking',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Copy from' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stricter draft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the new rule set' });
    expect(dialog).toHaveTextContent(
      'Create the rule set "Private banking" as a copy of "Stricter draft"?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule set' }));
    await waitFor(() =>
      expect(view.location().pathname).toBe(`/dashboard/rule-sets/${ruleSetCode(9)}`),
    );
    expect(JSON.parse(String(calls('POST')[0]![1].body))).toEqual({
      name: 'Private banking',
      copy_from: ruleSetCode(2),
    });
  });

  it('copies the default rule set unless another is chosen, and asks for a name', async () => {
    fetchMock.mockImplementation(answer);
    renderRoutes(
      [
        { path: '/dashboard/rule-sets/create', element: <RuleSetCreatePage /> },
        { path: '/dashboard/rule-sets/:code', element: <p>detail</p> },
      ],
      '/dashboard/rule-sets/create',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 5000 }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Copy of default');
    expect(screen.getByRole('combobox', { name: 'Copy from' })).toHaveTextContent(
      'Default rule set',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create rule set' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1].body))).toEqual({ name: 'Copy of default' });
  });
});
