import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../lib/storage';
import { page, renderRoutes } from '../test/render';
import { PublicLayout } from './public-layout';

const layout = () =>
  renderRoutes(
    [
      page(
        '/',
        <PublicLayout>
          <h1>Sign in</h1>
        </PublicLayout>,
      ),
    ],
    '/',
  );

describe('reaching the page by keyboard', () => {
  it('offers a skip link first, which takes the focus to the main content', async () => {
    storage.setCookieConsent('granted');
    const user = userEvent.setup();
    layout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lets Escape answer the cookie question as a refusal, remembered', async () => {
    const user = userEvent.setup();
    layout();
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe('');
    expect(document.body.style.paddingBottom).toBe(
      document.documentElement.style.scrollPaddingBottom,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(storage.getCookieConsent()).toBe('denied');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });
});
