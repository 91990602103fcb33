import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { i18n } from './i18n/i18n';
import { storage } from './lib/storage';
import { jsonResponse } from './test/render';

const user = {
  code: 'u1',
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles: ['user'],
  teams: [{ code: 'team-1', name: 'Kantor', type: 'organization', role: 'admin', admin: true }],
  currentTeamCodeContext: 'team-1',
  newAlertsAmount: 0,
  newTasksAmount: 0,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  storage.setToken('t'.repeat(43));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, user)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

describe('the routes', () => {
  it.each([
    ['/dashboard/parties/create-applicant', 'Identity verification (KYC)'],
    ['/dashboard/orders/ord-1', 'Orders'],
    ['/dashboard/subscriptions/sub-1', 'Subscriptions'],
  ])('open %s inside the shell, saying the module is not available yet', async (path, title) => {
    open(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/This module is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('show the page-not-found screen for unknown paths, outside the shell', async () => {
    open('/dashboard/no-such-module');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Make sure the path is correct')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Team settings' })).toBeNull();
  });

  it('open the public sanction-list search without a login, linked from the login page', async () => {
    storage.removeToken();
    open('/user/login/');
    expect(
      await screen.findByRole('link', { name: 'Search the sanctions lists without logging in' }),
    ).toHaveAttribute('href', '/sanction-list-search');
    cleanup();
    open('/sanction-list-search');
    expect(
      await screen.findByRole('heading', { name: 'Sanction list search' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Team settings' })).toBeNull();
  });

  it('give the footer pages a plain page instead of a broken one', async () => {
    storage.removeToken();
    open('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
  });
});
