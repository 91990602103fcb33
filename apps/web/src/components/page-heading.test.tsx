import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../test/render';
import { focusHeadingAfterReload, PageHeading } from './page-heading';

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

/** An alert whose status button goes away once pressed, as after a status change. */
const Alert = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <PageHeading>Alert</PageHeading>
      {open && <button onClick={() => setOpen(false)}>Close the alert</button>}
      <button>Add comment</button>
    </>
  );
};

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

  it('takes the focus after a reload the app asked for (a language switch), once', async () => {
    renderRoutes([page('/alert', <Alert />)], '/alert').unmount();
    // The same page shown again, as after a reload the browser made.
    const again = renderRoutes([page('/alert', <Alert />)], '/alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert' })).not.toHaveFocus();
    again.unmount();

    focusHeadingAfterReload();
    const reloaded = renderRoutes([page('/alert', <Alert />)], '/alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert' })).toHaveFocus();
    reloaded.unmount();

    renderRoutes([page('/alert', <Alert />)], '/alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Alert' })).not.toHaveFocus();
  });

  it('takes the focus when the control that had it goes away, not when the user left it', async () => {
    const user = userEvent.setup();
    const view = renderRoutes([page('/alert', <Alert />)], '/alert');
    const heading = screen.getByRole('heading', { level: 1, name: 'Alert' });
    await user.click(screen.getByRole('button', { name: 'Close the alert' }));
    await waitFor(() => expect(heading).toHaveFocus());
    view.unmount();

    renderRoutes([page('/alert', <Alert />)], '/alert');
    const button = screen.getByRole('button', { name: 'Close the alert' });
    act(() => button.focus());
    // Clicked beside it: the focus is left on purpose, and stays on the body.
    act(() => button.blur());
    await act(() => Promise.resolve());
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close the alert' })).not.toBeInTheDocument(),
    );
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 1, name: 'Alert' })).not.toHaveFocus();
  });
});
