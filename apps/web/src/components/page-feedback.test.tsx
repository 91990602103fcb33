import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NoticeSnackbar, usePageFeedback } from './page-feedback';

function CreatedPage() {
  const feedback = usePageFeedback('Party created');
  const location = useLocation();
  const state = location.state as { warnings?: string[] } | null;
  return (
    <>
      <NoticeSnackbar feedback={feedback} />
      <p>Warnings: {state?.warnings?.join(', ') ?? 'none'}</p>
      <Link to="/dashboard/tasks">Tasks</Link>
    </>
  );
}

function OtherPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

describe('the notice a page gets on arrival from its form', () => {
  it('is shown once: not again when the same history entry is shown anew', async () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/dashboard/parties/p1', state: { created: true, warnings: ['PEP'] } },
        ]}
      >
        <Routes>
          <Route path="/dashboard/parties/p1" element={<CreatedPage />} />
          <Route path="/dashboard/tasks" element={<OtherPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Party created')).toBeVisible();
    expect(screen.getByText('Warnings: PEP')).toBeVisible();

    // Back to the same entry: the page is drawn anew from the entry's state, as on a reload.
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Warnings: PEP')).toBeVisible();
    expect(screen.queryByText('Party created')).toBeNull();
  });
});
