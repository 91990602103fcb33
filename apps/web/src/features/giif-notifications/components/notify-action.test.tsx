import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoreActions } from '../../../components/more-actions';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { useNotifyGiifAction } from './notify-action';
import userEvent from '@testing-library/user-event';

const fetchMock = mockApi();

function Page() {
  const actions = useNotifyGiifAction({ alert: 'alert0000007', party: 'party0000001' });
  return <MoreActions actions={[{ label: 'Add task', to: '/x' }, ...actions]} />;
}

const answering = (canRead: boolean) =>
  fetchMock.mockImplementation(async (url: string) =>
    url === '/int/giif/notifications/access'
      ? jsonResponse(200, { can_read: canRead, can_manage: canRead, can_manage_readers: false })
      : jsonResponse(404, { code: 'not_found', message: 'x' }),
  );

describe('"Notify GIIF" on a record\'s page', () => {
  it('opens the form with the record named, for those who see notifications', async () => {
    answering(true);
    renderRoutes([{ path: '/', element: <Page /> }], '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Notify GIIF' })).toHaveAttribute(
      'href',
      '/dashboard/giif-notifications/new?alert=alert0000007&party=party0000001',
    );
  });

  it('shows nothing of notifications to anyone else', async () => {
    answering(false);
    renderRoutes([{ path: '/', element: <Page /> }], '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Add task' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Notify GIIF' })).toBeNull();
  });
});
