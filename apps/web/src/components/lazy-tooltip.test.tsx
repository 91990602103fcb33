import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LazyTooltip as Tooltip } from './lazy-tooltip';

// A fresh module each time: the test set-up has loaded the tooltip already.
let LazyTooltip: typeof Tooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./lazy-tooltip'));
});

describe('a tooltip loaded on first use', () => {
  it('names the control before it is loaded, and shows on the first hover', async () => {
    render(
      <>
        <LazyTooltip title="Dark theme">
          <button type="button">☾</button>
        </LazyTooltip>
        <LazyTooltip title="Polski" describeChild>
          <button type="button">PL</button>
        </LazyTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PL' })).toHaveAccessibleDescription('Polski');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'PL' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Polski');
    expect(screen.getByRole('button', { name: 'PL' })).toHaveAccessibleDescription('Polski');
  });

  it('keeps the focus on its control when it arrives', async () => {
    render(
      <LazyTooltip title="Dark theme">
        <button type="button">☾</button>
      </LazyTooltip>,
    );
    await userEvent.tab();
    await userEvent.hover(screen.getByRole('button', { name: 'Dark theme' }));
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveFocus();
  });

  it('is not drawn anew after a press that came before it: the click is not lost', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Team settings">
        <button type="button" onClick={onClick}>
          ⚙
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Team settings' });
    await userEvent.click(button, { delay: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.isConnected).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The next hover brings it.
    await userEvent.unhover(button);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Team settings');
    await userEvent.click(screen.getByRole('button', { name: 'Team settings' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
