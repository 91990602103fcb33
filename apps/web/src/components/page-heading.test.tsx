import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../test/render';
import { PageHeading } from './page-heading';

const Parties = () => (
  <>
    <PageHeading>Parties</PageHeading>
    <Link to="/parties?status=active">Active only</Link>
    <Link to="/transactions">Transactions</Link>
  </>
);
const Transactions = () => (
  <>
    <PageHeading>Transactions</PageHeading>
    <Link to="/login">Sign in</Link>
  </>
);
const Login = () => (
  <>
    <PageHeading>Sign in</PageHeading>
    <input aria-label="E-mail" autoFocus />
  </>
);

describe('PageHeading', () => {
  it('names the tab after the page and takes the focus after a navigation, not after a filter nor from a field the page focused', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(
      [
        page('/parties', <Parties />),
        page('/transactions', <Transactions />),
        page('/login', <Login />),
      ],
      '/parties',
    );
    const first = screen.getByRole('heading', { level: 1, name: 'Parties' });
    await waitFor(() => expect(document.title).toBe('Parties · AML Compliance'));
    // The first page of a visit keeps the browser's focus where it is.
    expect(first).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Active only' }));
    expect(view.location().search).toBe('?status=active');
    expect(screen.getByRole('heading', { level: 1, name: 'Parties' })).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Transactions' }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Transactions' });
    expect(next).toHaveFocus();
    expect(document.title).toBe('Transactions · AML Compliance');

    // A page that focuses a field itself keeps it there.
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});
