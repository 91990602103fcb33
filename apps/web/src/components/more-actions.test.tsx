import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { DetailPage } from './detail-page';
import { usePageFeedback } from './page-feedback';

function PartyPage({ remove, whyNot }: { remove: () => Promise<void>; whyNot: string }) {
  const feedback = usePageFeedback();
  return (
    <DetailPage
      record={{ data: { name: 'Kantor Gąbka' }, error: null }}
      feedback={feedback}
      remove={{ call: remove, leaveTo: '/dashboard/parties', refresh: [] }}
      header={(data) => ({
        title: data.name,
        badges: null,
        actions: <Button variant="outlined">Change status</Button>,
        more: [{ label: 'Add task', to: '/dashboard/tasks/create?party=p1' }],
        deletion: { whyNot, title: 'Delete the party', question: 'Delete Kantor Gąbka?' },
      })}
    >
      {() => <p>The party's data</p>}
    </DetailPage>
  );
}

const page = (remove: () => Promise<void>, whyNot = '') => (
  <PartyPage remove={remove} whyNot={whyNot} />
);

describe("a record page's header", () => {
  it('keeps the status change in view and the rest under More actions, Delete last', async () => {
    const remove = vi.fn(async () => {});
    const view = renderRoutes(
      [
        { path: '/dashboard/parties/p1', element: page(remove) },
        { path: '/dashboard/parties', element: <p>The list</p> },
      ],
      '/dashboard/parties/p1',
    );
    expect(screen.getByRole('button', { name: 'Change status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Add task', 'Delete']);
    expect(items[0]).toHaveAttribute('href', '/dashboard/tasks/create?party=p1');

    await userEvent.click(items[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete the party' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(await screen.findByText('The list')).toBeVisible();
    expect(view.location()?.pathname).toBe('/dashboard/parties');
  });

  it('lists an action the user may not take, disabled, with the reason', async () => {
    renderRoutes(
      [{ path: '/p', element: page(vi.fn(), 'Only a team admin may delete parties') }],
      '/p',
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const remove = screen.getByRole('menuitem', { name: /Delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('Only a team admin may delete parties');
  });
});
