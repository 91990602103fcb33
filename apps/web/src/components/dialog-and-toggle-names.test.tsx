import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, renderRoutes } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { LanguageToggle } from './language-toggle';

const dialog = (title?: string) =>
  render(
    <ConfirmDialog
      open
      title={title}
      message="Are you sure you want to log out?"
      confirmLabel="Log out"
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />,
  );

describe('accessible names (WCAG 4.1.2, 2.5.3)', () => {
  it('names a confirmation by its title, and one without a title by its question', () => {
    const titled = dialog('Delete the party');
    expect(screen.getByRole('dialog', { name: 'Delete the party' })).toHaveAccessibleDescription(
      'Are you sure you want to log out?',
    );
    titled.unmount();
    dialog();
    expect(
      screen.getByRole('dialog', { name: 'Are you sure you want to log out?' }),
    ).toBeInTheDocument();
  });

  it('names the language switch by the letters it shows, the language its description', () => {
    renderRoutes([page('/', <LanguageToggle />)], '/');
    expect(screen.getByRole('button', { name: 'PL' })).toHaveAccessibleDescription('Polski');
  });
});
